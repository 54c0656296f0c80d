import { z } from 'zod';
import { BOARD_ID } from '../shared/job-boards.schema.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_BASE_URL: z.url().default('https://api.deepseek.com/v1'),
  AI_MODEL: z.string().min(1).default('deepseek-chat'),
  /** Per provider attempt, in milliseconds. */
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /** Retries on 429 and 5xx, with backoff. */
  AI_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** AI calls one user may make per minute. */
  AI_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** AI calls per minute from one client address before the local engine answers instead. */
  AI_CALLS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  /** Provider calls per minute of all users together before the local engine answers instead. */
  AI_PROVIDER_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** Provider tokens one user may spend in 24 hours before the local engine answers instead. */
  AI_TOKENS_PER_USER_PER_DAY: z.coerce.number().int().min(1000).max(100_000_000).default(200_000),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Days a session stays valid without use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days a session lives at most, however often it is used; then the user signs in again. */
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  /** Guests with no session left and no progress are removed after this many days. */
  GUEST_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  /** Chat messages kept per user (older ones are removed). */
  CHAT_HISTORY_MAX: z.coerce.number().int().min(10).max(10_000).default(200),
  /** Minutes between retention sweeps; 0 turns them off. */
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** XP practice (interview answers, generated projects) may pay one user in 24 hours. */
  PRACTICE_XP_PER_DAY: z.coerce.number().int().min(15).max(100_000).default(300),
  /** Pages a resume PDF may have. */
  RESUME_MAX_PAGES: z.coerce.number().int().min(1).max(1000).default(20),
  /** Resume files waiting or being read at once (per process); past it uploads get 503. */
  EXTRACTION_QUEUE_MAX: z.coerce.number().int().min(1).max(1000).default(8),
  /** Worker threads reading resume files side by side (docs/decisions.md S58). */
  EXTRACTION_WORKERS: z.coerce.number().int().min(1).max(16).default(2),
  /** Resume files one client address may have waiting or being read at once, across processes. */
  EXTRACTION_SLOTS_PER_ADDRESS: z.coerce.number().int().min(1).max(1000).default(2),
  /** New career paths (titles nobody typed before) one user may create in 24 hours. */
  NEW_CAREERS_PER_DAY: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Account writes (sign-ups, name or email changes) one client address may make per hour. */
  ACCOUNT_WRITES_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
  /** Calls to the auth routes (sign-in, sign-up, password, reset, confirmation) one client address may make per minute, in the database. */
  AUTH_CALLS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(30),
  /** New guests one client address (an IPv6 /64) may start per minute; no address is exempt. */
  GUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Title searches (no session needed) one client address may make per minute (docs/decisions.md S57). */
  SEARCHES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Career Discovery rankings (no session needed) one client address may ask for per minute. */
  DISCOVERIES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(20),
  /** Mail for password resets and email checks: smtp://user:pass@host:587 or smtps://… (docs/decisions.md S59). */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  /** The sender of those mails. */
  MAIL_FROM: z.string().min(3).default('Waymark <no-reply@localhost>'),
  /** The address people reach Waymark at, for links in mails (default http://localhost:PORT). */
  PUBLIC_URL: z.url().optional(),
  /** Failed sign-ins one (email, client address) may make before each further try must wait. */
  SIGN_IN_FREE_FAILURES: z.coerce.number().int().min(1).max(100).default(5),
  /**
   * Failed sign-ins one account may have from all addresses together in 24 hours before each try
   * from an address the account never used must wait (docs/decisions.md S56).
   */
  SIGN_IN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).max(10_000).default(20),
  /** The longest wait between two sign-in tries (the wait starts at 30 s and doubles). */
  SIGN_IN_MAX_DELAY_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** PostgreSQL connections one process keeps at most (docs/decisions.md S48). */
  DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** The longest wait for a database connection, from the pool or a new one, in milliseconds. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** The longest one statement may run, or wait for a lock, before the database cancels it. */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  /** The longest /api/health waits for the database before reporting it down. */
  HEALTH_DB_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  /** The longest a request may take to arrive in full (headers and body), in milliseconds. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  /** The longest the request headers may take to arrive. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  /** On SIGTERM: how long in-flight requests and streams get to finish before they are closed. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** The whole time one AI answer may wait for the provider (all attempts) before the local engine answers. */
  AI_ANSWER_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
  /** After a provider failure, how long the provider is left alone (the local engine answers); 0: no breaker. */
  AI_BREAKER_COOLDOWN_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** The most characters one streamed provider reply may have before it is cut. */
  AI_REPLY_MAX_CHARS: z.coerce.number().int().min(100).max(1_000_000).default(12_000),
  /** The longest one streamed provider reply may run before it is cut. */
  AI_REPLY_MAX_MS: z.coerce.number().int().min(1000).max(600_000).default(90_000),
  /** Chat messages one user may send per minute. */
  CHAT_MESSAGES_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Resume uploads one user (or one address without a session) may send per minute. */
  RESUME_UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Error reports the web app may send per minute from one client address. */
  ERROR_REPORTS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
  /** Chat messages per minute from one client address, all its users together (an office, a campus). */
  CHAT_MESSAGES_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Public job-board APIs (docs/decisions.md S97); tests point them at fake boards on loopback. */
  GREENHOUSE_API_URL: z.url().default('https://boards-api.greenhouse.io'),
  LEVER_API_URL: z.url().default('https://api.lever.co'),
  ASHBY_API_URL: z.url().default('https://api.ashbyhq.com'),
  /** The operator's boards every user sees, e.g. "greenhouse:airbnb,lever:leverdemo". */
  JOB_BOARDS: z
    .string()
    .trim()
    .default('')
    .transform((v, ctx) => {
      const list = v
        .split(',')
        .map((b) => b.trim())
        .filter(Boolean);
      const bad = list.filter((b) => !BOARD_ID.test(b));
      if (bad.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `JOB_BOARDS lists boards as kind:name (greenhouse, lever or ashby), comma-separated; not ${bad.join(', ')}`,
        });
        return z.NEVER;
      }
      return [...new Set(list)];
    }),
  /** Minutes between job-board syncs; 0 turns them off (docs/decisions.md S98). */
  JOB_SYNC_INTERVAL_MINUTES: z.coerce.number().int().min(0).max(10_080).default(60),
  /** The longest one request to a board may take, in milliseconds. */
  JOB_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The most bytes one board's answer may have; past it the board is marked failing. */
  JOB_BOARD_MAX_BYTES: z.coerce.number().int().min(1000).max(100_000_000).default(5_000_000),
  /** Retries of a board after a timeout, a network error, 429 or 5xx, each after a doubled wait. */
  JOB_FETCH_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  /** The first wait before a retry, in milliseconds (then 2x, 4x…). */
  JOB_FETCH_BACKOFF_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /**
   * Which proxies to believe about the client's address and protocol (X-Forwarded-For, -Proto):
   * "false" (none, the default), a hop count ("1": the one proxy in front), or the proxies'
   * addresses or CIDR ranges, comma-separated. "true" is read as one hop.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((v, ctx) => {
      if (v === 'false' || v === '0') return false as const;
      if (v === 'true') return 1;
      if (/^\d+$/.test(v)) return Number(v);
      const list = v.split(',').map((a) => a.trim());
      if (list.every((a) => /^[\d.:a-fA-F]+(\/\d{1,3})?$/.test(a))) return list;
      ctx.addIssue({
        code: 'custom',
        message: 'TRUST_PROXY is "false", a hop count, or comma-separated proxy addresses or CIDR ranges',
      });
      return z.NEVER;
    }),
});

const configSchema = envSchema.superRefine((config, ctx) => {
  if (config.SESSION_MAX_DAYS < config.SESSION_IDLE_DAYS)
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_MAX_DAYS'],
      message: `SESSION_MAX_DAYS (${config.SESSION_MAX_DAYS}) must be at least SESSION_IDLE_DAYS (${config.SESSION_IDLE_DAYS})`,
    });
  if (config.REQUEST_TIMEOUT_MS < config.HEADERS_TIMEOUT_MS)
    ctx.addIssue({
      code: 'custom',
      path: ['REQUEST_TIMEOUT_MS'],
      message: 'REQUEST_TIMEOUT_MS must be at least HEADERS_TIMEOUT_MS',
    });
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once at boot; fails with every bad key named (docs/architecture.md). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
