import { z } from 'zod';
import { calendarDaySchema } from './calendar.schema.ts';
import {
  CALENDAR_KINDS,
  CALENDAR_WEEKS,
  type CalendarKind,
  DEFAULT_START_TIME,
  HOURS_PER_STUDY_DAY_MAX,
  HOURS_PER_WEEK_MAX,
} from './constants.ts';

export {
  DEFAULT_START_TIME,
  DEFAULT_STUDY_DAYS,
  HOURS_PER_STUDY_DAY_MAX,
  HOURS_PER_WEEK_MAX,
} from './constants.ts';

/** ISO weekdays: 1 Monday … 7 Sunday. */
export const weekdaySchema = z.number().int().min(1).max(7);

export const studyPlanSettingsSchema = z
  .strictObject({
    hoursPerWeek: z
      .number()
      .int('Hours a week are whole hours')
      .min(1, 'Plan at least 1 hour a week')
      .max(HOURS_PER_WEEK_MAX, `At most ${HOURS_PER_WEEK_MAX} hours a week`),
    weekdays: z
      .array(weekdaySchema)
      .min(1, 'Choose at least one study day')
      .max(7)
      .refine((days) => new Set(days).size === days.length, 'Each study day once')
      .transform((days) => [...days].sort((a, b) => a - b)),
    /** When each study session starts, in the user's time zone ("18:00"). */
    startTime: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start times look like 18:00')
      .default(DEFAULT_START_TIME),
    /** The day the user wants to be done by, or null. */
    targetDate: calendarDaySchema.nullable().default(null),
  })
  .refine((s) => s.hoursPerWeek <= HOURS_PER_STUDY_DAY_MAX * s.weekdays.length, {
    message: `At most ${HOURS_PER_STUDY_DAY_MAX} hours on a study day: choose more days or fewer hours`,
    path: ['hoursPerWeek'],
  });
export type StudyPlanSettings = z.output<typeof studyPlanSettingsSchema>;
export type StudyPlanSettingsInput = z.input<typeof studyPlanSettingsSchema>;

const workKindSchema = z.enum(['skill', 'project']);

export const plannedResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  link: z.string(),
  /** Minutes of this resource the plan counts (its duration, cut at what is left of the skill). */
  minutes: z.number().int(),
});

/** One skill or project of the plan, with when it is projected to start and finish. */
export const plannedItemSchema = z.object({
  kind: workKindSchema,
  id: z.string(),
  name: z.string(),
  /** What is left of it, in minutes. */
  minutes: z.number().int(),
  startDay: calendarDaySchema.nullable(),
  /** null when it finishes beyond the plan's horizon. */
  finishDay: calendarDaySchema.nullable(),
  /** Weeks counted from today: week 1 is today and the six days after it. */
  startWeek: z.number().int().nullable(),
  finishWeek: z.number().int().nullable(),
});
export type PlannedItem = z.infer<typeof plannedItemSchema>;

export const weekEntrySchema = z.object({
  kind: workKindSchema,
  id: z.string(),
  name: z.string(),
  /** Minutes planned for it this week. */
  minutes: z.number().int(),
  /** What is left of it before this week. */
  minutesLeft: z.number().int(),
  /** The resources this week's minutes go through (skills only). */
  resources: z.array(plannedResourceSchema),
});
export type WeekEntry = z.infer<typeof weekEntrySchema>;

export const planStatusSchema = z.discriminatedUnion('kind', [
  /** Nothing left on the roadmap. */
  z.object({ kind: z.literal('done') }),
  z.object({ kind: z.literal('no-target') }),
  z.object({ kind: z.literal('target-passed'), targetDate: calendarDaySchema }),
  z.object({ kind: z.literal('on-track'), targetDate: calendarDaySchema, daysToSpare: z.number().int() }),
  /** hoursPerWeek: the fewest whole hours a week that finish by the target on the same days, or null if none can. */
  z.object({
    kind: z.literal('behind'),
    targetDate: calendarDaySchema,
    hoursPerWeek: z.number().int().nullable(),
  }),
]);
export type PlanStatus = z.infer<typeof planStatusSchema>;

export const studyPlanSchema = z.object({
  /** The user's today, in their time zone: the plan starts here. */
  today: calendarDaySchema,
  totalMinutes: z.number().int(),
  /** The day the last session ends; null when nothing is left or it lies beyond the horizon. */
  finishDay: calendarDaySchema.nullable(),
  /** True when the work does not fit in the plan's horizon (10 years) at this pace. */
  beyondHorizon: z.boolean(),
  minutesPerSession: z.number().int(),
  sessionCount: z.number().int(),
  status: planStatusSchema,
  items: z.array(plannedItemSchema),
  thisWeek: z.object({
    from: calendarDaySchema,
    to: calendarDaySchema,
    minutes: z.number().int(),
    entries: z.array(weekEntrySchema),
  }),
});
export type StudyPlan = z.infer<typeof studyPlanSchema>;

export const planResponseSchema = z.object({
  settings: z
    .object({
      hoursPerWeek: z.number().int(),
      weekdays: z.array(weekdaySchema),
      startTime: z.string(),
      targetDate: calendarDaySchema.nullable(),
    })
    .nullable(),
  /** null until the user sets hours a week, or without a goal. */
  plan: studyPlanSchema.nullable(),
});
export type PlanResponse = z.infer<typeof planResponseSchema>;

/**
 * Files downloaded by a plain link carry no X-Time-Zone header: the page names the browser's zone
 * here (docs/decisions.md D13), used when it is a valid IANA name.
 */
export const downloadQuerySchema = z.object({ tz: z.string().max(64).optional() });

/** The calendar file's kind (docs/decisions.md S90); repeating weekly events unless asked otherwise. */
export const calendarQuerySchema = downloadQuerySchema.extend({
  events: z.enum(CALENDAR_KINDS).default('weekly'),
});
export { CALENDAR_KINDS, CALENDAR_WEEKS, type CalendarKind };
