import type { SignInInput, SignUpInput } from '../../shared/user.schema.ts';
import { Conflict, InvalidInput, NotFound, TooManyRequests, Unauthorized } from '../errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { DUMMY_HASH, hashPassword, isCommonPassword, needsRehash, verifyPassword } from './password.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

/** The one answer for an address that cannot be used, whether it is taken or not (no enumeration). */
export const BAD_CREDENTIALS = 'Email or password is incorrect.';

/** How far back failures count toward the throttle. */
export const FAILURE_WINDOW_MS = 24 * 3_600_000;
/** The first wait once the free failures are used up; each further failure doubles it. */
const FIRST_DELAY_MS = 30_000;

export interface SignInThrottle {
  /** Failures one (email, address) may make before each try must wait. */
  freeFailures: number;
  /**
   * Failures one account may have from all addresses together before each try from an address it
   * never signed in from must wait (docs/decisions.md S56).
   */
  accountFreeFailures: number;
  /** The longest wait between two tries. */
  maxDelayMs: number;
}

/**
 * How long this (email, address) must still wait before its next try: nothing for the first
 * `freeFailures` failures, then 30 s doubling with each further failure, up to `maxDelayMs`.
 */
export function throttleWaitMs(
  failures: number,
  latest: Date | null,
  now: Date,
  { freeFailures, maxDelayMs }: { freeFailures: number; maxDelayMs: number },
): number {
  if (failures < freeFailures || !latest) return 0;
  const delay = Math.min(maxDelayMs, FIRST_DELAY_MS * 2 ** (failures - freeFailures));
  return Math.max(0, latest.getTime() + delay - now.getTime());
}

function waitText(ms: number): string {
  const seconds = Math.ceil(ms / 1000);
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export interface AuthServiceDeps {
  usersRepo: Pick<
    UsersRepository,
    'findById' | 'findByEmail' | 'update' | 'changeEmail' | 'setPendingEmail' | 'claimAccount'
  >;
  failuresRepo: SignInFailuresRepository;
  throttle: SignInThrottle;
  clock: () => Date;
}

export function createAuthService({ usersRepo, failuresRepo, throttle, clock }: AuthServiceDeps) {
  return {
    /**
     * docs/decisions.md D3: the current guest becomes the account and keeps all its progress. Whether
     * another account has the email changes nothing here: the same work and the same answer (S66).
     */
    async signUp(currentUserId: string, input: SignUpInput) {
      if (isCommonPassword(input.password)) {
        throw new InvalidInput('That password is one of the most common ones. Choose a less guessable one.');
      }
      const passwordHash = await hashPassword(input.password);
      const claimed = await usersRepo.claimAccount(currentUserId, { ...input, passwordHash });
      if (!claimed) throw new Conflict('You are already signed in to an account. Sign out first.');
    },

    /**
     * docs/decisions.md D16 Account Settings: name for anyone, email for accounts, given the current
     * password. Whether another account has the email changes nothing here (S66, S96): an account
     * whose email is confirmed keeps it until the new one is confirmed by its link (`pending`); one
     * whose email is not confirmed yet takes the new one at once, unconfirmed, as a sign-up would.
     */
    async updateAccount(
      userId: string,
      change: { name?: string | undefined; email?: string | undefined; currentPassword?: string | undefined },
    ): Promise<{ emailChanged: 'none' | 'replaced' | 'pending' }> {
      const row = await usersRepo.findById(userId);
      if (!row) throw new NotFound('User');
      const { currentPassword, ...values } = change;
      const asked = values.email !== undefined && values.email !== row.email ? values.email : null;
      if (asked !== null) {
        if (row.email === null || !row.passwordHash)
          throw new InvalidInput('Create an account to set an email address.');
        if (!currentPassword) throw new InvalidInput('Enter your current password to change your email.');
        if (!(await verifyPassword(currentPassword, row.passwordHash)))
          throw new InvalidInput('Your current password is not correct.');
      }
      if (asked === null) {
        // asking again for the email it already has drops a waiting new one
        const keep = values.email !== undefined ? { pendingEmail: null } : {};
        await usersRepo.update(userId, {
          ...(values.name === undefined ? {} : { name: values.name }),
          ...keep,
        });
        return { emailChanged: 'none' };
      }
      if (row.emailVerifiedAt) {
        await usersRepo.setPendingEmail(userId, { name: values.name, email: asked });
        return { emailChanged: 'pending' };
      }
      await usersRepo.changeEmail(userId, { name: values.name, email: asked });
      return { emailChanged: 'replaced' };
    },

    /** docs/decisions.md D16: change the password of an account, given the current one. */
    async changePassword(userId: string, currentPassword: string, newPassword: string) {
      const user = await usersRepo.findById(userId);
      if (!user?.passwordHash) throw new InvalidInput('Create an account first: guests have no password.');
      if (!(await verifyPassword(currentPassword, user.passwordHash))) {
        throw new InvalidInput('Your current password is not correct.');
      }
      if (isCommonPassword(newPassword)) {
        throw new InvalidInput('That password is one of the most common ones. Choose a less guessable one.');
      }
      await usersRepo.update(userId, { passwordHash: await hashPassword(newPassword) });
    },

    /**
     * The account's user id. Unknown email and wrong password answer alike, in alike time. The
     * attempt is recorded before the password is checked, so parallel guesses count each other; the
     * throttle is per (email, client address), so a stranger's failures never lock the owner out.
     */
    async signIn(input: SignInInput, address: string): Promise<string> {
      const now = clock();
      const attempt = await failuresRepo.begin(input.email, address, now);
      const from = new Date(now.getTime() - FAILURE_WINDOW_MS);
      const prior = await failuresRepo.before(input.email, address, attempt, from);
      let wait = throttleWaitMs(prior.count, prior.latest, now, throttle);
      // docs/decisions.md S56: guesses spread over many addresses slow down for the account too,
      // except at the addresses the owner used, so they cannot be locked out
      if (wait === 0 && !(await failuresRepo.isKnown(input.email, address))) {
        const all = await failuresRepo.beforeAnywhere(input.email, attempt, from);
        wait = throttleWaitMs(all.count, all.latest, now, {
          freeFailures: throttle.accountFreeFailures,
          maxDelayMs: throttle.maxDelayMs,
        });
      }
      if (wait > 0) {
        await failuresRepo.forget(attempt);
        throw new TooManyRequests(
          `Too many failed sign-in attempts. Try again in ${waitText(wait)}.`,
          wait / 1000,
        );
      }
      // docs/decisions.md S66: one account per email is checked, so the work is one hash either way
      const user = await usersRepo.findByEmail(input.email);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new Unauthorized(BAD_CREDENTIALS);
      await failuresRepo.clear(input.email, address);
      await failuresRepo.remember(input.email, address, now);
      if (user.passwordHash && needsRehash(user.passwordHash))
        await usersRepo.update(user.id, { passwordHash: await hashPassword(input.password) });
      return user.id;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
