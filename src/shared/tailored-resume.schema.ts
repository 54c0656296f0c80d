import { z } from 'zod';
import { structuredResumeSchema } from './structured-resume.ts';

/**
 * The user's resume tailored to one of their postings (issue 32, docs/product.md §4 Tailored resume,
 * docs/decisions.md S109-S111): their structured resume with what the posting asks for first, the
 * requirements it does not claim, and a short cover letter from the same evidence.
 */
export const notClaimedSchema = z.object({
  requirementId: z.string(),
  name: z.string(),
  /** The roadmap skill that will close it, when the roadmap has one. */
  roadmapSkill: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type NotClaimed = z.infer<typeof notClaimedSchema>;

export const tailoredResumeSchema = z.object({
  resume: structuredResumeSchema,
  notClaimed: z.array(notClaimedSchema),
  /** Plain text, paragraphs separated by a blank line. */
  coverLetter: z.string(),
});
export type TailoredResume = z.infer<typeof tailoredResumeSchema>;
