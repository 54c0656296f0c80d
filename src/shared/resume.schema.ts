import { z } from 'zod';
import { resumeAnalysisSchema } from './ai.schema.ts';

export { RESUME_MAX_BYTES } from './constants.ts';

/** One part of the Local ATS score, shown to the user. */
export const atsPartSchema = z.object({
  label: z.string(),
  points: z.number().int(),
  max: z.number().int(),
  detail: z.string(),
});
export type AtsPart = z.infer<typeof atsPartSchema>;

export const ANALYSIS_MODES = ['local', 'ai'] as const;
export const analysisModeSchema = z.enum(ANALYSIS_MODES);
export type AnalysisMode = z.infer<typeof analysisModeSchema>;

/** docs/product.md §3 Resume, with what Waymark adds: the analysis source, its ATS parts, and the text size. */
export const resumeSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  fileSize: z.number().int(),
  kind: z.enum(['pdf', 'docx', 'doc', 'txt']),
  uploadedAt: z.iso.datetime(),
  characters: z.number().int(),
  targetJobTitle: z.string(),
  analysis: resumeAnalysisSchema,
  atsBreakdown: z.array(atsPartSchema),
  score: z.number().int(),
  /** local: the deterministic analysis; provider: the AI; fallback: the AI failed and Local answered */
  analysisSource: z.enum(['local', 'provider', 'fallback']),
  requestedMode: analysisModeSchema,
});
export type Resume = z.infer<typeof resumeSchema>;

export const resumeStateSchema = z.object({
  current: resumeSchema.nullable(),
  /** The upload before the current one, so a user sees the score move. */
  previous: resumeSchema.nullable(),
  /** Set when an AI limit kept the provider out and the local engine answered instead. */
  aiNotice: z.string().optional(),
});
export type ResumeState = z.infer<typeof resumeStateSchema>;
