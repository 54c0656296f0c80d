import { z } from 'zod';
import { interviewDifficultySchema, questionCategorySchema } from './ai.schema.ts';
import { catalogIdSchema } from './catalog.schema.ts';

/**
 * Interview question banks as data, one file per career family (src/server/catalog/content/interview/,
 * `<socMajor>-<family id>.json`) and one of questions that fit every field (`general.json`). A hiring
 * manager of the field can review a file without reading code; the content test checks the counts,
 * the category mix and the ids (docs/decisions.md S79).
 */

/**
 * A point a good answer covers, as the hiring manager would listen for it: a short phrase whose topic
 * words the local scorer looks for near each other, and the other ways people say it (matched by
 * word stems, in order, so "called the provider" finds "call the provider").
 */
export const keyPointSchema = z.strictObject({
  point: z.string().trim().min(2).max(40),
  synonyms: z.array(z.string().trim().min(2).max(40)).max(16),
});
export type KeyPoint = z.infer<typeof keyPointSchema>;

export const interviewBankQuestionSchema = z.strictObject({
  /**
   * `<family id>.<sub-family id>.<category>-<n>` or `<family id>.<category>-<n>`; the general and
   * built-in software questions keep the ids the local engine has always given them.
   */
  id: catalogIdSchema,
  /** A sub-family of the bank's family pack, for questions that are that sub-field's own classics. */
  subFamily: catalogIdSchema.optional(),
  /** An O*NET-SOC code ("29-1141.00"), for a question only that occupation is asked. */
  occupationCode: z
    .string()
    .regex(/^\d{2}-\d{4}\.\d{2}$/)
    .optional(),
  /** Titles of Waymark's built-in software roles the question fits (the bank the local engine asks today). */
  roles: z.array(z.string().trim().min(3)).min(1).optional(),
  /** technical: the field's own knowledge (clinical judgement, code, standards, safety). */
  category: questionCategorySchema,
  difficulty: interviewDifficultySchema,
  question: z.string().trim().min(20).max(400),
  tips: z.array(z.string().trim().min(10).max(200)).min(2).max(4),
  keyPoints: z.array(keyPointSchema).min(3).max(8),
});
export type InterviewBankQuestion = z.infer<typeof interviewBankQuestionSchema>;

export const interviewBankSchema = z.strictObject({
  /** A family pack id ("healthcare-practitioners"), or "general" for questions that fit every field. */
  family: catalogIdSchema,
  questions: z.array(interviewBankQuestionSchema).min(1),
});
export type InterviewBank = z.infer<typeof interviewBankSchema>;
