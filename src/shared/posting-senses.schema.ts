import { z } from 'zod';

/**
 * What some words mean in a job posting (src/server/catalog/content/posting-senses.json,
 * docs/decisions.md S126), kept as data so a recruiter can review it without reading code:
 * - `senses`: phrases in which a word of the shared skill lexicon means something else than the
 *   lexicon's skill ("set up fixtures" in a welder's posting is no plumbing fixture, "questions about
 *   billing" is billing support, not invoicing), with what they name instead or nothing. The resume
 *   analysis reads the lexicon as before; only postings read these phrases.
 * - `screening`: the steps of a hiring process a candidate must pass ("written exam", "psychological
 *   evaluation"), read as conditions of hire and never as a skill of their words.
 * Phrases and wordings are matched whole, in any case; a wording ending in a noun also matches its
 * plural when written so ("written exam", "written exams" are both listed).
 */
const phrase = z
  .string()
  .trim()
  .min(3)
  .max(60)
  .regex(/^[A-Za-z0-9 '/&-]+$/, 'a phrase is words, as a posting writes them');

export const postingSenseSchema = z.strictObject({
  /** The lexicon skill the phrases' word would otherwise be read as ("Plumbing fixtures"). */
  skill: z.string().trim().min(2).max(80),
  /** The phrases in which that word means something else ("set up fixtures", "light fixtures"). */
  phrases: z.array(phrase).min(1).max(30),
  /** What the phrases name instead, as a recruiter of the field would write it, or null for nothing. */
  readAs: z.string().trim().min(2).max(60).nullable(),
});
export type PostingSense = z.infer<typeof postingSenseSchema>;

export const screeningStepSchema = z.strictObject({
  /** The step's short name, as the posting's reader is shown it ("Written exam"). */
  name: z.string().trim().min(2).max(60),
  wordings: z.array(phrase).min(1).max(30),
});
export type ScreeningStep = z.infer<typeof screeningStepSchema>;

export const postingSensesSchema = z.strictObject({
  about: z.string().min(1),
  senses: z.array(postingSenseSchema).min(1),
  screening: z.array(screeningStepSchema).min(1),
});
export type PostingSenses = z.infer<typeof postingSensesSchema>;
