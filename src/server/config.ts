import { z } from 'zod';

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
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Days a session stays valid without use. */
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Set to "true" behind a TLS-terminating proxy so cookies are marked Secure. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = z.infer<typeof envSchema>;

/** Parses the environment once at boot; fails with every bad key named (CONVENTIONS 5). */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
