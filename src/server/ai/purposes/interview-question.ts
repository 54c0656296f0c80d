/**
 * The chat's interview question (docs/product.md §7). The prompt names the occupation's career
 * family. Local: a question from the bank of the goal's field at the difficulty, not one already
 * asked until the bank runs out (docs/decisions.md D2, S80). Fallback: the canned questions of
 * docs/product.md §8.
 */
import type { InterviewDifficulty } from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { CHAT_FALLBACK_QUESTIONS, DEFAULT_ROLE } from '../fallbacks.ts';
import { clip, DATA_RULE, data, FIELD_RULE, fieldData, LIMITS } from '../helpers.ts';
import { pickQuestions } from '../local/interview.ts';
import { fieldBank, type PracticeField, practiceField } from '../local/question-bank.ts';
import { fieldExamples } from './coach-questions.ts';

export const CHAT_QUESTION = {
  name: 'chatQuestion',
  temperature: 0.8,
  maxTokens: 200,
} as const satisfies PurposeParams;

export function chatQuestionPrompt(
  role: string,
  difficulty: InterviewDifficulty,
  field?: PracticeField,
  examples: readonly string[] = [],
) {
  return [
    'You are an experienced interviewer. Ask one realistic interview question for the role below, at the given',
    'difficulty. Reply with the question only: one or two sentences, no preamble, no answer.',
    FIELD_RULE,
    DATA_RULE,
    data({
      role: clip(role, LIMITS.title),
      ...fieldData(field),
      difficulty,
      ...(examples.length > 0 ? { questionsThisFieldAsks: examples } : {}),
    }),
  ].join('\n');
}

export interface InterviewQuestionInput {
  role?: string | undefined;
  difficulty: InterviewDifficulty;
  /** The goal's occupation's career family (docs/decisions.md S80); none: the general bank. */
  field?: PracticeField | undefined;
  /** Bank ids already asked in this interview. */
  exclude?: ReadonlySet<string>;
}

/** The question, with its bank id when it came from the bank (so the chat does not ask it twice). */
export interface AskedQuestion {
  question: string;
  bankId: string | null;
  /** Every question of the bank was asked already, so this one starts the round again. */
  bankRanOut?: boolean;
}

export function createInterviewQuestion(deps: { core: AiCore; random: () => number }) {
  const { core, random } = deps;
  return async function interviewQuestion(
    caller: Caller,
    input: InterviewQuestionInput,
    signal?: AbortSignal,
  ): Promise<AiResult<AskedQuestion>> {
    const role = input.role || DEFAULT_ROLE;
    const field = input.field ?? practiceField(null);
    const bank = fieldBank(role, field);
    return core.run<AskedQuestion>(
      caller,
      CHAT_QUESTION,
      async () => {
        const r = await core.ask(
          caller,
          CHAT_QUESTION,
          chatQuestionPrompt(role, input.difficulty, field, fieldExamples(bank, input.difficulty)),
          signal,
        );
        // models sometimes quote the question; the chat shows it bare
        const text = r?.text.trim().replace(/^["']|["']$/g, '');
        return r && text ? { value: { question: text, bankId: null }, usage: r.usage } : null;
      },
      () => {
        const seed = Math.floor(random() * 2 ** 31);
        const [fresh] = pickQuestions(bank, input.difficulty, 1, {
          seed,
          ...(input.exclude ? { exclude: input.exclude } : {}),
        });
        if (fresh) return { question: fresh.question, bankId: fresh.id };
        // docs/decisions.md S80: all asked, so the round starts again
        const [again] = pickQuestions(bank, input.difficulty, 1, { seed });
        return again ? { question: again.question, bankId: again.id, bankRanOut: true } : null;
      },
      () => {
        const list = CHAT_FALLBACK_QUESTIONS[input.difficulty];
        return { question: list[Math.floor(random() * list.length)] ?? list[0] ?? '', bankId: null };
      },
    );
  };
}
