import { z } from 'zod';
import { REQUIREMENT_KINDS } from './constants.ts';
import { occupationCodeSchema } from './occupation.api.ts';

/**
 * A job posting the user brought into Waymark (issue 32, docs/product.md §3 Posting): pasted, from a
 * file, or taken from a job board, with what Waymark read from it. What the user has of each
 * requirement is computed when the posting is read, so the match moves as roadmap work is completed.
 */

/** The longest posting text Waymark reads, in characters, after HTML is reduced to text. */
export const POSTING_MAX_CHARS = 30_000;

export const payPeriodSchema = z.enum(['hour', 'shift', 'day', 'week', 'month', 'year', 'mile']);
export type PayPeriod = z.infer<typeof payPeriodSchema>;

export const postingPaySchema = z.object({
  min: z.number().positive(),
  max: z.number().positive(),
  period: payPeriodSchema,
  currency: z.literal('USD'),
});
export type PostingPay = z.infer<typeof postingPaySchema>;

/**
 * What a requirement is: a skill or method, a tool or technology, a certification, a licence, a degree,
 * experience, a physical demand of the work ("Lifting 50 lbs") or a condition of hire ("Background
 * check", "Age 18+"; docs/decisions.md S125).
 */
export const requirementKindSchema = z.enum(REQUIREMENT_KINDS);
export type RequirementKind = z.infer<typeof requirementKindSchema>;

/** One thing the posting asks for, as read from its text. */
export const postingRequirementSchema = z.object({
  /** Stable within the posting: `${kind}:${lowercased name}`. */
  id: z.string().min(1),
  name: z.string().min(1),
  kind: requirementKindSchema,
  importance: z.enum(['required', 'preferred']),
  /** The posting's own sentence (or bullet) it was read from, as plain text. */
  quote: z.string(),
});
export type PostingRequirement = z.infer<typeof postingRequirementSchema>;

/** What Waymark read from a posting's text (stored with the posting; the evidence is not). */
export const postingAnalysisSchema = z.object({
  occupation: z.object({ code: occupationCodeSchema, title: z.string() }).nullable(),
  requirements: z.array(postingRequirementSchema),
  /** The stated minimum years of experience ("2-4 years" is 2; months as fractions); null when none is stated. */
  yearsExperience: z.number().min(0).nullable(),
  /** The minimum education the posting requires, in its own words ("High school diploma or GED"); null if none. */
  education: z.string().nullable(),
  /** The licences it requires ("Registered Nurse (RN) licence", "CDL Class A"). */
  licences: z.array(z.string()),
  pay: postingPaySchema.nullable(),
});
export type PostingAnalysis = z.infer<typeof postingAnalysisSchema>;

/** Where the user shows a requirement: a completed roadmap item, a line of their resume, or a credential on it. */
export const evidenceSchema = z.object({
  kind: z.enum(['roadmap', 'resume', 'credential']),
  /** What it is, as the user would recognise it: the roadmap skill's name, the resume line. */
  text: z.string(),
  /** The roadmap item's id for `roadmap` evidence. */
  itemId: z.string().optional(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** A requirement with what the user has of it, computed when the posting is read. */
export const assessedRequirementSchema = postingRequirementSchema.extend({
  met: z.boolean(),
  evidence: z.array(evidenceSchema),
  /** The roadmap skill that closes it (on the roadmap, not completed yet), when there is one. */
  roadmapSkill: z.object({ id: z.string(), name: z.string() }).nullable(),
  /**
   * The roadmap milestone it is (a licence, certification or exam the roadmap already lists), when no
   * roadmap skill closes it: nothing to add, the milestone says how to get it.
   */
  roadmapMilestone: z.object({ name: z.string(), issuer: z.string() }).nullable(),
});
export type AssessedRequirement = z.infer<typeof assessedRequirementSchema>;

export const postingSourceSchema = z.enum(['pasted', 'file', 'board']);

/** A posting as the API serves it. */
export const postingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  source: postingSourceSchema,
  /** The job board posting it was taken from, for `board`. */
  boardPostingId: z.uuid().nullable(),
  url: z.string().nullable(),
  text: z.string(),
  analysis: postingAnalysisSchema,
  requirements: z.array(assessedRequirementSchema),
  /** Met requirements over all (required ones count twice as much as preferred ones), 0-100. */
  match: z.object({
    percent: z.number().int().min(0).max(100),
    met: z.number().int(),
    total: z.number().int(),
  }),
  /** The tracker card it became, if it did. */
  applicationId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type Posting = z.infer<typeof postingSchema>;

/**
 * The limits of the postings API (docs/product.md §5 Postings): pasted text is bounded before the
 * analysis reads it (HTML may be longer than its text, and the analysis refuses past
 * POSTING_MAX_CHARS with its own message), and a user keeps at most `perUser` postings.
 */
export const POSTING_LIMITS = {
  /** Characters a paste may send; the analysis then refuses text over POSTING_MAX_CHARS. */
  pasted: 400_000,
  title: 120,
  company: 120,
  location: 120,
  url: 2000,
  perUser: 200,
} as const;

const postingField = (max: number, name: string) =>
  z.string().trim().max(max, `${name} is at most ${max} characters`);

/** An optional web address for the posting: http(s) only, blank means none. */
const postingUrlSchema = z
  .string()
  .trim()
  .max(POSTING_LIMITS.url, `A link is at most ${POSTING_LIMITS.url} characters`)
  .refine(
    (s) => s === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(s),
    'Enter the posting’s web address, starting with https://',
  )
  .transform((s) => (s === '' ? null : s));

/** POST /api/me/postings: a pasted posting, and what the user knows of it beyond its text. */
export const createPostingSchema = z.strictObject({
  text: z
    .string()
    .max(POSTING_LIMITS.pasted, 'This is far longer than a job posting. Paste the posting on its own.'),
  title: postingField(POSTING_LIMITS.title, 'A job title').optional(),
  company: postingField(POSTING_LIMITS.company, 'A company name').optional(),
  location: postingField(POSTING_LIMITS.location, 'A location').optional(),
  url: postingUrlSchema.optional(),
});
export type CreatePosting = z.output<typeof createPostingSchema>;

/** PATCH /api/me/postings/:id: what the reading got wrong. */
export const updatePostingSchema = z.strictObject({
  title: postingField(POSTING_LIMITS.title, 'A job title').min(1, 'Enter the job title').optional(),
  company: postingField(POSTING_LIMITS.company, 'A company name').optional(),
  location: postingField(POSTING_LIMITS.location, 'A location').optional(),
  remote: z.boolean().optional(),
});
export type UpdatePosting = z.output<typeof updatePostingSchema>;

/** POST /api/me/postings/:id/track: a new card, or the user's card to attach to. */
export const trackPostingSchema = z.strictObject({ applicationId: z.uuid().optional() });
export const trackedPostingSchema = z.object({ applicationId: z.uuid() });

/** POST /api/me/postings/:id/close-gap: the roadmap skills each missing requirement became. */
export const closeGapResultSchema = z.object({
  added: z.array(z.object({ requirementId: z.string(), skillId: z.string(), name: z.string() })),
});
export type CloseGapResult = z.infer<typeof closeGapResultSchema>;
