import { z } from 'zod';
import { ACHIEVEMENT_IDS } from './achievements.ts';
import { LOCATION_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

export { LOCATION_MAX, PASSWORD_MAX, PASSWORD_MIN } from './constants.ts';

export const achievementIdSchema = z.enum(ACHIEVEMENT_IDS);

/** docs/product.md §3 Location: country defaults to US, a missing state is empty. */
export const locationSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

export const achievementSchema = z.object({
  id: achievementIdSchema,
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.enum(['skills', 'projects', 'streak', 'special']),
  xpReward: z.number().int(),
  isUnlocked: z.boolean(),
  earnedAt: z.iso.datetime().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

/** docs/product.md §3 User, plus level and xpToNextLevel and the settings the shell needs. */
export const userSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  /** Whether the account confirmed its email with a mailed link (docs/decisions.md S66). */
  emailVerified: z.boolean(),
  /** A new email waiting for its confirmation link; the current one signs in until then (S96). */
  pendingEmail: z.string().nullable(),
  isGuest: z.boolean(),
  isPremium: z.boolean(),
  xp: z.number().int(),
  level: z.number().int(),
  xpToNextLevel: z.number().int(),
  joinedAt: z.iso.datetime(),
  achievements: z.array(achievementSchema),
  learningStreak: z.number().int(),
  lastActiveDate: z.string().nullable(),
  location: locationSchema.nullable(),
  darkMode: z.boolean(),
  onboarded: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const xpEventSchema = z.object({ amount: z.number().int(), reason: z.string() });
export type XpEvent = z.infer<typeof xpEventSchema>;

/** What a state change earned, so the UI can celebrate it. */
export const userWithEarningsSchema = z.object({
  user: userSchema,
  xpEvents: z.array(xpEventSchema),
  unlockedAchievements: z.array(achievementSchema),
  /** Why something earned less than usual (the daily practice cap), for the user to read. */
  notices: z.array(z.string()).optional(),
});
export type UserWithEarnings = z.infer<typeof userWithEarningsSchema>;

export const updateSettingsSchema = z
  .strictObject({
    darkMode: z.boolean().optional(),
    isPremium: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Send at least one setting to change');

export const emailSchema = z
  .string()
  .trim()
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const signUpSchema = z.strictObject({
  name: z.string().trim().min(1, 'Enter your name').max(80, 'Name is at most 80 characters'),
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: emailSchema,
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX),
});
export type SignInInput = z.infer<typeof signInSchema>;

/** docs/decisions.md S48: readiness, for a load balancer's probe (503 while the database is down). */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  db: z.enum(['pglite', 'postgres']),
  /** Whether the database answered within HEALTH_DB_TIMEOUT_MS. */
  database: z.enum(['up', 'down']),
  ai: z.enum(['local', 'provider']),
  /** The provider's circuit breaker: open while the local engine answers in its place. */
  aiBreaker: z.enum(['closed', 'open', 'half-open']).nullable(),
});

export const aboutSchema = z.object({
  version: z.string(),
  ai: z.enum(['local', 'provider']),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  db: z.enum(['pglite', 'postgres']),
  /** Whether the server sends mail (confirmation and reset links). */
  mail: z.boolean(),
});
export type About = z.infer<typeof aboutSchema>;

export const errorBodySchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const setLocationSchema = z.strictObject({
  /** "city, state, country"; null clears the location */
  location: z.string().max(LOCATION_MAX, `Location is at most ${LOCATION_MAX} characters`).nullable(),
});

export const updateAccountSchema = z
  .strictObject({
    name: z.string().trim().min(1, 'Enter your name').max(80, 'Name is at most 80 characters').optional(),
    email: emailSchema.optional(),
    /** Needed to change the email: a borrowed session must not take over the account. */
    currentPassword: z.string().max(PASSWORD_MAX).optional(),
  })
  .refine((v) => v.name !== undefined || v.email !== undefined, 'Send a name or an email to change');

export const changePasswordSchema = z.strictObject({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX),
  newPassword: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});

/** "Forgot password?": the email to send a reset link to (docs/decisions.md S59). */
export const passwordResetRequestSchema = z.strictObject({ email: emailSchema });
/** A single-use link's token: 43 base64url characters (256 random bits). */
const accountTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, 'This link is incomplete. Open it again from the email.');
export const passwordResetSchema = z.strictObject({
  token: accountTokenSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
});
export const verifyEmailSchema = z.strictObject({ token: accountTokenSchema });
export const accountNoticeSchema = z.object({ message: z.string() });
