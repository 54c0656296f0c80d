/**
 * Scoring an interview answer (docs/product.md §7), for the chat's interview and for the Interview
 * Coach: one prompt and reply schema, two purposes with their own parameters and fallbacks. The
 * prompt names the occupation's career family and the question's key points; local: the content
 * scorer with the key points of the question asked, from the bank of the goal's field
 * (docs/decisions.md D2, S80). Fallback (docs/product.md §8): the chat's heuristic score; the
 * coach's fixed score 75.
 */
import { z } from 'zod';
import type { AnswerAnalysis, BankQuestion } from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { DEFAULT_ROLE, FALLBACK_COACH_ANALYSIS, heuristicAnalysis } from '../fallbacks.ts';
import { clampedScore, clip, DATA_RULE, data, fieldData, LIMITS, textList } from '../helpers.ts';
import { findBankQuestion, nearestBankQuestion } from '../local/answer-scorer.ts';
import { analyseAnswer } from '../local/interview.ts';
import { allQuestions, bankQuestionByText, fieldBank, type PracticeField } from '../local/question-bank.ts';

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

export function answerAnalysisPrompt(
  question: string,
  answer: string,
  role: string,
  field?: PracticeField,
  keyPoints: readonly string[] = [],
) {
  return [
    'You are an interview coach scoring a candidate answer for the role below, fairly and specifically.',
    "Judge it as a hiring manager of the role's own field would, by that field's practice and standards.",
    ...(keyPoints.length > 0
      ? ['A strong answer covers the keyPoints in the data, in any wording: judge its content against them.']
      : []),
    DATA_RULE,
    data({
      role: clip(role, LIMITS.title),
      ...fieldData(field),
      question: clip(question, LIMITS.question),
      ...(keyPoints.length > 0 ? { keyPoints } : {}),
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
  /** The goal's occupation's career family (docs/decisions.md S80). */
  field?: PracticeField | undefined;
  /** The local analysis already made of this answer (`scoreOnQuestion`), used instead of scoring it again. */
  scored?: AnswerScoredOnQuestion | undefined;
}

/** An answer's local analysis on its question alone (`scoreOnQuestion`). */
export interface AnswerScoredOnQuestion {
  question: string;
  answer: string;
  analysis: AnswerAnalysis;
}

/**
 * The bank questions an answer is judged against (docs/decisions.md S80): the question asked, found
 * by its text in any bank; else the bank of the goal's field, where the scorer looks for the nearest
 * (a provider's question); with no field given, the local engine's first bank.
 */
function questionsToJudge(input: AnswerInput, role: string): readonly BankQuestion[] | undefined {
  const asked = bankQuestionByText(input.question);
  if (asked) return [asked];
  if (!input.field) return undefined;
  return allQuestions(fieldBank(role, input.field));
}

/**
 * The local engine's analysis of an answer before the goal's field is known: judged by the asked
 * question's key points when a bank has it (the local engine's questions), else by the scorer alone.
 * The chat's router judges an answer that reads like an emergency by it (docs/decisions.md S99,
 * S114), and the analysis reuses it when the field would not change what it is judged by.
 */
export function scoreOnQuestion(question: string, answer: string): AnswerScoredOnQuestion {
  const { breakdown: _b, ...analysis } = analyseAnswer(
    question,
    answer,
    questionsToJudge({ question, answer }, DEFAULT_ROLE),
  );
  return { question, answer, analysis };
}

/** `scored`, when it is this answer's and the goal's field would judge it by the same questions. */
function alreadyScored(input: AnswerInput): AnswerAnalysis | null {
  const s = input.scored;
  if (!s || s.question !== input.question || s.answer !== input.answer) return null;
  return !input.field || bankQuestionByText(input.question) ? s.analysis : null;
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
    const questions = questionsToJudge(input, role);
    // the question the scorer judges by, whose key points the prompt names
    const judged =
      findBankQuestion(input.question, questions) ?? nearestBankQuestion(input.question, questions);
    return core.run(
      caller,
      purpose,
      () =>
        core.askJson(
          caller,
          purpose,
          answerAnalysisPrompt(input.question, input.answer, role, input.field, judged?.keyPoints),
          answerAnalysisReply,
          signal,
        ),
      () => {
        const scored = alreadyScored(input);
        if (scored) return scored;
        // the breakdown is already spelled out in the feedback; replies keep the AnswerAnalysis shape
        const { breakdown: _b, ...analysis } = analyseAnswer(input.question, input.answer, questions);
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
