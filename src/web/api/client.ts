import type { ErrorBody } from '../../shared/user.schema.ts';

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

/** The server's `{ error: { code, message } }` (shared/user.schema.ts errorBodySchema). */
function isErrorBody(body: unknown): body is ErrorBody {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * docs/decisions.md S124 (was open gap G7): a page that arrived without the server's answers may have
 * no session yet, and every request that needs a user would start a guest of its own. Then the first
 * request goes alone, and the others wait until its answer has set the session cookie.
 */
let firstAnswer: Promise<unknown> | null = null;
let waitForFirst = false;

/** Called once at start when the page carried no answers: the first request goes alone. */
export function sendFirstRequestAlone(): void {
  waitForFirst = true;
}

/**
 * Sends one same-origin request with the session cookie and the user's time zone
 * (docs/decisions.md D13); a failed answer becomes an ApiError with the server's message.
 */
async function send(path: string, accept: string, options: RequestOptions): Promise<Response> {
  if (!waitForFirst) return sendNow(path, accept, options);
  if (firstAnswer) {
    // whatever the first answer was, the others go on once it is in
    await firstAnswer;
    return sendNow(path, accept, options);
  }
  const first = sendNow(path, accept, options);
  firstAnswer = first
    .then(
      () => {},
      () => {},
    )
    .finally(() => {
      waitForFirst = false;
      firstAnswer = null;
    });
  return first;
}

async function sendNow(path: string, accept: string, options: RequestOptions): Promise<Response> {
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
    const body = parseJson(await res.text().catch(() => ''));
    if (isErrorBody(body)) throw new ApiError(res.status, body.error.code, body.error.message);
    throw new ApiError(res.status, 'http', `The server answered ${res.status}. Please try again.`);
  }
  return res;
}

/**
 * The one API client for JSON and multipart calls. `T` is the shared schema's type (`z.infer`): the
 * server validates every answer against that schema before sending it (fastify-type-provider-zod),
 * so the browser does not parse it again and ships no zod (docs/decisions.md S46); the API tests
 * check the answers' shapes.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const res = await send(path, 'application/json', options);
  if (res.status === 204) return null as T;
  return parseJson(await res.text()) as T;
}

/**
 * A streamed call (POST by default): yields each line of the NDJSON answer (of the shared schema's
 * type `T`) as soon as it arrives (docs/decisions.md D19). Same headers and errors as `api`.
 */
export async function* apiStream<T>(path: string, options: RequestOptions = {}): AsyncGenerator<T> {
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
        if (line) yield JSON.parse(line) as T;
        newline = buffer.indexOf('\n');
      }
    }
    const last = buffer.trim();
    if (last) yield JSON.parse(last) as T;
  } finally {
    // a reader that stops early must not leave the answer streaming
    await reader.cancel().catch(() => {});
  }
}
