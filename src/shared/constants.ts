/**
 * The constants and small rules the web app needs at run time, without zod: the schema files
 * import them from here (and re-export them for the server), so a page that shows a limit or a
 * label does not download the validation library (docs/decisions.md S46). Pure: no I/O.
 */

// page-reads.ts: the element of the page that carries its first API answers (docs/decisions.md S45)
export const SEED_ELEMENT_ID = 'wm-seed';

// catalog.api.ts: career search and the market (docs/product.md §5)
export const SUGGESTION_LIMIT = 5;
export const SUGGESTION_MIN_CHARS = 3;
export const JOB_FILTERS = ['all', 'full-time', 'remote'] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];
export const CAREER_TITLE_MAX = 120;

// catalog.schema.ts
export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;

// occupation.api.ts: attribution the data's licenses require (docs/decisions.md S34)
export const ONET_ATTRIBUTION =
  'This product includes information from the O*NET 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA). Used under the CC BY 4.0 license. O*NET® is a trademark of USDOL/ETA. Waymark selected fields and derived roadmaps and match scores from it.';
export const BLS_ATTRIBUTION =
  'Source: U.S. Bureau of Labor Statistics, Occupational Employment and Wage Statistics, May 2024 (national) and May 2023 (state), and Employment Projections program, 2024–34.';

// resume.schema.ts: docs/product.md §9, a resume upload is 5 MB at most
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

// user.schema.ts
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** docs/product.md §9: a typed location is at most this long. */
export const LOCATION_MAX = 120;

// chat.schema.ts
export const CHAT_MESSAGE_MAX = 2000;

// plan.schema.ts: docs/product.md §5 Study plan, hours a week, at most 12 hours on any study day
export const HOURS_PER_WEEK_MAX = 84;
export const HOURS_PER_STUDY_DAY_MAX = 12;
/** Monday to Friday when the user names no days (docs/decisions.md S39). */
export const DEFAULT_STUDY_DAYS = [1, 2, 3, 4, 5] as const;
export const DEFAULT_START_TIME = '18:00';

// progress.schema.ts: docs/decisions.md D11, not started → in progress → completed, and back
export const SKILL_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type SkillStatus = (typeof SKILL_STATUSES)[number];
export const NOTE_MAX = 5000;

/** The label a skill's status button shows, and the status it moves to (D11). */
export function nextSkillAction(status: SkillStatus): { label: string; next: SkillStatus } {
  switch (status) {
    case 'not_started':
      return { label: 'Start Learning', next: 'in_progress' };
    case 'in_progress':
      return { label: 'Mark Complete', next: 'completed' };
    case 'completed':
      return { label: 'Completed', next: 'completed' };
  }
}

export function skillStatusOf(skill: { inProgress: boolean; isCompleted: boolean }): SkillStatus {
  if (skill.isCompleted) return 'completed';
  return skill.inProgress ? 'in_progress' : 'not_started';
}

// applications.schema.ts: docs/product.md §4 Application, the board's stages in column order
export const APPLICATION_STAGES = [
  'saved',
  'applied',
  'interviewing',
  'offer',
  'rejected',
  'withdrawn',
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  saved: 'Saved',
  applied: 'Applied',
  interviewing: 'Interviewing',
  offer: 'Offer',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

/** docs/product.md §5 Application limits. */
export const APPLICATION_LIMITS = {
  title: 120,
  company: 120,
  location: 120,
  link: 2000,
  notes: 5000,
  contact: 300,
  skills: 20,
  skill: 80,
  perUser: 500,
} as const;

/** An http(s) address with a dotted host: the only links Waymark stores or makes clickable. */
export function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/**
 * docs/product.md §4 Study plan calendar (docs/decisions.md S90): `weekly`, repeating events (a
 * weekly series per study day, RRULE), or `next-weeks`, one event per session of the next weeks.
 */
export const CALENDAR_KINDS = ['weekly', 'next-weeks'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];
/** How many weeks the `next-weeks` calendar covers, starting today. */
export const CALENDAR_WEEKS = 4;

// postings.schema.ts: what a posting asks for, by kind (docs/product.md §2 Posting)
export const REQUIREMENT_KINDS = [
  'skill',
  'tool',
  'credential',
  'licence',
  'education',
  'experience',
  'physical',
  'condition',
] as const;
type RequirementKind = (typeof REQUIREMENT_KINDS)[number];
/**
 * docs/decisions.md S108: the requirements interview practice asks about: what the person does
 * (skills, tools) and what they hold (credentials, licences).
 */
export const PRACTISED_KINDS: ReadonlySet<RequirementKind> = new Set(['skill', 'tool']);
export const HELD_KINDS: ReadonlySet<RequirementKind> = new Set(['credential', 'licence']);
/** Whether interview practice can draw a question from one of these requirements. */
export const asksAboutAny = (requirements: readonly { kind: RequirementKind }[]) =>
  requirements.some((r) => PRACTISED_KINDS.has(r.kind) || HELD_KINDS.has(r.kind));
