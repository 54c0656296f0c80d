import type { z } from 'zod';
import { errorBodySchema } from '../../shared/user.schema.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** The browser's IANA time zone, sent with every request (docs/decisions.md D13). */
export const browserTimeZone = (() => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
})();

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one same-origin request with the session cookie and the user's time zone
 * (docs/decisions.md D13); a failed answer becomes an ApiError with the server's message.
 */
async function send(path: string, accept: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        accept,
        'x-time-zone': browserTimeZone,
        // FormData sets its own multipart content type with the boundary
        ...(body !== undefined && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: body instanceof FormData ? body : JSON.stringify(body) } : {}),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'network', 'Cannot reach Waymark. Check your connection and try again.');
  }
  if (!res.ok) {
    const parsed = errorBodySchema.safeParse(parseJson(await res.text().catch(() => '')));
    if (parsed.success) throw new ApiError(res.status, parsed.data.error.code, parsed.data.error.message);
    throw new ApiError(res.status, 'http', `The server answered ${res.status}. Please try again.`);
  }
  return res;
}

/** The one API client for JSON and multipart calls: the answer is checked against `schema`. */
export async function api<T>(path: string, schema: z.ZodType<T>, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, 'application/json', options);
  if (res.status === 204) return schema.parse(null);
  return schema.parse(parseJson(await res.text()));
}

/**
 * A streamed call (POST by default): yields each line of the NDJSON answer, checked against
 * `schema`, as soon as it arrives (docs/decisions.md D19). Same headers and errors as `api`.
 */
export async function* apiStream<T>(
  path: string,
  schema: z.ZodType<T>,
  options: RequestOptions = {},
): AsyncGenerator<T> {
  const res = await send(path, 'application/x-ndjson', { method: 'POST', ...options });
  if (!res.body) throw new ApiError(res.status, 'http', 'The server sent no answer. Please try again.');
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let newline = buffer.indexOf('\n');
      while (newline >= 0) {
        const line = buffer.slice(0, newline).trim();
        buffer = buffer.slice(newline + 1);
        if (line) yield schema.parse(JSON.parse(line));
        newline = buffer.indexOf('\n');
      }
    }
    const last = buffer.trim();
    if (last) yield schema.parse(JSON.parse(last));
  } finally {
    // a reader that stops early must not leave the answer streaming
    await reader.cancel().catch(() => {});
  }
}
