/**
 * docs/decisions.md S48-S51 on the embedded database: a closed database answers 503, a hanging
 * provider opens the breaker after its first timeout, a runaway reply is cut, chat is limited per
 * user rather than per address, a slow client is cut off, SIGTERM ends a stream with its final line
 * and exits 0, and start-up failures name their cause.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../shared/chat.schema.ts';
import { PROVIDER_DOWN_NOTICE, REPLY_CUT_NOTICE } from '../ai/core.ts';
import { buildApp } from '../app.ts';
import { SHUTDOWN_MESSAGE } from '../chat/chat-errors.ts';
import { loadConfig } from '../config.ts';
import { DatabaseStartError } from '../db/availability.ts';
import { openPglite, openPostgres } from '../db/client.ts';
import { openTestPglite, testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenGoal } from '../test/given.ts';
import { bootTimeout, freePort, type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { TestClient, type TestContext, useTestApp } from '../test/test-app.ts';

const QUESTION = 'How should I plan my week to keep learning while I work full time?';

function parseLines(text: string): ChatEvent[] {
  return text
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as ChatEvent);
}

async function chat(baseUrl: string, client: TestClient, content = QUESTION): Promise<ChatEvent[]> {
  const res = await fetch(`${baseUrl}/api/me/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
    body: JSON.stringify({ content }),
  });
  expect(res.status).toBe(200);
  return parseLines(await res.text());
}

const replyText = (events: ChatEvent[]) => {
  const last = events.at(-1);
  if (last?.type !== 'done') throw new Error(`expected done, got ${JSON.stringify(last)}`);
  return last.messages.map((m) => m.content).join('\n');
};

/** A raw connection to the server, recording what it answers and whether it hung up. */
async function rawConnection(baseUrl: string) {
  const socket = new Socket();
  const state = { closed: false, answer: '', socket };
  socket.on('data', (d) => {
    state.answer += d;
  });
  socket.on('close', () => {
    state.closed = true;
  });
  socket.on('error', () => {});
  await new Promise<void>((resolve) => socket.connect(Number(new URL(baseUrl).port), '127.0.0.1', resolve));
  return state;
}

describe('a closed embedded database (S48)', () => {
  it('answers 503 with Retry-After, and health says the database is down', async () => {
    const database = await openTestPglite();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent', RETENTION_INTERVAL_MINUTES: '0' }),
      database,
      webDist: '/nonexistent',
    });
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const client = new TestClient(baseUrl);
    expect((await client.get('/api/me')).status).toBe(200);
    await database.close();
    const res = await client.get<{ error: { code: string } }>('/api/me');
    expect(res.status, JSON.stringify(res.body)).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(res.body.error.code).toBe('database_unavailable');
    const health = await client.get('/api/health');
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'down' });
    expect((await client.get('/api/health/live')).status).toBe(200);
    await app.close();
  });
});

describe('a provider that hangs (S49)', () => {
  let fake: FakeOpenAi;
  let server: SpawnedServer;
  let dataDir: string;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'hang' });
    dataDir = mkdtempSync(join(tmpdir(), 'waymark-breaker-'));
    server = await spawnServer(
      {
        DATA_DIR: dataDir,
        AI_API_KEY: 'test-key',
        AI_BASE_URL: fake.baseUrl,
        // each attempt could wait 30 s, three times: the answer's budget bounds them all
        AI_TIMEOUT_MS: '30000',
        AI_MAX_RETRIES: '2',
        // long enough that the request reaches the fake before the budget ends even on a loaded
        // machine (at 800 ms a full parallel suite once aborted it before its body was read)
        AI_ANSWER_BUDGET_MS: '2500',
        AI_BREAKER_COOLDOWN_MS: '600000',
      },
      await freePort(),
    );
  }, bootTimeout(1));
  afterAll(async () => {
    server.process.kill('SIGTERM');
    await server.exited;
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens the breaker after the first timeout; later chats answer locally without asking it', async () => {
    const client = new TestClient(server.baseUrl);
    await client.get('/api/me');
    await givenGoal(client, 1);
    const health = async () =>
      (await (await fetch(`${server.baseUrl}/api/health`)).json()) as { aiBreaker: string };
    expect((await health()).aiBreaker).toBe('closed');

    const first = replyText(await chat(server.baseUrl, client));
    expect(first.length).toBeGreaterThan(40); // the local engine answered
    expect(fake.requests).toHaveLength(1);
    expect((await health()).aiBreaker).toBe('open');

    for (let i = 0; i < 3; i++) {
      const later = replyText(await chat(server.baseUrl, client, `${QUESTION} (${i})`));
      expect(later).toContain(PROVIDER_DOWN_NOTICE);
    }
    expect(fake.requests).toHaveLength(1);
  });
});

