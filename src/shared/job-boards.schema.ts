import { z } from 'zod';

/** The public job-board APIs Waymark reads (docs/decisions.md S97). */
export const BOARD_KINDS = ['greenhouse', 'lever', 'ashby'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

/** A board as `kind:name`, the name as in the board's own address ("greenhouse:airbnb"). */
export const BOARD_ID = /^(greenhouse|lever|ashby):[A-Za-z0-9][A-Za-z0-9._-]{0,79}$/;

export const boardIdSchema = z
  .string()
  .trim()
  .regex(
    BOARD_ID,
    'Name the board as greenhouse:company, lever:company or ashby:company, with the name from its jobs page address',
  );

export const followBoardSchema = z.strictObject({ board: boardIdSchema });
export const boardParamsSchema = z.object({ board: boardIdSchema });

/** A board as its followers see it: whether its last sync worked, and why not. */
export const jobBoardSchema = z.object({
  board: z.string(),
  kind: z.enum(BOARD_KINDS),
  name: z.string(),
  /** pending: not read yet; ok: the last sync read it; failing: the last sync could not. */
  status: z.enum(['pending', 'ok', 'failing']),
  error: z.string().nullable(),
  checkedAt: z.iso.datetime().nullable(),
  lastOkAt: z.iso.datetime().nullable(),
  openPostings: z.number().int(),
  /** true for the operator's list (JOB_BOARDS), which every user sees and nobody unfollows. */
  isDefault: z.boolean(),
  followed: z.boolean(),
});
export type JobBoard = z.infer<typeof jobBoardSchema>;
export const jobBoardsSchema = z.object({ boards: z.array(jobBoardSchema) });

/** A real posting from a job board, matched to the user (docs/product.md §4 Job boards). */
export const boardPostingSchema = z.object({
  id: z.uuid(),
  /** Never a sample (docs/decisions.md S63): the samples stay in the sample markets. */
  sample: z.literal(false),
  source: z.object({ board: z.string(), kind: z.enum(BOARD_KINDS) }),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  isRemote: z.boolean(),
  /** The posting on the board's own site. */
  url: z.string(),
  postedAt: z.iso.datetime().nullable(),
  firstSeenAt: z.iso.datetime(),
  /** The posting's text, plain (its HTML reduced to text), cut to a preview. */
  excerpt: z.string(),
  skills: z.array(z.string()),
  occupation: z.object({ code: z.string(), title: z.string() }).nullable(),
  match: z.object({
    /** The title names the goal's occupation. */
    goalOccupation: z.boolean(),
    /** Share of the posting's skills the user has (completed or known 1, in progress 0.5). */
    skillsPercent: z.number().int().min(0).max(100),
    missingSkills: z.array(z.string()),
    /** Remote, or in the user's city or state. */
    nearYou: z.boolean(),
    /** The order postings are listed in: occupation 50, skills up to 30, place 20. */
    score: z.number().int().min(0).max(100),
  }),
});
export type BoardPosting = z.infer<typeof boardPostingSchema>;

export const boardPostingsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

export const boardPostingsSchema = z.object({
  postings: z.array(boardPostingSchema),
  /** Open postings of the boards the user sees, before the limit. */
  total: z.number().int(),
});
export type BoardPostings = z.infer<typeof boardPostingsSchema>;
