import { randomBytes } from 'node:crypto';
import { Conflict, InvalidInput } from '../errors.ts';
import type { RateLimitsRepository } from '../http/rate-limits.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword, isCommonPassword } from './password.ts';
import { hashToken, type SessionsService } from './sessions.service.ts';
import type { SignInFailuresRepository } from './sign-in-failures.repository.ts';

/** docs/decisions.md S59: a reset link works once, for 30 minutes; an email check for 45. */
export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_MINUTES = 45;
/** Reset mails one email may receive per hour, whoever asks. */
export const RESET_MAILS_PER_EMAIL_PER_HOUR = 3;
/** New confirmation links one account may ask for per hour. */
export const VERIFY_MAILS_PER_HOUR = 3;

/** What "Forgot password?" answers, whether or not an account has the email. */
export const RESET_REQUESTED =
  'If an account uses this email, we sent it a link to choose a new password. The link works once, for 30 minutes.';
export const LINK_INVALID = 'This link is invalid, already used or expired. Ask for a new one.';
/** A confirmation link for an email another account confirmed first (docs/decisions.md S66). */
export const EMAIL_CLAIMED =
  'Another Waymark account confirmed this email first, so this account cannot use it. Sign in to that account, or give this one another email in Account Settings.';
/** What asking for a new confirmation link answers, whatever it mailed. */
export const VERIFICATION_REQUESTED =
  'If this email can be confirmed for your account, a new link is on its way. It works once, for 45 minutes.';

export interface AccountRecoveryDeps {
  usersRepo: Pick<UsersRepository, 'findByEmail' | 'findById' | 'emailHolders'>;
  /** Remembers the address an account was created from, when the email was new (S56, S66). */
  knownAddresses: Pick<SignInFailuresRepository, 'remember'>;
  tokensRepo: AccountTokensRepository;
  rateLimits: Pick<RateLimitsRepository, 'take'>;
  sessions: Pick<SessionsService, 'endOthers'>;
  mailer: Mailer;
  /** Where the web app is reached, for the links in mails (no trailing slash). */
  publicUrl: string;
  clock: () => Date;
  /** Mail goes out after the answer: a slow server must not tell which emails have accounts. */
  onMailError: (error: unknown) => void;
}

/**
 * Password reset and email verification (docs/decisions.md S59): random tokens stored hashed,
 * single-use, expiring within the hour, mailed to the account's email.
 */
