/**
 * Scoring an interview answer (docs/product.md §7), for the chat's interview and for the Interview
 * Coach: one prompt and reply schema, two purposes with their own parameters and fallbacks.
 * Local: the heuristic plus the question bank's key points (docs/decisions.md D2). Fallback
 * (docs/product.md §8): the chat's heuristic score; the coach's fixed score 75.
 */
import { z } from 'zod';
import type { AnswerAnalysis } from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { DEFAULT_ROLE, FALLBACK_COACH_ANALYSIS, heuristicAnalysis } from '../fallbacks.ts';
import { clampedScore, clip, DATA_RULE, data, LIMITS, textList } from '../helpers.ts';
import { analyseAnswer } from '../local/interview.ts';

const INVALID = 'Invalid analysis data structure received';

export const CHAT_ANALYSIS = {
  name: 'chatAnalysis',
  temperature: 0.3,
  maxTokens: 800,
  invalidText: INVALID,
} as const satisfies PurposeParams;

export const COACH_ANALYSIS = {
  name: 'coachAnalysis',
  temperature: 0.3,
  maxTokens: 1000,
  invalidText: INVALID,
} as const satisfies PurposeParams;

export function answerAnalysisPrompt(question: string, answer: string, role: string) {
  return [
    'You are an interview coach scoring a candidate answer for the role below, fairly and specifically.',
    DATA_RULE,
    data({
      role: clip(role, LIMITS.title),
      question: clip(question, LIMITS.question),
      answer: clip(answer, LIMITS.answer),
    }),
    'Reply with JSON only: {"score": number 0-100, "feedback": string (2-3 sentences), "improvements": [string],',
    '"strengths": [string]}. Give 2-4 improvements and 1-3 strengths, each one short sentence.',
    'Score 80+ only for a structured answer with a concrete example and a result; under 50 for an off-topic or empty one.',
  ].join('\n');
}

export const answerAnalysisReply = z.object({
  score: clampedScore,
  feedback: z.string().trim().min(1),
  improvements: textList,
  strengths: textList,
});

export interface AnswerInput {
  question: string;
  answer: string;
}

export function createAnswerAnalysis(deps: { core: AiCore }) {
  const { core } = deps;

  function analyse(
    caller: Caller,
    purpose: PurposeParams,
    input: AnswerInput,
    role: string,
    fallback: () => AnswerAnalysis,
    signal?: AbortSignal,
  ): Promise<AiResult<AnswerAnalysis>> {
    return core.run(
      caller,
      purpose,
      () =>
        core.askJson(
          caller,
          purpose,
          answerAnalysisPrompt(input.question, input.answer, role),
          answerAnalysisReply,
          signal,
        ),
      () => {
        // the breakdown is already spelled out in the feedback; replies keep the AnswerAnalysis shape
        const { breakdown: _b, ...analysis } = analyseAnswer(input.question, input.answer);
        return analysis;
      },
      fallback,
    );
  }

  return {
    /** The chat's interview: fallback is the heuristic of docs/product.md §8. */
    async analyseInterviewAnswer(
      caller: Caller,
      input: AnswerInput & { role?: string | undefined },
      signal?: AbortSignal,
    ): Promise<AiResult<AnswerAnalysis>> {
      return analyse(
        caller,
        CHAT_ANALYSIS,
        input,
        input.role || DEFAULT_ROLE,
        () => heuristicAnalysis(input.answer),
        signal,
      );
    },

    /** The Interview Coach: fallback is the fixed analysis of docs/product.md §8 (score 75). */
    async analyseCoachAnswer(
      caller: Caller,
      input: AnswerInput & { jobTitle?: string | undefined },
      signal?: AbortSignal,
    ): Promise<AiResult<AnswerAnalysis>> {
      return analyse(
        caller,
        COACH_ANALYSIS,
        input,
        input.jobTitle || DEFAULT_ROLE,
        () => FALLBACK_COACH_ANALYSIS,
        signal,
      );
    },
  };
}
