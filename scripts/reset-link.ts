/**
 * Prints a single-use password reset link for an account, for an operator without SMTP
 * (docs/decisions.md S59): `npm run reset-link -- person@example.com`. Uses the server's own
 * settings (DATABASE_URL or DATA_DIR, PUBLIC_URL); with the embedded database, stop the server first.
 */
import { createAccountRecovery } from '../src/server/auth/account-recovery.service.ts';
import { createAccountTokensRepository } from '../src/server/auth/account-tokens.repository.ts';
import { createMailer } from '../src/server/auth/mailer.ts';
import { createSessionsRepository } from '../src/server/auth/sessions.repository.ts';
import { createSessionsService } from '../src/server/auth/sessions.service.ts';
import { createSignInFailuresRepository } from '../src/server/auth/sign-in-failures.repository.ts';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { createRateLimitsRepository } from '../src/server/http/rate-limits.repository.ts';
import { createUsersRepository } from '../src/server/users/users.repository.ts';

const email = process.argv[2]?.trim().toLowerCase();
if (!email) {
  console.error('usage: npm run reset-link -- <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase(config);
try {
  const clock = () => new Date();
  const silent = { warn() {}, error() {} } as unknown as Parameters<typeof createMailer>[0]['log'];
  const recovery = createAccountRecovery({
    usersRepo: createUsersRepository(database.db),
    knownAddresses: createSignInFailuresRepository(database.db),
    tokensRepo: createAccountTokensRepository(database.db),
    rateLimits: createRateLimitsRepository(database.db),
    sessions: createSessionsService({
      sessionsRepo: createSessionsRepository(database.db),
      idleDays: config.SESSION_IDLE_DAYS,
      maxDays: config.SESSION_MAX_DAYS,
      clock,
    }),
    mailer: createMailer({ smtpUrl: undefined, from: config.MAIL_FROM, log: silent }),
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, ''),
    clock,
    onMailError: () => {},
  });
  const link = await recovery.resetLinkFor(email);
  if (!link) {
    console.error(`No account uses ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(link);
    console.error('The link works once, for 30 minutes. Send it to the account owner only.');
  }
} finally {
  await database.close();
}