export function createAccountRecovery({
  usersRepo,
  knownAddresses,
  tokensRepo,
  rateLimits,
  sessions,
  mailer,
  publicUrl,
  clock,
  onMailError,
}: AccountRecoveryDeps) {
  async function issue(userId: string, email: string, purpose: AccountTokenPurpose): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = clock();
    const minutes = purpose === 'reset' ? RESET_LINK_MINUTES : VERIFY_LINK_MINUTES;
    await tokensRepo.insert({
      tokenHash: hashToken(token),
      userId,
      purpose,
      email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
    return `${publicUrl}/${purpose === 'reset' ? 'reset-password' : 'verify-email'}?token=${token}`;
  }

  const later = (work: () => Promise<unknown>) => {
    setImmediate(() => {
      work().catch(onMailError);
    });
  };

  /** Mails the link that proves an account receives mail at its email. */
  async function sendVerification(userId: string, email: string, othersHaveIt: boolean) {
    const link = await issue(userId, email, 'verify');
    const shared = othersHaveIt
      ? '\n\nAnother Waymark account was also given this email and has not confirmed it. If both are yours, confirm the one you want: the email then signs in to it. If you did not create a Waymark account just now, ignore this email.\n'
      : '\n\nIf you did not create a Waymark account, ignore this email: nothing happens unless you open the link.\n';
    await mailer.send({
      to: email,
      subject: 'Confirm your email for Waymark',
      text: `Welcome to Waymark. Confirm that this is your email (the link works once, for ${VERIFY_LINK_MINUTES} minutes):\n${link}\n\nWith a confirmed email you can always get back into your account.${shared}`,
    });
  }

  /** Mails a confirmed account's new email the link that makes it the account's email (S96). */
  async function sendChangeConfirmation(userId: string, email: string) {
    const link = await issue(userId, email, 'verify');
    await mailer.send({
      to: email,
      subject: 'Confirm your new email for Waymark',
      text: `Someone (we hope you) asked to use this email for their Waymark account. Open this link to make it the account's email (the link works once, for ${VERIFY_LINK_MINUTES} minutes):\n${link}\n\nUntil you do, the account keeps its current email. If it was not you, ignore this email: nothing changes.\n`,
    });
  }

  /** Tells the owner of an email that another account asked to use it (S96); no link. */
  async function warnOfChange(email: string) {
    await mailer.send({
      to: email,
      subject: 'Someone asked to use your email for another Waymark account',
      text: `Another Waymark account asked to use this email, which already belongs to your account. Nothing changed: the other account cannot use your email.\n\nIf you have lost access to your account, choose a new password here: ${publicUrl}/forgot-password\n`,
    });
  }

  /** Tells the owner of an email that someone tried to create an account with it. */
  async function warn(email: string) {
    await mailer.send({
      to: email,
      subject: 'Someone tried to create a Waymark account with your email',
      text: `Someone tried to create a Waymark account with this email, which already has one. If it was you, sign in, or choose a new password here: ${publicUrl}/forgot-password\n\nIf it was not you, nothing changed: the other account cannot use your email.\n`,
    });
  }

  return {
    /** "Forgot password?": mails a link when an account has the email; answers nothing either way. */
    async requestReset(email: string): Promise<void> {
      const wait = await rateLimits.take(
        'reset-mail',
        email,
        RESET_MAILS_PER_EMAIL_PER_HOUR,
        3_600_000,
        clock(),
      );
      if (wait > 0) return;
      later(async () => {
        const user = await usersRepo.findByEmail(email);
        if (!user?.email || !user.passwordHash) return;
        const link = await issue(user.id, user.email, 'reset');
        await mailer.send({
          to: user.email,
          subject: 'Choose a new Waymark password',
          text: `Someone (we hope you) asked to reset the password of your Waymark account.\n\nChoose a new password here (the link works once, for ${RESET_LINK_MINUTES} minutes):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
        });
      });
    },

    /** The operator's reset link (`npm run reset-link -- <email>`), or null when no account has the email. */
    async resetLinkFor(email: string): Promise<string | null> {
      const user = await usersRepo.findByEmail(email);
      if (!user?.email) return null;
      return issue(user.id, user.email, 'reset');
    },

    /** Sets a new password from a reset link, once; every session of the account ends. */
    async resetPassword(token: string, password: string): Promise<void> {
      if (isCommonPassword(password)) {
        throw new InvalidInput('That password is one of the most common ones. Choose a less guessable one.');
      }
      const now = clock();
      const used = await tokensRepo.consume(hashToken(token), 'reset', now);
      if (!used) throw new InvalidInput(LINK_INVALID);
      const { userId } = used;
      await tokensRepo.setPassword(userId, await hashPassword(password));
      // a reset proves the mailbox too; the link went only to the account the email signs in to,
      // so another account can have confirmed the email first only in a race, and then keeps it
      await tokensRepo.claimEmail(userId, now);
      await tokensRepo.retireAll(userId, 'reset', now);
      await sessions.endOthers(userId, null);
    },

    /**
     * After a sign-up or an email change (docs/decisions.md S66), once the answer is on its way: the
     * owner of an email another account verified hears that someone tried it; otherwise the account
     * gets the link that claims the email. Only an email no other account has marks the address as
     * one its owner uses (S56).
     */
    afterEmailSet(userId: string, email: string, address: string) {
      later(async () => {
        const holders = await usersRepo.emailHolders(email, userId);
        if (holders.verified) return warn(email);
        if (!holders.others) await knownAddresses.remember(email, address, clock());
        await sendVerification(userId, email, holders.others);
      });
    },

    /**
     * After a confirmed account asked for a new email (docs/decisions.md S96), once the answer is on
     * its way: a link to the new email, or, when another account confirmed it, a note to its owner.
     */
    afterEmailPending(userId: string, email: string) {
      later(async () => {
        const holders = await usersRepo.emailHolders(email, userId);
        if (holders.verified) return warnOfChange(email);
        await sendChangeConfirmation(userId, email);
      });
    },

    /** A new confirmation link for the signed-in account's email; answers nothing about it. */
    async resendVerification(userId: string): Promise<void> {
      const user = await usersRepo.findById(userId);
      if (!user?.email) return;
      if (user.emailVerifiedAt && !user.pendingEmail) return;
      const wait = await rateLimits.take('verify-mail', userId, VERIFY_MAILS_PER_HOUR, 3_600_000, clock());
      if (wait > 0) return;
      const pending = user.emailVerifiedAt ? user.pendingEmail : null;
      if (pending) {
        later(async () => {
          // S96: the same rule as the first mail: an email another account confirmed gets no link
          if (!(await usersRepo.emailHolders(pending, userId)).verified)
            await sendChangeConfirmation(userId, pending);
        });
        return;
      }
      const email = user.email;
      later(async () => {
        // an email another account confirmed can never be this one's: no link, and no mail to its owner
        const holders = await usersRepo.emailHolders(email, userId);
        if (!holders.verified) await sendVerification(userId, email, holders.others);
      });
    },

    /** Confirms an email with its link: the account claims it, unless another account did first. */
    async verifyEmail(token: string): Promise<void> {
      const now = clock();
      const used = await tokensRepo.consume(hashToken(token), 'verify', now);
      if (!used) throw new InvalidInput(LINK_INVALID);
      const user = await usersRepo.findById(used.userId);
      // docs/decisions.md S96: a link for the new email a confirmed account waits for moves it in
      const claimed =
        user?.pendingEmail === used.email
          ? await tokensRepo.claimPendingEmail(used.userId, used.email, now)
          : await tokensRepo.claimEmail(used.userId, now);
      if (!claimed) throw new Conflict(EMAIL_CLAIMED);
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
