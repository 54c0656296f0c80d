import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiStream, sendFirstRequestAlone } from './client.ts';

interface Seen {
  url: string;
  init: RequestInit;
}

function serve(reply: () => Response | Promise<Response>) {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return reply();
  });
  return seen;
}

/** A body that arrives in the given pieces, cut anywhere (even inside a line). */
function chunked(pieces: string[]): Response {
  const bytes = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(bytes.encode(piece));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'application/x-ndjson' } });
}

const errorReply = (status: number, code: string, message: string) =>
  new Response(JSON.stringify({ error: { code, message } }), { status });

async function collect<T>(events: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const event of events) all.push(event);
  return all;
}

interface Event {
  n: number;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('api', () => {
  it('sends JSON with the time zone and returns the answer', async () => {
    const seen = serve(() => Response.json({ ok: true }));
    await expect(api<{ ok: boolean }>('/api/x', { method: 'PUT', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const headers = new Headers(seen[0]?.init.headers);
    expect(seen[0]?.init.method).toBe('PUT');
    expect(seen[0]?.init.body).toBe('{"a":1}');
    expect(seen[0]?.init.credentials).toBe('same-origin');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it("turns the server's error body into an ApiError with its code and message", async () => {
    serve(() => errorReply(403, 'premium_required', 'Interview practice is a Premium feature.'));
    const error = await api<null>('/api/me/interviews').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 403,
      code: 'premium_required',
      message: 'Interview practice is a Premium feature.',
    });
  });

  it('says the server cannot be reached when fetch fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api<null>('/api/me')).rejects.toMatchObject({
      status: 0,
      code: 'network',
      message: 'Cannot reach Waymark. Check your connection and try again.',
    });
  });
});

describe('apiStream', () => {
  it('POSTs with the same headers and yields each NDJSON line, however the bytes are cut', async () => {
    const seen = serve(() => chunked(['{"n":1}\n{"n"', ':2}\n\n', '{"n":3}']));
    await expect(
      collect(apiStream<Event>('/api/me/chat/messages', { body: { content: 'hi' } })),
    ).resolves.toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    const headers = new Headers(seen[0]?.init.headers);
    expect(seen[0]?.init.method).toBe('POST');
    expect(seen[0]?.init.body).toBe('{"content":"hi"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('accept')).toBe('application/x-ndjson');
    expect(headers.get('x-time-zone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('fails like a JSON call before yielding anything when the server refuses', async () => {
    serve(() => errorReply(429, 'rate_limited', 'Too many messages. Wait a minute.'));
    await expect(collect(apiStream<Event>('/api/me/chat/messages', { body: {} }))).rejects.toMatchObject({
      status: 429,
      code: 'rate_limited',
      message: 'Too many messages. Wait a minute.',
    });
  });

  it('refuses a line that is not JSON', async () => {
    serve(() => chunked(['{"n":1}\n{"n":\n']));
    await expect(collect(apiStream<Event>('/x'))).rejects.toThrow(SyntaxError);
  });
});

describe('a page without a session (docs/decisions.md S124)', () => {
  it('sends its first request alone, then the others together once the first answer is in', async () => {
    const replies: Array<() => void> = [];
    const seen: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      seen.push(url);
      return new Promise<Response>((resolve) => {
        replies.push(() => resolve(new Response('{"ok":true}')));
      });
    });
    sendFirstRequestAlone();
    const all = Promise.all([api('/api/me'), api('/api/me/goal'), api('/api/me/progress')]);
    await new Promise((r) => setTimeout(r, 10));
    // the first answer would set the session cookie: nothing else has gone yet
    expect(seen).toEqual(['/api/me']);
    replies[0]?.();
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual(['/api/me', '/api/me/goal', '/api/me/progress']);
    for (const reply of replies.slice(1)) reply();
    expect(await all).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    // and from then on requests go side by side
    api('/api/me/streak');
    api('/api/me/plan');
    await new Promise((r) => setTimeout(r, 10));
    expect(seen.slice(3)).toEqual(['/api/me/streak', '/api/me/plan']);
    for (const reply of replies.slice(3)) reply();
  });

  it('lets the others go when the first request fails', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('network down');
      return new Response('{"ok":true}');
    });
    sendFirstRequestAlone();
    const first = api('/api/me');
    const second = api('/api/me/goal');
    await expect(first).rejects.toMatchObject({ code: 'network' });
    expect(await second).toEqual({ ok: true });
  });
});
