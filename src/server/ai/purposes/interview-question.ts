/**
 * The chat's interview question (docs/product.md §7). Local: a question from the bank for the role
 * and difficulty, not one already asked (docs/decisions.md D2). Fallback: the canned questions of
 * docs/product.md §8.
 */
import type { InterviewDifficulty } from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { CHAT_FALLBACK_QUESTIONS, DEFAULT_ROLE } from '../fallbacks.ts';
import { clip, DATA_RULE, data, LIMITS } from '../helpers.ts';
import { pickQuestions } from '../local/interview.ts';

export const CHAT_QUESTION = {
  name: 'chatQuestion',
  temperature: 0.8,
  maxTokens: 200,
} as const satisfies PurposeParams;

export function chatQuestionPrompt(role: string, difficulty: InterviewDifficulty) {
  return [
    'You are an experienced interviewer. Ask one realistic interview question for the role below, at the given',
    'difficulty. Reply with the question only: one or two sentences, no preamble, no answer.',
    DATA_RULE,
    data({ role: clip(role, LIMITS.title), difficulty }),
  ].join('\n');
}

export interface InterviewQuestionInput {
  role?: string | undefined;
  difficulty: InterviewDifficulty;
  /** Bank ids already asked in this interview. */
  exclude?: ReadonlySet<string>;
}

/** The question, with its bank id when it came from the bank (so the chat does not ask it twice). */
export interface AskedQuestion {
  question: string;
  bankId: string | null;
}

export function createInterviewQuestion(deps: { core: AiCore; random: () => number }) {
  const { core, random } = deps;
  return async function interviewQuestion(
    caller: Caller,
    input: InterviewQuestionInput,
    signal?: AbortSignal,
  ): Promise<AiResult<AskedQuestion>> {
    const role = input.role || DEFAULT_ROLE;
    return core.run<AskedQuestion>(
      caller,
      CHAT_QUESTION,
      async () => {
        const r = await core.ask(caller, CHAT_QUESTION, chatQuestionPrompt(role, input.difficulty), signal);
        // models sometimes quote the question; the chat shows it bare
        const text = r?.text.trim().replace(/^["']|["']$/g, '');
        return r && text ? { value: { question: text, bankId: null }, usage: r.usage } : null;
      },
      () => {
        const [q] = pickQuestions(role, input.difficulty, 1, {
          seed: Math.floor(random() * 2 ** 31),
          ...(input.exclude ? { exclude: input.exclude } : {}),
        });
        return q ? { question: q.question, bankId: q.id } : null;
      },
      () => {
        const list = CHAT_FALLBACK_QUESTIONS[input.difficulty];
        return { question: list[Math.floor(random() * list.length)] ?? list[0] ?? '', bankId: null };
      },
    );
  };
}
