/**
 * The Interview Coach's question set (docs/product.md §7): default medium, 5 questions. The prompt
 * names the occupation's career family and a few of its bank's questions; local: questions from the
 * bank of the goal's field (docs/decisions.md D2, S80). Fallback: the three canned questions of
 * docs/product.md §8. Ids are always ours, never the model's.
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
import { clip, DATA_RULE, data, FIELD_RULE, fieldData, LIMITS, textList } from '../helpers.ts';
import { pickQuestions, toInterviewQuestion } from '../local/interview.ts';
import { type FieldBank, fieldBank, type PracticeField, practiceField } from '../local/question-bank.ts';

export const COACH_QUESTIONS = {
  name: 'coachQuestions',
  temperature: 0.8,
  maxTokens: 2000,
  invalidText: 'Invalid questions data structure received',
} as const satisfies PurposeParams;

/** A few of the field's own questions, so a model sees what the field asks (docs/decisions.md S80). */
export function fieldExamples(bank: FieldBank, difficulty: InterviewDifficulty, max = 3): string[] {
  return [...bank.own, ...bank.family]
    .filter((q) => q.difficulty === difficulty)
    .slice(0, max)
    .map((q) => q.question);
}

export function coachQuestionsPrompt(
  jobTitle: string,
  difficulty: InterviewDifficulty,
  count: number,
  field?: PracticeField,
  examples: readonly string[] = [],
) {
  return [
    `You are an experienced interviewer preparing ${count} interview questions for the job below.`,
    DATA_RULE,
    data({
      jobTitle: clip(jobTitle, LIMITS.title),
      ...fieldData(field),
      difficulty,
      count,
      ...(examples.length > 0 ? { questionsThisFieldAsks: examples } : {}),
    }),
    FIELD_RULE,
    "Mix technical (the field's own knowledge), behavioral and situational questions (and at most one company-specific one).",
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
  /** The goal's occupation's career family (docs/decisions.md S80); none: the general bank. */
  field?: PracticeField | undefined;
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
    const field = input.field ?? practiceField(null);
    const bank = fieldBank(jobTitle, field);
    return core.run(
      caller,
      COACH_QUESTIONS,
      async () => {
        const r = await core.askJson(
          caller,
          COACH_QUESTIONS,
          coachQuestionsPrompt(jobTitle, difficulty, count, field, fieldExamples(bank, difficulty)),
          coachQuestionsReply,
          signal,
        );
        return r
          ? { value: r.value.questions.slice(0, count).map((q) => ({ ...q, id: newId() })), usage: r.usage }
          : null;
      },
      () => {
        const picked = pickQuestions(bank, difficulty, count, { seed: Math.floor(random() * 2 ** 31) });
        return picked.length > 0 ? picked.map((q) => toInterviewQuestion(q, newId())) : null;
      },
      () => fallbackCoachQuestions(newId),
    );
  };
}
