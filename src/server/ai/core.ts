/**
 * The core every AI purpose runs through: the per-user rate limit, the provider call, JSON reply
 * validation, the fallback order (provider, then the local engine from the user's data, then the
 * canned fallback; docs/decisions.md D2, docs/product.md §8) and one usage record per call.
 * It knows no purpose; the purposes/ files bring prompts, schemas, parameters and local answers.
 */
import type { z } from 'zod';
import { TooManyRequests } from '../errors.ts';
import type { AiCallsRepository, AiLimitHit, AiLimits, AiSource } from './ai-calls.repository.ts';
import { type Breaker, createBreaker } from './breaker.ts';
import { stripCodeFence } from './helpers.ts';
import type { Provider, Usage } from './provider.ts';

export interface AiResult<T> {
  value: T;
  source: AiSource;
  /** Set when a limit kept the provider out: what the user is told about this answer. */
  notice?: string;
}

/** Who is asking, for the limits and usage records. Premium is the routes' concern. */
export interface Caller {
  id: string;
  /** The client address, for the per-address limit; empty for a local process (not limited). */
  address?: string;
}

/** What a user reads when a limit sent their request to the local engine instead of the provider. */
export const LIMIT_NOTICES: Record<AiLimitHit, string> = {
  address:
    'Many AI requests are coming from your network right now, so this answer comes from Waymark’s local engine.',
  provider: 'Waymark’s AI is at capacity right now, so this answer comes from Waymark’s local engine.',
  budget:
    'You have used today’s AI allowance, so this answer comes from Waymark’s local engine. The AI is back within 24 hours.',
};

/** What a user reads when the provider's breaker is open (docs/decisions.md S49). */
export const PROVIDER_DOWN_NOTICE =
  'Waymark’s AI is not answering right now, so this answer comes from Waymark’s local engine.';

/** Appended to a streamed reply that ran past its size or time cap (docs/decisions.md S49). */
export const REPLY_CUT_NOTICE = '\n\n[This reply was cut short: it ran longer than Waymark allows.]';

/** How long one answer may take from the provider, and how much a streamed reply may say. */
export interface AiBudget {
  /** All attempts of one call, until the reply (or its first streamed word). */
  answerMs: number;
  /** A streamed reply's characters. */
  replyMaxChars: number;
  /** A streamed reply's time from its first word. */
  replyMaxMs: number;
}

const DEFAULT_AI_BUDGET: AiBudget = { answerMs: 20_000, replyMaxChars: 12_000, replyMaxMs: 90_000 };

/** The limits of docs/product.md §9 when none are given. */
export const DEFAULT_AI_LIMITS: AiLimits = {
  perUserPerMinute: 30,
  perAddressPerMinute: 60,
  providerPerMinute: 600,
  tokensPerUserPerDay: 200_000,
};

export interface GatewayLogger {
  warn(obj: object, msg: string): void;
}

/** A purpose as the core sees it: its name (logged and recorded) and its docs/product.md §7 parameters. */
export interface PurposeParams {
  readonly name: string;
  readonly temperature: number;
  readonly maxTokens: number;
  /** The docs/product.md §8 text logged when a JSON reply is unusable. */
  readonly invalidText?: string;
}

/** A usable provider answer with what it cost, or null to fall back. */
export type ProviderAnswer<T> = { value: T; usage: Usage } | null;

export interface AiCoreDeps {
  provider: Provider | null;
  calls: Pick<AiCallsRepository, 'record' | 'admit' | 'settle'>;
  log: GatewayLogger;
  limits?: Partial<AiLimits>;
  clock?: () => Date;
  /** Shared by the process; made here when not given. */
  breaker?: Breaker;
  budget?: Partial<AiBudget>;
}

interface Slot {
  id: number;
  /** The provider may be asked. */
  provider: boolean;
  notice: string | undefined;
}

