/**
 * The Interview Coach's question set (docs/product.md §7): default medium, 5 questions. Local:
 * questions from the bank for the job (docs/decisions.md D2). Fallback: the three canned questions
 * of docs/product.md §8. Ids are always ours, never the model's.
 */
import { z } from 'zod';
import {
  type InterviewDifficulty,
  type InterviewQuestion,
  interviewDifficultySchema,
  questionCategorySchema,
} from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { DEFAULT_ROLE, fallbackCoachQuestions } from '../fallbacks.ts';
import { clip, DATA_RULE, data, LIMITS, textList } from '../helpers.ts';
import { pickQuestions, toInterviewQuestion } from '../local/interview.ts';

export const COACH_QUESTIONS = {
  name: 'coachQuestions',
  temperature: 0.8,
  maxTokens: 2000,
  invalidText: 'Invalid questions data structure received',
} as const satisfies PurposeParams;

export function coachQuestionsPrompt(jobTitle: string, difficulty: InterviewDifficulty, count: number) {
  return [
    `You are an experienced interviewer preparing ${count} interview questions for the job below.`,
    DATA_RULE,
    data({ jobTitle: clip(jobTitle, LIMITS.title), difficulty, count }),
    'Mix technical, behavioral and situational questions (and at most one company-specific one).',
    'Reply with JSON only: {"questions": [{"question": string, "category": "technical"|"behavioral"|"situational"|',
    '"company-specific", "difficulty": "easy"|"medium"|"hard", "tips": [string, 2-3 short tips]}]}',
  ].join('\n');
}

export const coachQuestionsReply = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(5).max(1000),
        category: questionCategorySchema.catch('technical'),
        difficulty: interviewDifficultySchema.catch('medium'),
        tips: textList,
      }),
    )
    .min(1),
});

export interface CoachQuestionsInput {
  jobTitle?: string | undefined;
  difficulty?: InterviewDifficulty;
  count?: number;
}

export function createCoachQuestions(deps: { core: AiCore; random: () => number; newId: () => string }) {
  const { core, random, newId } = deps;
  return async function coachQuestions(
    caller: Caller,
    input: CoachQuestionsInput,
    signal?: AbortSignal,
  ): Promise<AiResult<InterviewQuestion[]>> {
    const jobTitle = input.jobTitle || DEFAULT_ROLE;
    const difficulty = input.difficulty ?? 'medium';
    const count = input.count ?? 5;
    return core.run(
      caller,
      COACH_QUESTIONS,
      async () => {
        const r = await core.askJson(
          caller,
          COACH_QUESTIONS,
          coachQuestionsPrompt(jobTitle, difficulty, count),
          coachQuestionsReply,
          signal,
        );
        return r
          ? { value: r.value.questions.slice(0, count).map((q) => ({ ...q, id: newId() })), usage: r.usage }
          : null;
      },
      () => {
        const picked = pickQuestions(jobTitle, difficulty, count, { seed: Math.floor(random() * 2 ** 31) });
        return picked.length > 0 ? picked.map((q) => toInterviewQuestion(q, newId())) : null;
      },
      () => fallbackCoachQuestions(newId),
    );
  };
}
