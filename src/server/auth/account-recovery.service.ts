import { randomBytes } from 'node:crypto';
import { InvalidInput } from '../errors.ts';
import type { RateLimitsRepository } from '../http/rate-limits.repository.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { AccountTokenPurpose, AccountTokensRepository } from './account-tokens.repository.ts';
import type { Mailer } from './mailer.ts';
import { hashPassword, isCommonPassword } from './password.ts';
import { hashToken, type SessionsService } from './sessions.service.ts';

/** docs/decisions.md S59: a reset link works once, for 30 minutes; an email check for 45. */
export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_MINUTES = 45;
/** Reset mails one email may receive per hour, whoever asks. */
export const RESET_MAILS_PER_EMAIL_PER_HOUR = 3;

/** What "Forgot password?" answers, whether or not an account has the email. */
export const RESET_REQUESTED =
  'If an account uses this email, we sent it a link to choose a new password. The link works once, for 30 minutes.';
export const LINK_INVALID = 'This link is invalid, already used or expired. Ask for a new one.';

export interface AccountRecoveryDeps {
  usersRepo: Pick<UsersRepository, 'findByEmail'>;
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
      const userId = await tokensRepo.consume(hashToken(token), 'reset', now);
      if (!userId) throw new InvalidInput(LINK_INVALID);
      await tokensRepo.setPassword(userId, await hashPassword(password), now);
      await tokensRepo.retireAll(userId, 'reset', now);
      await sessions.endOthers(userId, null);
    },

    /** Mails a new account the link that proves its email. */
    sendVerification(userId: string, email: string) {
      later(async () => {
        const link = await issue(userId, email, 'verify');
        await mailer.send({
          to: email,
          subject: 'Confirm your email for Waymark',
          text: `Welcome to Waymark. Confirm that this is your email (the link works once, for ${VERIFY_LINK_MINUTES} minutes):\n${link}\n\nWith a confirmed email you can always get back into your account.\n`,
        });
      });
    },

    /** Tells the owner of an email that someone tried to create an account with it. */
    warnOwner(email: string) {
      later(() =>
        mailer.send({
          to: email,
          subject: 'Someone tried to create a Waymark account with your email',
          text: `Someone tried to create a Waymark account with this email, which already has one. If it was you, sign in, or choose a new password here: ${publicUrl}/forgot-password\n\nIf it was not you, nothing changed.\n`,
        }),
      );
    },

    async verifyEmail(token: string): Promise<void> {
      const now = clock();
      const userId = await tokensRepo.consume(hashToken(token), 'verify', now);
      if (!userId) throw new InvalidInput(LINK_INVALID);
      await tokensRepo.markVerified(userId, now);
    },
  };
}

export type AccountRecovery = ReturnType<typeof createAccountRecovery>;
