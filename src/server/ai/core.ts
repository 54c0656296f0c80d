/**
 * The core every AI purpose runs through: the per-user rate limit, the provider call, JSON reply
 * validation, the fallback order (provider, then the local engine from the user's data, then the
 * canned fallback; docs/decisions.md D2, docs/product.md §8) and one usage record per call.
 * It knows no purpose; the purposes/ files bring prompts, schemas, parameters and local answers.
 */
import type { z } from 'zod';
import { TooManyRequests } from '../errors.ts';
import type { AiCallsRepository, AiSource } from './ai-calls.repository.ts';
import { stripCodeFence } from './helpers.ts';
import type { Provider, Usage } from './provider.ts';

export interface AiResult<T> {
  value: T;
  source: AiSource;
}

/** Who is asking, for the per-user rate limit and usage records. Premium is the routes' concern. */
export interface Caller {
  id: string;
}

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
  calls: Pick<AiCallsRepository, 'record' | 'countSince'>;
  log: GatewayLogger;
  /** AI calls one user may make per minute. */
  perMinute?: number;
  clock?: () => Date;
}

export function createAiCore(deps: AiCoreDeps) {
  const { provider, calls, log } = deps;
  const perMinute = deps.perMinute ?? 30;
  const clock = deps.clock ?? (() => new Date());

  // Counted from the usage records, so the limit holds across restarts and server instances.
  async function admit(caller: Caller) {
    const recent = await calls.countSince(caller.id, new Date(clock().getTime() - 60_000));
    if (recent >= perMinute) {
      throw new TooManyRequests(
        'You are sending AI requests too fast. Please wait a minute and try again.',
        60,
      );
    }
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
    if (!provider) return null;
    try {
      return await provider.complete({
        purpose: purpose.name,
        prompt,
        signal,
        temperature: purpose.temperature,
        maxTokens: purpose.maxTokens,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
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
    await admit(caller);
    const answered = await fromProvider();
    if (answered) {
      await record(caller, purpose, 'provider', answered.usage);
      return { value: answered.value, source: 'provider' };
    }
    const local = fromLocal();
    if (local !== null) {
      await record(caller, purpose, 'local');
      return { value: local, source: 'local' };
    }
    await record(caller, purpose, 'fallback');
    return { value: fromFallback(), source: 'fallback' };
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
    fromLocal: () => string,
    signal?: AbortSignal,
  ): Promise<{ source: AiSource; chunks: AsyncIterable<string> }> {
    await admit(caller);
    if (provider && prompt !== null) {
      const usage: Usage = { promptTokens: 0, completionTokens: 0 };
      const iterator = provider
        .stream(
          {
            purpose: purpose.name,
            prompt,
            signal,
            temperature: purpose.temperature,
            maxTokens: purpose.maxTokens,
          },
          usage,
        )
        [Symbol.asyncIterator]();
      try {
        const first = await iterator.next();
        if (!first.done) {
          const rest = async function* () {
            yield first.value;
            try {
              while (true) {
                const next = await iterator.next();
                if (next.done) break;
                yield next.value;
              }
            } finally {
              // usage is only known once the stream ends (or the reader stops)
              await record(caller, purpose, 'provider', usage);
            }
          };
          return { source: 'provider', chunks: rest() };
        }
      } catch (error) {
        if (signal?.aborted) throw error;
        warnFailure(caller, purpose, error);
      }
    }
    await record(caller, purpose, 'local');
    const text = fromLocal();
    return {
      source: 'local',
      chunks: (async function* () {
        yield text;
      })(),
    };
  }

  return {
    mode: provider ? ('provider' as const) : ('local' as const),
    ask,
    askJson,
    run,
    runStream,
  };
}

export type AiCore = ReturnType<typeof createAiCore>;