export function createAiCore(deps: AiCoreDeps) {
  const { provider, calls, log } = deps;
  const limits: AiLimits = { ...DEFAULT_AI_LIMITS, ...deps.limits };
  const clock = deps.clock ?? (() => new Date());
  const budget: AiBudget = { ...DEFAULT_AI_BUDGET, ...deps.budget };
  const breaker = deps.breaker ?? createBreaker({ cooldownMs: 30_000, clock });

  /** The caller's signal, also aborted when the answer's time budget is spent. */
  function budgeted(signal: AbortSignal | undefined): AbortSignal {
    const spent = AbortSignal.timeout(budget.answerMs);
    return signal ? AbortSignal.any([signal, spent]) : spent;
  }

  /**
   * Reserves the call's slot before anything is asked (the usage records are the counter, so the
   * limits hold across parallel requests, restarts and server instances). Past the per-user limit
   * the call is refused; past the per-address, all-users or daily token limit the local engine
   * answers, and the result says so.
   */
  async function admit(caller: Caller, purpose: PurposeParams): Promise<Slot> {
    const admission = await calls.admit(
      {
        userId: caller.id,
        address: caller.address ?? '',
        purpose: purpose.name,
        at: clock(),
        wantsProvider: provider !== null,
      },
      limits,
    );
    if (!admission.admitted) {
      throw new TooManyRequests(
        'You are sending AI requests too fast. Please wait a minute and try again.',
        60,
      );
    }
    const notice = admission.limitedBy ? LIMIT_NOTICES[admission.limitedBy] : undefined;
    if (admission.limitedBy)
      log.warn(
        { purpose: purpose.name, userId: caller.id, limit: admission.limitedBy },
        'AI limit: local engine answers',
      );
    return { id: admission.id, provider: admission.provider, notice };
  }

  async function settle(slot: Slot, source: AiSource, usage?: Usage) {
    await calls.settle(slot.id, {
      source,
      promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0,
    });
  }

  async function record(caller: Caller, purpose: PurposeParams, source: AiSource, usage?: Usage) {
    await calls.record({
      userId: caller.id,
      purpose: purpose.name,
      source,
      promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0,
    });
  }

  function warnFailure(caller: Caller, purpose: PurposeParams, error: unknown) {
    const message = (error as Error).message;
    log.warn({ purpose: purpose.name, userId: caller.id, err: message }, message);
  }

  /**
   * Asks the provider; the reply's text, or null (logged) when there is none or it fails. A caller
   * that went away gets its abort error back: answering it locally would be wasted work.
   */
  async function ask(
    caller: Caller,
    purpose: PurposeParams,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<{ text: string; usage: Usage } | null> {
    if (!provider || !breaker.allow()) return null;
    try {
      const reply = await provider.complete({
        purpose: purpose.name,
        prompt,
        signal: budgeted(signal),
        temperature: purpose.temperature,
        maxTokens: purpose.maxTokens,
      });
      breaker.success();
      return reply;
    } catch (error) {
      if (signal?.aborted) {
        breaker.success(); // the caller left: nothing was learnt about the provider
        throw error;
      }
      breaker.failure();
      warnFailure(caller, purpose, error);
      return null;
    }
  }

  /**
   * Asks for JSON and validates it against the purpose's schema; null when absent or invalid. An
   * invalid reply still cost tokens, so it is recorded (as 'fallback') before the caller falls back.
   */
  async function askJson<S extends z.ZodType>(
    caller: Caller,
    purpose: PurposeParams,
    prompt: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<ProviderAnswer<z.output<S>>> {
    const reply = await ask(caller, purpose, prompt, signal);
    if (!reply) return null;
    let json: unknown;
    try {
      json = JSON.parse(stripCodeFence(reply.text));
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.warn(
        { purpose: purpose.name, userId: caller.id },
        purpose.invalidText ?? 'Invalid data structure received',
      );
      await record(caller, purpose, 'fallback', reply.usage);
      return null;
    }
    return { value: parsed.data, usage: reply.usage };
  }

  /** Runs a purpose: provider first, then local (null when it has no answer), then the canned fallback. */
  async function run<T>(
    caller: Caller,
    purpose: PurposeParams,
    fromProvider: () => Promise<ProviderAnswer<T>>,
    fromLocal: () => T | null,
    fromFallback: () => T,
  ): Promise<AiResult<T>> {
    const slot = await admit(caller, purpose);
    const down = slot.provider && breaker.isOpen();
    const notice = slot.notice ?? (down ? PROVIDER_DOWN_NOTICE : undefined);
    const told = notice ? { notice } : {};
    const answered = slot.provider && !down ? await fromProvider() : null;
    if (answered) {
      await settle(slot, 'provider', answered.usage);
      return { value: answered.value, source: 'provider' };
    }
    const local = fromLocal();
    if (local !== null) {
      await settle(slot, 'local');
      return { value: local, source: 'local', ...told };
    }
    await settle(slot, 'fallback');
    return { value: fromFallback(), source: 'fallback', ...told };
  }

  /**
   * Runs a text purpose as a stream (docs/decisions.md D19): provider tokens as they arrive, or the
   * local answer as one chunk. The provider is committed to once its first token arrives; before
   * that, a failure falls back to the local answer. A null prompt skips the provider.
   */
  async function runStream(
    caller: Caller,
    purpose: PurposeParams,
    prompt: string | null,
    fromLocal: () => string | Promise<string>,
    signal?: AbortSignal,
  ): Promise<{ source: AiSource; chunks: AsyncIterable<string>; notice?: string }> {
    const slot = await admit(caller, purpose);
    const down = slot.provider && prompt !== null && breaker.isOpen();
    if (provider && slot.provider && prompt !== null && !down && breaker.allow()) {
      const usage: Usage = { promptTokens: 0, completionTokens: 0 };
      // one controller stops the call: the client leaving, the budget to the first word, the reply's cap
      const stop = new AbortController();
      const onClientGone = () => stop.abort(signal?.reason);
      signal?.addEventListener('abort', onClientGone, { once: true });
      let cut = false;
      const budgetTimer = setTimeout(() => stop.abort(new Error('AI answer budget spent')), budget.answerMs);
      let replyTimer: NodeJS.Timeout | undefined;
      const release = () => {
        clearTimeout(budgetTimer);
        clearTimeout(replyTimer);
        signal?.removeEventListener('abort', onClientGone);
      };
      const iterator = provider
        .stream(
          {
            purpose: purpose.name,
            prompt,
            signal: stop.signal,
            temperature: purpose.temperature,
            maxTokens: purpose.maxTokens,
          },
          usage,
        )
        [Symbol.asyncIterator]();
      try {
        const first = await iterator.next();
        clearTimeout(budgetTimer);
        if (!first.done) {
          breaker.success();
          replyTimer = setTimeout(() => {
            cut = true;
            stop.abort(new Error('AI reply time cap'));
          }, budget.replyMaxMs);
          const rest = async function* () {
            let said = first.value.length;
            yield first.value.slice(0, budget.replyMaxChars);
            try {
              while (said < budget.replyMaxChars) {
                const next = await iterator.next();
                if (next.done) break;
                const room = budget.replyMaxChars - said;
                said += next.value.length;
                yield next.value.slice(0, room);
              }
              if (said >= budget.replyMaxChars) {
                cut = true;
                await iterator.return?.();
              }
            } catch (error) {
              if (!cut) throw error;
            } finally {
              release();
              // usage is only known once the stream ends (or the reader stops)
              await settle(slot, 'provider', usage);
            }
            if (cut) {
              warnFailure(caller, purpose, new Error('AI reply cut at its cap'));
              yield REPLY_CUT_NOTICE;
            }
          };
          return { source: 'provider', chunks: rest() };
        }
        release();
        breaker.failure();
      } catch (error) {
        release();
        if (signal?.aborted) {
          breaker.success();
          throw error;
        }
        breaker.failure();
        warnFailure(caller, purpose, error);
      }
    }
    const [text] = await Promise.all([fromLocal(), settle(slot, 'local')]);
    const notice = slot.notice ?? (down ? PROVIDER_DOWN_NOTICE : undefined);
    return {
      source: 'local',
      chunks: (async function* () {
        yield text;
      })(),
      ...(notice ? { notice } : {}),
    };
  }

  return {
    mode: provider ? ('provider' as const) : ('local' as const),
    breaker,
    ask,
    askJson,
    run,
    runStream,
  };
}

export type AiCore = ReturnType<typeof createAiCore>;
