import type OpenAI from 'openai';

export interface ChatCall {
  /** The gateway purpose, for logs and usage records. */
  purpose: string;
  prompt: string;
  temperature: number;
  maxTokens: number;
  signal?: AbortSignal | undefined;
}

export interface Usage {
  promptTokens: number;
  completionTokens: number;
}

export interface CompletionResult {
  text: string;
  usage: Usage;
}

/** An OpenAI-compatible chat-completion provider (docs/product.md §7 common shape, docs/decisions.md D1). */
export interface Provider {
  readonly model: string;
  readonly host: string;
  complete(call: ChatCall): Promise<CompletionResult>;
  /** Yields the reply's text as it is generated; `usage` is filled once the stream ends. */
  stream(call: ChatCall, usage: Usage): AsyncIterable<string>;
}

/** The error texts of docs/product.md §8, raised for the gateway to log and fall back on. */
export class ProviderError extends Error {
  readonly status: number | null;
  constructor(message: string, status: number | null = null) {
    super(message);
    this.name = 'ProviderError';
    this.status = status;
  }
}

export interface ProviderConfig {
  apiKey: string;
  baseURL: string;
  model: string;
  /** Per attempt. */
  timeoutMs: number;
  /** Retries on 408, 409, 429 and 5xx, with backoff (honouring retry-after). */
  maxRetries: number;
}

type Sdk = typeof import('openai');

function toProviderError(error: unknown, sdk: Sdk | undefined): Error {
  if (sdk && error instanceof sdk.APIError && typeof error.status === 'number') {
    return new ProviderError(`API error: ${error.status}`, error.status);
  }
  return error instanceof Error ? error : new Error(String(error));
}

export function createOpenAiProvider(config: ProviderConfig): Provider {
  // the SDK is imported on the first call, not at start: a server without AI traffic never holds it
  // in memory (docs/decisions.md S43)
  let sdk: Sdk | undefined;
  let pending: Promise<OpenAI> | undefined;
  const openClient = () =>
    (pending ??= import('openai').then((loaded) => {
      sdk = loaded;
      return new loaded.default({
        apiKey: config.apiKey,
        baseURL: config.baseURL,
        timeout: config.timeoutMs,
        maxRetries: config.maxRetries,
      });
    }));
  const host = new URL(config.baseURL).host;

  return {
    model: config.model,
    host,

    async complete({ prompt, temperature, maxTokens, signal }) {
      try {
        const client = await openClient();
        const res = await client.chat.completions.create(
          {
            model: config.model,
            messages: [{ role: 'user', content: prompt }],
            temperature,
            max_tokens: maxTokens,
          },
          signal ? { signal } : {},
        );
        const text = res.choices[0]?.message?.content ?? '';
        if (!text.trim()) throw new ProviderError('No content received from the API');
        return {
          text,
          usage: {
            promptTokens: res.usage?.prompt_tokens ?? 0,
            completionTokens: res.usage?.completion_tokens ?? 0,
          },
        };
      } catch (error) {
        throw toProviderError(error, sdk);
      }
    },

    async *stream({ prompt, temperature, maxTokens, signal }, usage) {
      let stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>;
      try {
        const client = await openClient();
        stream = await client.chat.completions.create(
          {
            model: config.model,
            messages: [{ role: 'user', content: prompt }],
            temperature,
            max_tokens: maxTokens,
            stream: true,
            stream_options: { include_usage: true },
          },
          signal ? { signal } : {},
        );
      } catch (error) {
        throw toProviderError(error, sdk);
      }
      let received = false;
      try {
        for await (const chunk of stream) {
          if (chunk.usage) {
            usage.promptTokens = chunk.usage.prompt_tokens;
            usage.completionTokens = chunk.usage.completion_tokens;
          }
          const delta = chunk.choices[0]?.delta?.content;
          if (delta) {
            received = true;
            yield delta;
          }
        }
      } catch (error) {
        throw toProviderError(error, sdk);
      }
      if (!received) throw new ProviderError('No content received from the API');
    },
  };
}