describe.each(testDatabases())('replies and limits on $name', (db) => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'content', content: 'ok' });
  });
  afterAll(() => fake.close());
  const ctx: TestContext = useTestApp(db, () => ({
    AI_API_KEY: 'test-key',
    AI_BASE_URL: fake.baseUrl,
    AI_REPLY_MAX_CHARS: '500',
    CHAT_MESSAGES_PER_MINUTE: '3',
  }));

  it('cuts a reply that runs past its cap, says so, and stores only what was shown (S49)', async () => {
    fake.setMode({
      kind: 'stream',
      chunks: Array.from({ length: 400 }, (_, i) => `word${i} `.padEnd(50, '.')),
    });
    const client = ctx.client();
    await client.get('/api/me');
    const events = await chat(ctx.baseUrl, client);
    const shown = events
      .filter((e): e is Extract<ChatEvent, { type: 'delta' }> => e.type === 'delta')
      .map((e) => e.text)
      .join('');
    expect(shown.endsWith(REPLY_CUT_NOTICE)).toBe(true);
    expect(shown.length).toBe(500 + REPLY_CUT_NOTICE.length);
    expect(replyText(events)).toBe(shown);
  });

  it('limits chat per user: one user past the limit does not stop another on the same address (S50)', async () => {
    fake.setMode({ kind: 'content', content: 'A short answer.' });
    const busy = ctx.client();
    await busy.get('/api/me');
    for (let i = 0; i < 3; i++) await chat(ctx.baseUrl, busy, `${QUESTION} ${i}`);
    const refused = await busy.post<{ error: { code: string } }>('/api/me/chat/messages', {
      content: QUESTION,
    });
    expect(refused.status).toBe(429);
    const colleague = ctx.client();
    await colleague.get('/api/me');
    expect(replyText(await chat(ctx.baseUrl, colleague))).toContain('A short answer.');
  });
});

describe('a client that sends its request slowly (S51)', () => {
  const ctx = useTestApp(
    { name: 'pglite', open: openTestPglite },
    {
      HEADERS_TIMEOUT_MS: '1000',
      REQUEST_TIMEOUT_MS: '2000',
    },
  );

  it('is cut off while it is still trickling its headers', async () => {
    const conn = await rawConnection(ctx.baseUrl);
    conn.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
    // one header line every half second, for up to 30 lines: the server must hang up first
    for (let i = 0; i < 30 && !conn.closed; i++) {
      await new Promise((r) => setTimeout(r, 500));
      if (!conn.closed) conn.socket.write(`X-Slow-${i}: ${i}\r\n`);
    }
    expect(conn.closed).toBe(true);
    expect(conn.answer).toMatch(/^HTTP\/1\.1 408/);
    conn.socket.destroy();
  });
});

