import type { SignInInput, SignUpInput } from '../../shared/user.schema.ts';
import { Conflict, InvalidInput, TooManyRequests, Unauthorized } from '../errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import { DUMMY_HASH, hashPassword, isCommonPassword, verifyPassword } from './password.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

/** Failed sign-ins allowed per email in the window before further tries are refused. */
export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60_000;
export const BAD_CREDENTIALS = 'Email or password is incorrect.';

export interface AuthServiceDeps {
  usersRepo: UsersRepository;
  failuresRepo: SignInFailuresRepository;
  clock: () => Date;
}

export function createAuthService({ usersRepo, failuresRepo, clock }: AuthServiceDeps) {
  return {
    /** DECISIONS D3: the current guest becomes the account and keeps all its progress. */
    async signUp(currentUserId: string, input: SignUpInput) {
      if (isCommonPassword(input.password)) {
        throw new InvalidInput('That password is one of the most common ones. Choose a less guessable one.');
      }
      if (await usersRepo.findByEmail(input.email)) {
        throw new Conflict('An account with this email already exists. Sign in instead.');
      }
      const passwordHash = await hashPassword(input.password);
      try {
        const claimed = await usersRepo.claimAccount(currentUserId, { ...input, passwordHash });
        if (!claimed) throw new Conflict('You are already signed in to an account. Sign out first.');
      } catch (error) {
        // two sign-ups racing for one email: the unique index decides
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
          throw new Conflict('An account with this email already exists. Sign in instead.');
        }
        throw error;
      }
    },

    /** DECISIONS D16: change the password of an account, given the current one. */
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

    /** The account's user id. Unknown email and wrong password answer alike, in alike time. */
    async signIn(input: SignInInput): Promise<string> {
      const now = clock();
      const recent = await failuresRepo.since(input.email, new Date(now.getTime() - FAILURE_WINDOW_MS));
      if (recent.count >= MAX_FAILURES) {
        const retryMs = (recent.oldest?.getTime() ?? now.getTime()) + FAILURE_WINDOW_MS - now.getTime();
        const minutes = Math.max(1, Math.ceil(retryMs / 60_000));
        throw new TooManyRequests(
          `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          retryMs / 1000,
        );
      }
      const user = await usersRepo.findByEmail(input.email);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) {
        await failuresRepo.record(input.email, now);
        throw new Unauthorized(BAD_CREDENTIALS);
      }
      await failuresRepo.clear(input.email);
      return user.id;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
