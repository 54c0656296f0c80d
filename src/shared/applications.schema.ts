import { z } from 'zod';
import { calendarDaySchema } from './calendar.schema.ts';
import { APPLICATION_LIMITS, APPLICATION_STAGES, isWebAddress } from './constants.ts';

export { APPLICATION_LIMITS, APPLICATION_STAGES, isWebAddress, STAGE_LABELS } from './constants.ts';

import { occupationCodeSchema } from './occupation.api.ts';

export const applicationStageSchema = z.enum(APPLICATION_STAGES);
export type ApplicationStage = z.infer<typeof applicationStageSchema>;

/** The day a card entered each stage it reached (YYYY-MM-DD in the user's time zone). */
export const stageDatesSchema = z.object({
  saved: calendarDaySchema.optional(),
  applied: calendarDaySchema.optional(),
  interviewing: calendarDaySchema.optional(),
  offer: calendarDaySchema.optional(),
  rejected: calendarDaySchema.optional(),
  withdrawn: calendarDaySchema.optional(),
});
export type StageDates = z.infer<typeof stageDatesSchema>;

const text = (max: number, name: string) =>
  z.string().trim().max(max, `${name} is at most ${max} characters`);

/** A pasted address without its scheme ("www.acme.com/jobs/1") is read as https. */
function withScheme(text: string): string {
  return /^[a-z0-9-]+(\.[a-z0-9-]+)+(?::\d+)?(?:[/?#]|$)/i.test(text) ? `https://${text}` : text;
}

/** An optional web address: blank means none. */
const linkSchema = z
  .string()
  .trim()
  .max(APPLICATION_LIMITS.link, `A link is at most ${APPLICATION_LIMITS.link} characters`)
  .transform(withScheme)
  .refine((s) => s === '' || isWebAddress(s), 'Enter the posting’s web address, starting with https://')
  // stored as the browser would read it ("https:x.example" is "https://x.example/")
  .transform((s) => (s === '' ? null : new URL(s).href))
  .nullable();

const skillsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, 'Skills cannot be empty')
      .max(APPLICATION_LIMITS.skill, `A skill is at most ${APPLICATION_LIMITS.skill} characters`),
  )
  .max(APPLICATION_LIMITS.skills, `At most ${APPLICATION_LIMITS.skills} skills`);

/** Apply Now on a job of the local market: refused, every one is a sample (docs/decisions.md S64). */
export const applyToJobSchema = z.strictObject({ jobId: z.string().min(1).max(120) });

/** A job the user adds by hand. */
export const addApplicationSchema = z.strictObject({
  title: text(APPLICATION_LIMITS.title, 'A job title').min(1, 'Enter the job title'),
  company: text(APPLICATION_LIMITS.company, 'A company name').min(1, 'Enter the company'),
  location: text(APPLICATION_LIMITS.location, 'A location').default(''),
  link: linkSchema.default(null),
  stage: applicationStageSchema.default('saved'),
  /** The skills the posting asks for; without them, the skills of the occupation the title names. */
  skills: skillsSchema.default([]),
  notes: text(APPLICATION_LIMITS.notes, 'Notes').default(''),
  contact: text(APPLICATION_LIMITS.contact, 'A contact').default(''),
  followUpOn: calendarDaySchema.nullable().default(null),
});
export type AddApplication = z.output<typeof addApplicationSchema>;
export type AddApplicationInput = z.input<typeof addApplicationSchema>;

const dayOrNull = calendarDaySchema.nullable().optional();

/** Changes to a card: its stage, dates, notes, contact, follow-up, and (hand-added jobs) the job itself. */
export const updateApplicationSchema = z
  .strictObject({
    stage: applicationStageSchema,
    /** A day sets a stage's date, null removes it (the current stage keeps one). */
    stageDates: z.strictObject({
      saved: dayOrNull,
      applied: dayOrNull,
      interviewing: dayOrNull,
      offer: dayOrNull,
      rejected: dayOrNull,
      withdrawn: dayOrNull,
    }),
    notes: text(APPLICATION_LIMITS.notes, 'Notes'),
    contact: text(APPLICATION_LIMITS.contact, 'A contact'),
    followUpOn: calendarDaySchema.nullable(),
    title: text(APPLICATION_LIMITS.title, 'A job title').min(1, 'Enter the job title'),
    company: text(APPLICATION_LIMITS.company, 'A company name').min(1, 'Enter the company'),
    location: text(APPLICATION_LIMITS.location, 'A location'),
    link: linkSchema,
    skills: skillsSchema,
  })
  .partial()
  .refine((u) => Object.keys(u).length > 0, 'Send at least one change');
export type UpdateApplication = z.output<typeof updateApplicationSchema>;
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>;

export const applicationParamsSchema = z.object({ id: z.uuid('Unknown application') });

export const applicationMatchSchema = z.object({
  /** docs/product.md §5 Job match, the same rule as the job cards. */
  percent: z.number().int().min(0).max(100),
  /** The required skills the user has not started, each with the roadmap skill that teaches it. */
  missing: z.array(z.object({ name: z.string(), skillId: z.string().nullable() })),
});

export const applicationSchema = z.object({
  id: z.uuid(),
  /** The local-market job it came from (Apply Now, before S64), or null for a job added by hand. */
  jobId: z.string().nullable(),
  /**
   * docs/decisions.md S64: made from a sample job (Apply Now did that before sample jobs were
   * refused): not a real application, so the response rate leaves it out.
   */
  sample: z.boolean(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  link: z.string().nullable(),
  stage: applicationStageSchema,
  stageDates: stageDatesSchema,
  notes: z.string(),
  contact: z.string(),
  followUpOn: calendarDaySchema.nullable(),
  requiredSkills: z.array(z.string()),
  /** Where the required skills come from: the posting (or the user), the occupation the title names, or nowhere. */
  skillsFrom: z.enum(['posting', 'occupation', 'none']),
  occupation: z.object({ code: occupationCodeSchema, title: z.string() }).nullable(),
  /** null when no required skills are known, or without a goal or resume to compare with. */
  match: applicationMatchSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Application = z.infer<typeof applicationSchema>;
export const applicationsSchema = z.array(applicationSchema);
