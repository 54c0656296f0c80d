/**
 * Career, skill, job-search and resume advice (docs/product.md §7), whole or streamed
 * (docs/decisions.md D19). Local: guidance articles framed by the user's roadmap, city market and
 * jobs (docs/decisions.md D2). Fallback: the canned help of docs/product.md §8.
 */
import type { ChatTopic } from '../../../shared/ai.schema.ts';
import type { AiSource } from '../ai-calls.repository.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { CANNED_ADVICE, DEFAULT_CITY, DEFAULT_ROLE } from '../fallbacks.ts';
import { clip, DATA_RULE, data, LIMITS, list } from '../helpers.ts';
import { type LocalAdviceContext, type LocalAnswer, localAnswer } from '../local/advice.ts';
import type { KnowledgeIndex } from '../local/knowledge.ts';
import type { Intent } from '../local/nlu/corpus.ts';
import { readMessage, type Understanding } from '../local/nlu/understand.ts';

export type AdviceTopic = 'career' | 'skills' | 'jobs' | 'resume';

/** One purpose per topic, so usage records tell them apart; all share the same parameters. */
export const ADVICE = {
  career: { name: 'careerAdvice', temperature: 0.7, maxTokens: 500 },
  skills: { name: 'skillAdvice', temperature: 0.7, maxTokens: 500 },
  jobs: { name: 'jobAdvice', temperature: 0.7, maxTokens: 500 },
  resume: { name: 'resumeAdvice', temperature: 0.7, maxTokens: 500 },
} as const satisfies Record<AdviceTopic, PurposeParams>;

/** What the prompt tells the model about the user. */
export interface AdviceContext {
  role: string;
  city: string;
  completedSkills: string[];
  skillsToDevelop: string[];
}

const ADVICE_FOCUS: Record<AdviceTopic, string> = {
  career: 'career advice: direction, growth and next steps',
  skills: 'skill advice: what to learn next and how to learn it well',
  jobs: 'job-search advice: where and how to find and land roles in their city',
  resume: 'resume advice: content, structure and ATS keywords',
};

/**
 * The honesty rules every answer follows, the local engine's and the model's alike
 * (docs/product.md §7 Local engine, chat).
 */
export const HONESTY_RULE = [
  'Only say the user has a skill if it is in completedSkills; never assume others.',
  'Do not invent job openings, employers, salary figures or statistics; if you give a number, say where it comes from or that it is an estimate.',
  'If the question is not about careers, work, learning or job search, say briefly that you only help with those.',
  'If you do not know, say so plainly instead of answering a different question.',
].join(' ');

export function advicePrompt(topic: AdviceTopic, question: string, ctx: AdviceContext) {
  // only the facts the topic needs: less for the model to misuse
  const facts: Record<string, unknown> = { role: ctx.role, question: clip(question, LIMITS.question) };
  if (topic === 'career' || topic === 'jobs') facts.city = ctx.city;
  if (topic === 'skills') {
    facts.completedSkills = list(ctx.completedSkills);
    facts.skillsToDevelop = list(ctx.skillsToDevelop);
  }
  return [
    `You are Waymark's career assistant, giving ${ADVICE_FOCUS[topic]} to someone working toward the role below.`,
    DATA_RULE,
    data(facts),
    'Answer in under 200 words of Markdown: short paragraphs or a bullet list, specific and actionable,',
    'using their role and data. No headings, no HTML.',
    HONESTY_RULE,
  ].join('\n');
}

export interface AdviceInput {
  topic: ChatTopic | 'general';
  question: string;
  /** What the prompt needs (the roadmap's facts); enough for the local engine unless `complete` is given. */
  context: LocalAdviceContext;
  /**
   * The full local context (resume, market, wages, the previous question), read only when the local
   * engine answers: a provider answer never waits for it (docs/decisions.md S44).
   */
  complete?: () => Promise<LocalAdviceContext>;
  /**
   * The message as the caller already read it on its own (`readMessage`): the chat reads each
   * message once and passes the reading on. Read here when not given.
   */
  reading?: Understanding;
}

function adviceContext(ctx: LocalAdviceContext): AdviceContext {
  return {
    role: ctx.role || DEFAULT_ROLE,
    city: ctx.city ?? DEFAULT_CITY,
    completedSkills: ctx.completedSkills,
    skillsToDevelop: ctx.nextSkills.map((s) => s.name),
  };
}

/** Answered by the local engine whatever the topic: safety first, never left to a model (S78). */
const LOCAL_FIRST: ReadonlySet<Intent | 'none'> = new Set(['emergency', 'fraud', 'professional-referral']);

/**
 * The topic's provider purpose and prompt. Safety messages have none (the local engine answers
 * them, S78). Interview and general questions have no provider purpose and are answered locally,
 * except a general question the local engine does not understand, which goes to the model as
 * career advice (S77).
 */
function plan(input: AdviceInput): {
  topic: AdviceTopic | null;
  purpose: PurposeParams;
  prompt: string | null;
} {
  const reading = input.reading ?? readMessage(input.question, { now: input.context.now ?? new Date() });
  const understood = reading.intent;
  // S99: a message close to an emergency is answered locally (the chat turn puts the numbers first, S114)
  if (LOCAL_FIRST.has(understood) || reading.safetyNote)
    return { topic: null, purpose: ADVICE.career, prompt: null };
  const handOff = input.topic === 'general' && understood === 'none';
  const topic = handOff
    ? 'career'
    : input.topic === 'interview' || input.topic === 'general'
      ? null
      : input.topic;
  if (!topic) return { topic, purpose: ADVICE.career, prompt: null };
  return {
    topic,
    purpose: ADVICE[topic],
    prompt: advicePrompt(topic, input.question, adviceContext(input.context)),
  };
}

export function createAdvice(deps: { core: AiCore; knowledge: KnowledgeIndex }) {
  const { core, knowledge } = deps;
  const local = (input: AdviceInput) =>
    localAnswer(input.topic, input.question, input.context, knowledge, input.reading);

  return {
    /** The whole answer at once. */
    advice(caller: Caller, input: AdviceInput, signal?: AbortSignal): Promise<AiResult<string>> {
      const { topic, purpose, prompt } = plan(input);
      return core.run(
        caller,
        purpose,
        async () => {
          if (prompt === null) return null;
          const r = await core.ask(caller, purpose, prompt, signal);
          return r ? { value: r.text.trim(), usage: r.usage } : null;
        },
        () => local(input).text,
        () => CANNED_ADVICE[topic ?? 'general'],
      );
    },

    /**
     * The answer as a stream: provider tokens as they arrive, or the local answer as one chunk. If
     * the provider fails before its first token, the local answer is sent instead; `local` then
     * says what the engine took the message for and which guides it showed.
     */
    async adviceStream(
      caller: Caller,
      input: AdviceInput,
      signal?: AbortSignal,
    ): Promise<{
      source: AiSource;
      chunks: AsyncIterable<string>;
      notice?: string;
      local?: Omit<LocalAnswer, 'text'>;
    }> {
      const { purpose, prompt } = plan(input);
      let answered: LocalAnswer | undefined;
      const result = await core.runStream(
        caller,
        purpose,
        prompt,
        async () => {
          const context = input.complete ? await input.complete() : input.context;
          answered = local({ ...input, context });
          return answered.text;
        },
        signal,
      );
      const done = answered as LocalAnswer | undefined;
      if (!done) return result;
      const { text: _text, ...understood } = done;
      return { ...result, local: understood };
    },
  };
}