describe('SIGTERM during a streamed reply (S51)', () => {
  it(
    'ends the stream with a final line and exits 0',
    async () => {
      const fake = await startFakeOpenAi({
        kind: 'stream',
        // a reply that would stream for a minute: the shutdown must end it
        chunks: Array.from({ length: 600 }, (_, i) => `part ${i} `),
        delayMs: 100,
      });
      const dataDir = mkdtempSync(join(tmpdir(), 'waymark-sigterm-'));
      const server = await spawnServer(
        {
          DATA_DIR: dataDir,
          AI_API_KEY: 'test-key',
          AI_BASE_URL: fake.baseUrl,
          SHUTDOWN_GRACE_MS: '1500',
          LOG_LEVEL: 'info',
        },
        await freePort(),
      );
      try {
        const client = new TestClient(server.baseUrl);
        await client.get('/api/me');
        const res = await fetch(`${server.baseUrl}/api/me/chat/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
          body: JSON.stringify({ content: QUESTION }),
        });
        const reader = (res.body as ReadableStream<Uint8Array>).getReader();
        const decoder = new TextDecoder();
        let text = '';
        // wait for the provider's first words, then ask the server to stop
        while (!text.includes('"delta"')) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        server.process.kill('SIGTERM');
        while (true) {
          const { value, done } = await reader.read();
          if (done) break;
          text += decoder.decode(value, { stream: true });
        }
        const events = parseLines(text);
        expect(events.at(-1)).toEqual({ type: 'error', message: SHUTDOWN_MESSAGE });
        expect(await server.exited, server.output()).toBe(0);
        expect(server.output()).toContain('shut down cleanly');
      } finally {
        server.process.kill('SIGKILL');
        await fake.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    bootTimeout(1),
  );
});

describe('SIGTERM during a slow upload (S51)', () => {
  it(
    'answers 503 shutting_down instead of resetting the connection, and exits 0',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'waymark-sigterm-upload-'));
      const server = await spawnServer({ DATA_DIR: dataDir, SHUTDOWN_GRACE_MS: '1500' }, await freePort());
      try {
        const client = new TestClient(server.baseUrl);
        await client.get('/api/me');
        const conn = await rawConnection(server.baseUrl);
        const { socket } = conn;
        const boundary = 'waymarkboundary';
        const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="resume.txt"\r\nContent-Type: text/plain\r\n\r\n`;
        socket.write(
          `POST /api/me/resume HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${client.cookieHeader}\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 200000\r\n\r\n${head}`,
        );
        socket.write('Experienced nurse. '.repeat(20));
        await new Promise((r) => setTimeout(r, 300));
        server.process.kill('SIGTERM');
        // the upload goes on slowly; the server must answer before it hangs up
        for (let i = 0; i < 100 && !conn.closed && !conn.answer; i++) {
          await new Promise((r) => setTimeout(r, 200));
          if (!conn.closed) socket.write('More experience. ');
        }
        await new Promise((r) => setTimeout(r, 200));
        expect(conn.answer).toMatch(/^HTTP\/1\.1 503/);
        expect(conn.answer).toContain('"code":"shutting_down"');
        socket.destroy();
        expect(await server.exited, server.output()).toBe(0);
      } finally {
        server.process.kill('SIGKILL');
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    bootTimeout(1),
  );
});

describe('start-up failures name their cause (S48)', () => {
  it('names the data directory and the cause when the embedded database cannot use it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'waymark-start-'));
    const file = join(dir, 'not-a-folder');
    writeFileSync(file, 'x');
    try {
      const failure = await openPglite({ dataDir: join(file, 'data') }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DatabaseStartError);
      expect((failure as Error).message).toContain(join(file, 'data'));
      expect((failure as Error).message).toContain('ENOTDIR');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives up on a PostgreSQL host that accepts and never answers, naming it', async () => {
    const silent: Server = createServer(() => {}); // accepts, says nothing
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    try {
      const failure = await openPostgres(`postgres://waymark:secret@127.0.0.1:${port}/waymark`, {
        connectTimeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(DatabaseStartError);
      expect((failure as Error).message).toContain(`127.0.0.1:${port} within 300 ms`);
      expect((failure as Error).message).not.toContain('secret');
    } finally {
      silent.close();
    }
  });

  it('refuses SESSION_MAX_DAYS below SESSION_IDLE_DAYS', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '30', SESSION_MAX_DAYS: '7' })).toThrow(
      /SESSION_MAX_DAYS \(7\) must be at least SESSION_IDLE_DAYS \(30\)/,
    );
  });
});
