/**
 * Attacks on a running server, each of which did harm before its fix: the test performs it through
 * HTTP and checks that it no longer does (docs/architecture.md, Security).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResolvedCareer } from '../../shared/catalog.api.ts';
import type { ChatEvent, ChatState } from '../../shared/chat.schema.ts';
import type { ResumeState } from '../../shared/resume.schema.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { LIMIT_NOTICES } from '../ai/core.ts';
import { buildApp } from '../app.ts';
import { hashPassword } from '../auth/password.ts';
import { loadConfig } from '../config.ts';
import { starterZip } from '../projects/starter-zip.ts';
import { createRetentionRepository } from '../system/retention.repository.ts';
import { createRetention } from '../system/retention.service.ts';
import { openTestPglite, testDatabases } from '../test/databases.ts';
import { type FakeOpenAi, type FakeRequest, startFakeOpenAi } from '../test/fake-openai.ts';
import { givenGoal, givenUser } from '../test/given.ts';
import { makePdf } from '../test/resume-files.ts';
import { type TestClient, useTestApp } from '../test/test-app.ts';
import { createUsersRepository } from '../users/users.repository.ts';

/** Sends a chat message and reads the streamed events to the end. */
async function chatTo(baseUrl: string, client: TestClient, content: string): Promise<ChatEvent[]> {
  const res = await fetch(`${baseUrl}/api/me/chat/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
    body: JSON.stringify({ content }),
  });
  return (await res.text())
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as ChatEvent);
}

const PASSWORD = 'correct horse battery staple';
const CROSS_SITE = { origin: 'https://attacker.example', 'sec-fetch-site': 'cross-site' };

describe('attacks on a server with default settings', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it('refuses a cross-site write through a percent-encoded API path, and plants no guest', async () => {
    const victim = ctx.client();
    const me = await victim.get<User>('/api/me');
    // a plain HTML form: text/plain, cross-site, aimed at "/%61pi/..." which the router decodes
    const signOut = await victim.request<ErrorBody>('POST', '/%61pi/auth/sign-out', 'x', {
      'content-type': 'text/plain',
      ...CROSS_SITE,
    });
    expect(signOut.status).toBe(403);
    expect(signOut.body.error.code).toBe('cross_site_refused');
    expect((await victim.get<User>('/api/me')).body.id).toBe(me.body.id);

    const stranger = ctx.client();
    const planted = await stranger.request('POST', '/%61pi/me/onboarding/complete', 'x', {
      'content-type': 'text/plain',
      ...CROSS_SITE,
    });
    expect(planted.status).toBe(403);
    expect(planted.headers.get('set-cookie')).toBeNull();
  });

  it('resolves the session of an encoded API path like the plain one', async () => {
    const client = ctx.client();
    const me = await client.get<User>('/api/me');
    const encoded = await client.get<User>('/%61pi/me');
    expect(encoded.status).toBe(200);
    expect(encoded.body.id).toBe(me.body.id);
    expect(encoded.headers.get('set-cookie')).toBeNull();
  });

  it('names each request itself, whatever request id the client sends', async () => {
    const res = await ctx.client().get('/api/health', { 'x-request-id': 'forged-id-0001' });
    expect(res.headers.get('x-request-id')).not.toBe('forged-id-0001');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('asks for the current password to change the email, and ends other sessions on a password change', async () => {
    const owner = ctx.client();
    const email = `owner-${Date.now()}@example.com`;
    await owner.get('/api/me');
    expect((await owner.post('/api/auth/sign-up', { name: 'Owner', email, password: PASSWORD })).status).toBe(
      201,
    );
    // a second device of the owner, and the account's email changed from a borrowed session
    const laptop = ctx.client();
    expect((await laptop.post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    const takeover = await laptop.patch<ErrorBody>('/api/me/account', { email: 'thief@example.com' });
    expect(takeover.status).toBe(400);
    expect(takeover.body.error.message).toBe('Enter your current password to change your email.');
    const wrong = await laptop.patch<ErrorBody>('/api/me/account', {
      email: 'thief@example.com',
      currentPassword: 'not it',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Your current password is not correct.');

    const changed = await owner.post('/api/auth/password', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(changed.status).toBe(204);
    // the other device is signed out (it gets a fresh guest); the device that changed it is not
    const other = await laptop.get<User>('/api/me');
    expect(other.body.email).toBeNull();
    expect((await owner.get<User>('/api/me')).body.email).toBe(email);
  });

  it('ends a session at its absolute lifetime, however often it is used', async () => {
    const client = ctx.client();
    const first = await client.get<User>('/api/me');
    const start = ctx.now;
    try {
      // used every 20 days, so never idle for 30, but 100 days old at the end
      for (const days of [20, 40, 60, 80]) {
        ctx.now = new Date(start.getTime() + days * 86_400_000);
        expect((await client.get<User>('/api/me')).body.id).toBe(first.body.id);
      }
      ctx.now = new Date(start.getTime() + 100 * 86_400_000);
      expect((await client.get<User>('/api/me')).body.id).not.toBe(first.body.id);
    } finally {
      ctx.now = start;
    }
  });

  it('answers alike for a taken and a new email when changing it', async () => {
    const a = ctx.client();
    const b = ctx.client();
    const aEmail = `a-${Date.now()}@example.com`;
    const bEmail = `b-${Date.now()}@example.com`;
    await a.get('/api/me');
    await b.get('/api/me');
    await a.post('/api/auth/sign-up', { name: 'A', email: aEmail, password: PASSWORD });
    await b.post('/api/auth/sign-up', { name: 'B', email: bEmail, password: PASSWORD });
    // docs/decisions.md S96: a taken email is answered as a new one would be
    const taken = await b.patch<User>('/api/me/account', { email: aEmail, currentPassword: PASSWORD });
    const c = ctx.client();
    await c.get('/api/me');
    await c.post('/api/auth/sign-up', { name: 'C', email: `c-${bEmail}`, password: PASSWORD });
    const fresh = await c.patch<User>('/api/me/account', {
      email: `fresh-${bEmail}`,
      currentPassword: PASSWORD,
    });
    expect(taken.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toMatchObject({ email: aEmail, emailVerified: false });
  });
});

describe('sign-in throttling behind a trusted proxy', () => {
  // the loopback peer is the proxy; X-Forwarded-For names the client
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, { TRUST_PROXY: '127.0.0.1' });

  it('checks at most the free failures of 25 parallel guesses, and never locks the owner out', async () => {
    const owner = ctx.client();
    const email = `victim-${Date.now()}@example.com`;
    const home = { 'x-forwarded-for': '198.51.100.7' };
    await owner.get('/api/me', home);
    await owner.post('/api/auth/sign-up', { name: 'Victim', email, password: PASSWORD }, home);

    const attacker = { 'x-forwarded-for': '203.0.113.5' };
    const guesses = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        ctx.client().post<ErrorBody>('/api/auth/sign-in', { email, password: `guess number ${i}` }, attacker),
      ),
    );
    const checked = guesses.filter((g) => g.status === 401).length;
    const refused = guesses.filter((g) => g.status === 429);
    expect(checked).toBeLessThanOrEqual(5);
    expect(checked + refused.length).toBe(25);
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    // even the right password waits at the attacker's address ...
    const blocked = await ctx.client().post('/api/auth/sign-in', { email, password: PASSWORD }, attacker);
    expect(blocked.status).toBe(429);
    // ... while the owner, at home, signs in
    const signIn = await ctx.client().post<User>('/api/auth/sign-in', { email, password: PASSWORD }, home);
    expect(signIn.status).toBe(200);
    expect(signIn.body.email).toBe(email);
  });

  it('lets the waits grow with each further failure', async () => {
    const email = `grow-${Date.now()}@example.com`;
    const from = { 'x-forwarded-for': '192.0.2.44' };
    const start = ctx.now;
    try {
      const waits: number[] = [];
      for (let i = 0; i < 8; i++) {
        const res = await ctx.client().post('/api/auth/sign-in', { email, password: `wrong ${i}` }, from);
        if (res.status === 429) {
          const wait = Number(res.headers.get('retry-after'));
          waits.push(wait);
          ctx.now = new Date(ctx.now.getTime() + wait * 1000);
          i--;
        }
      }
      expect(waits).toEqual([30, 60, 120]);
    } finally {
      ctx.now = start;
    }
  });

  it('believes only the proxy it was told about: a forged X-Forwarded-Proto from elsewhere sets no Secure cookie', async () => {
    const res = await ctx.client().get('/api/me', { 'x-forwarded-proto': 'https' });
    // the peer is the trusted proxy here, so its word counts
    expect(res.headers.get('set-cookie')).toMatch(/Secure/i);
  });
});

describe('proxy trust off by default', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it('ignores X-Forwarded-For and -Proto from a client when no proxy is trusted', async () => {
    const res = await ctx.client().get('/api/me', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/i);
    // forged addresses do not give an attacker fresh sign-in budgets
    const email = `forge-${Date.now()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await ctx
        .client()
        .post('/api/auth/sign-in', { email, password: `wrong ${i}` }, { 'x-forwarded-for': `10.0.0.${i}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

describe('proxy trust by address list', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, { TRUST_PROXY: '10.9.9.9' });

  it('does not believe X-Forwarded-Proto from a peer that is not the listed proxy', async () => {
    const res = await ctx.client().get('/api/me', { 'x-forwarded-proto': 'https' });
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });
});

describe('logs of a failing database', () => {
  it('name the failed statement and its code, never a parameter (no email, no password, no resume text)', async () => {
    const lines: string[] = [];
    const database = await openTestPglite();
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'info' }),
      database,
      webDist: '/nonexistent',
      logStream: { write: (line: string) => void lines.push(line) },
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      await database.close();
      const probe = 'log-probe-7731@example.com';
      const res = await fetch(`${base}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: probe, password: 'secret-password-4412' }),
      });
      // a closed database is unavailable, not a bug: 503 (docs/decisions.md S48), logged the same safe way
      expect(res.status).toBe(503);
      const errors = lines.filter((l) => l.includes('"database down"'));
      expect(errors.length).toBe(1);
      // the first step is now the auth-call ceiling (docs/decisions.md S67), whose transaction
      // cannot begin: the log says where, and holds no parameter
      expect(errors[0]).toContain('rate-limits.repository.ts');
      const all = lines.join('\n');
      expect(all).not.toContain(probe);
      expect(all).not.toContain('secret-password-4412');
    } finally {
      await app.close();
    }
  });
});

describe('password hardening', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it('upgrades an older, cheaper password hash at the next sign-in', async () => {
    const client = ctx.client();
    const email = `rehash-${Date.now()}@example.com`;
    const me = await client.get<User>('/api/me');
    await client.post('/api/auth/sign-up', { name: 'Old', email, password: PASSWORD });
    const usersRepo = createUsersRepository(ctx.database.db);
    await usersRepo.update(me.body.id, {
      passwordHash: await hashPassword(PASSWORD, { N: 2 ** 14, r: 8, p: 1 }),
    });
    expect((await ctx.client().post('/api/auth/sign-in', { email, password: PASSWORD })).status).toBe(200);
    expect((await usersRepo.findById(me.body.id))?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
  });

  it('refuses a password from the shipped list of the 10,000 most common ones', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    // "wrangler" is in the top 10,000 list, not in the short hand-written one
    const res = await client.post<ErrorBody>('/api/auth/sign-up', {
      name: 'Common',
      email: `common-${Date.now()}@example.com`,
      password: 'wrangler',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/most common/);
  });
});

describe.each(testDatabases())('XP farming on $name', (db) => {
  const ctx = useTestApp(db);

  const chat = (client: TestClient, content: string) => chatTo(ctx.baseUrl, client, content);

  it('pays one chat interview answer per question, however many arrive in parallel', async () => {
    const { client } = await givenUser(ctx, { careerId: 1, premium: true });
    await chat(client, 'start interview practice');
    const before = (await client.get<User>('/api/me')).body.xp;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        chat(client, `In my last role I fixed a slow page by caching the API results, answer ${i}.`),
      ),
    );
    const paid = answers.flatMap((events) =>
      events.flatMap((e) => (e.type === 'done' ? e.xpEvents.map((x) => x.amount) : [])),
    );
    expect(paid).toEqual([15]);
    expect((await client.get<User>('/api/me')).body.xp).toBe(before + 15);
    const state = await client.get<ChatState>('/api/me/chat');
    expect(state.body.stats.questionsAnswered).toBe(1);
  });

  it('does not move the streak forward when the time-zone header jumps ahead', async () => {
    const start = ctx.now;
    ctx.now = new Date('2026-11-23T10:00:00Z');
    try {
      const { client } = await givenUser(ctx, { careerId: 1 });
      const berlin = { 'x-time-zone': 'Europe/Berlin' };
      const first = await client.request<{ user: User }>(
        'PUT',
        '/api/me/skills/frontend.javascript/status',
        { status: 'completed' },
        berlin,
      );
      const streak = first.body.user.learningStreak;
      // the same instant, announced from UTC+14 where it is already the next day
      const jumped = await client.request<{ user: User }>(
        'PUT',
        '/api/me/skills/frontend.html/status',
        { status: 'completed' },
        { 'x-time-zone': 'Pacific/Kiritimati' },
      );
      expect(jumped.status).toBe(200);
      expect(jumped.body.user.learningStreak).toBe(streak);
    } finally {
      ctx.now = start;
    }
  });
});

describe('guest creation from one address', () => {
  const ctx = useTestApp(
    { name: 'pglite', open: openTestPglite },
    { TRUST_PROXY: '127.0.0.1', GUESTS_PER_MINUTE: '20' },
  );

  it('starts at most GUESTS_PER_MINUTE guests per address, and others still get theirs', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const statuses = await Promise.all(
      Array.from({ length: 30 }, () => ctx.client().get('/api/me', from('203.0.113.9'))),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 200).length).toBe(20);
    expect(statuses.filter((s) => s === 429).length).toBe(10);
    expect((await ctx.client().get('/api/me', from('198.51.100.20'))).status).toBe(200);
    // a minute later the address may start guests again
    const start = ctx.now;
    ctx.now = new Date(start.getTime() + 61_000);
    try {
      expect((await ctx.client().get('/api/me', from('203.0.113.9'))).status).toBe(200);
    } finally {
      ctx.now = start;
    }
  });
});

describe.each(testDatabases())('retention on $name', (db) => {
  const ctx = useTestApp(db, { CHAT_HISTORY_MAX: '10' });

  it('removes expired sessions, abandoned guests and old chat, once, with two sweepers at a time', async () => {
    const start = ctx.now;
    try {
      const idle = ctx.client();
      const idleUser = (await idle.get<User>('/api/me')).body;
      const learner = ctx.client();
      const learnerUser = (await learner.get<User>('/api/me')).body;
      await givenGoal(learner, 1);
      await learner.request('PUT', '/api/me/skills/frontend.javascript/status', { status: 'completed' });
      for (let i = 0; i < 7; i++)
        await learner.post('/api/me/chat/messages', { content: `question ${i} about my career` });
      // the history is read newest first in SQL, capped at the kept size
      const chat = await learner.get<ChatState>('/api/me/chat');
      expect(chat.body.messages.length).toBe(10);
      expect(chat.body.messages.at(-1)?.type).toBe('bot');

      ctx.now = new Date(start.getTime() + 40 * 86_400_000);
      const sweepers = [0, 1].map(() =>
        createRetention({
          retentionRepo: createRetentionRepository(ctx.database.db),
          settings: {
            sessionIdleDays: 30,
            sessionMaxDays: 90,
            guestRetentionDays: 30,
            chatMessagesKept: 10,
            failureWindowMs: 86_400_000,
          },
          clock: () => ctx.now,
          log: { info() {}, error() {} },
        }),
      );
      const results = await Promise.all(sweepers.map((s) => s.runOnce()));
      const total = results.reduce(
        (sum, r) => ({
          sessions: sum.sessions + (r?.sessions ?? 0),
          guests: sum.guests + (r?.guests ?? 0),
          chatMessages: sum.chatMessages + (r?.chatMessages ?? 0),
        }),
        { sessions: 0, guests: 0, chatMessages: 0 },
      );
      expect(total.sessions).toBeGreaterThanOrEqual(2);
      expect(total.chatMessages).toBe(4);
      const usersRepo = createUsersRepository(ctx.database.db);
      // the idle guest with nothing done is gone; the learner's progress is kept
      expect(await usersRepo.findById(idleUser.id)).toBeUndefined();
      expect((await usersRepo.findById(learnerUser.id))?.xp).toBeGreaterThan(120);
      expect(total.guests).toBeGreaterThanOrEqual(1);
      // the old cookie now starts a new guest
      expect((await idle.get<User>('/api/me')).body.id).not.toBe(idleUser.id);
    } finally {
      ctx.now = start;
    }
  });
});

/** A valid generated career for any title the fake provider is asked about. */
const careerReply = (request: FakeRequest) => {
  const title = /"careerTitle": "([^"]+)"/.exec(request.prompt)?.[1] ?? 'Some Career';
  return JSON.stringify({
    title,
    summary: `What a ${title} does, and who it suits.`,
    skills: [{ name: 'Core Practice', category: 'Concepts', description: 'The basics.', resources: [] }],
    projects: [
      {
        title: 'First Project',
        description: 'Apply the basics.',
        difficulty: 'beginner',
        skills: ['Core Practice'],
      },
    ],
  });
};

describe.each(testDatabases())('AI budgets on $name', (db) => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({ kind: 'content', content: careerReply });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp(db, () => ({
    AI_API_KEY: 'test-key',
    AI_BASE_URL: fake.baseUrl,
    AI_MAX_RETRIES: '0',
    TRUST_PROXY: '127.0.0.1',
    AI_CALLS_PER_ADDRESS_PER_MINUTE: '4',
    AI_TOKENS_PER_USER_PER_DAY: '1000',
    NEW_CAREERS_PER_DAY: '1000',
  }));
  const resolve = (client: TestClient, title: string, headers: Record<string, string> = {}) =>
    client.post<ResolvedCareer & ErrorBody>('/api/careers/resolve', { title }, headers);

  it('lets 100 parallel requests of one user reach the provider at most AI_CALLS_PER_MINUTE times', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    const before = fake.requests.length;
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => resolve(client, `Budget Race Role ${db.name} ${i}`)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 429)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBe(30);
    expect(fake.requests.length - before).toBeLessThanOrEqual(30);
  });

  it('answers from the local engine past the per-address limit, and says so', async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const before = fake.requests.length;
    const answers: Array<ResolvedCareer & ErrorBody> = [];
    for (let i = 0; i < 6; i++) {
      const client = ctx.client();
      answers.push((await resolve(client, `Address Limit Role ${db.name} ${i}`, from)).body);
    }
    expect(fake.requests.length - before).toBe(4);
    expect(answers.slice(0, 4).map((a) => a.source)).toEqual([
      'provider',
      'provider',
      'provider',
      'provider',
    ]);
    for (const late of answers.slice(4)) {
      expect(late.source).toBe('local');
      expect(late.notice).toBe(LIMIT_NOTICES.address);
    }
  });

  it("answers from the local engine once the user's daily tokens are spent, and says so", async () => {
    const client = ctx.client();
    // a new address per call, so only the token budget applies: loopback is limited like any
    // other address (docs/decisions.md S55)
    let next = 1;
    const fresh = () => ({ 'x-forwarded-for': `198.51.101.${next++}` });
    const from = fresh();
    await client.get('/api/me', from);
    const answers: Array<ResolvedCareer & ErrorBody> = [];
    for (let i = 0; i < 10; i++)
      answers.push((await resolve(client, `Token Budget Role ${db.name} ${i}`, fresh())).body);
    const sources = answers.map((a) => a.source);
    // a career prompt costs a few hundred tokens: the budget of 1,000 lasts a few calls, then local
    const firstLocal = sources.indexOf('local');
    expect(firstLocal).toBeGreaterThan(0);
    expect(sources.slice(0, firstLocal).every((s) => s === 'provider')).toBe(true);
    expect(sources.slice(firstLocal).every((s) => s === 'local')).toBe(true);
    expect(answers[firstLocal]?.notice).toBe(LIMIT_NOTICES.budget);
    // every AI-backed answer says so: a generated project's notices, a coach session's aiNotice
    await client.request('PUT', '/api/me/goal', { careerId: 1 }, from);
    await client.patch('/api/me/settings', { isPremium: true }, from);
    const project = await client.post<{ notices?: string[] }>(
      '/api/me/generated-projects',
      {
        difficulty: 'beginner',
      },
      fresh(),
    );
    expect(project.body.notices).toContain(LIMIT_NOTICES.budget);
    const coach = await client.post<{ aiNotice?: string }>(
      '/api/me/interviews',
      { difficulty: 'easy' },
      from,
    );
    expect(coach.body.aiNotice).toBe(LIMIT_NOTICES.budget);
  });
});

describe('generated starter code', () => {
  const PAYLOADS = [
    "x */ console.log('INJECTED') /*",
    "y'); console.log('INJECTED'); ('",
    'z\nconsole.log("INJECTED")\n',
    'w\u2028console.log("INJECTED")',
    '""" ; print("INJECTED") ; """',
  ];
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi({
      kind: 'content',
      content: (request) =>
        request.prompt.includes('starter code')
          ? "```js\nconsole.log('INJECTED by the model');\n```"
          : JSON.stringify({
              title: "Pwn */ console.log('INJECTED') /*",
              description: 'A project whose text tries to become code.',
              difficulty: 'beginner',
              estimatedHours: 5,
              technologies: ['Node.js'],
              features: PAYLOADS,
              learningObjectives: ['Escaping'],
              starterCode: "console.log('INJECTED')",
            }),
    });
  });
  afterAll(() => fake.close());
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, () => ({
    AI_API_KEY: 'k',
    AI_BASE_URL: fake.baseUrl,
    AI_MAX_RETRIES: '0',
  }));

  function unzipTo(bytes: Uint8Array): string {
    const dir = mkdtempSync(join(tmpdir(), 'waymark-attack-'));
    for (const [name, data] of Object.entries(unzipSync(bytes))) {
      mkdirSync(dirname(join(dir, name)), { recursive: true });
      writeFileSync(join(dir, name), data);
    }
    return dir;
  }

  it('keeps model text as data: the Node.js starter runs its tests and never the injected code', async () => {
    const { client } = await givenUser(ctx, { careerId: 1, premium: true });
    const gen = await client.post<{ record: { id: string; project: { features: string[] } } }>(
      '/api/me/generated-projects',
      { difficulty: 'beginner' },
    );
    expect(gen.body.record.project.features).toEqual(PAYLOADS.map((p) => p.trim()));
    const id = gen.body.record.id;
    await client.post(`/api/me/generated-projects/${id}/starter-code`);
    const zip = await fetch(`${ctx.baseUrl}/api/me/generated-projects/${id}/starter.zip`, {
      headers: { cookie: client.cookieHeader },
    });
    expect(zip.status).toBe(200);
    const dir = unzipTo(new Uint8Array(await zip.arrayBuffer()));
    try {
      const [root] = readdirSync(dir);
      const cwd = join(dir, root ?? '');
      const tests = spawnSync(process.execPath, ['--test'], { cwd, encoding: 'utf8' });
      expect(tests.status, tests.stdout + tests.stderr).toBe(0);
      // the payloads show up as test names (text); run, they would print a line of their own
      expect(tests.stdout + tests.stderr).not.toMatch(/^INJECTED/m);
      const start = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', "const { TITLE } = await import('./src/app.js'); console.log(TITLE);"],
        { cwd, encoding: 'utf8' },
      );
      expect(start.status).toBe(0);
      // the title is printed as text, whole
      expect(start.stdout.trim()).toBe("Pwn */ console.log('INJECTED') /*");
      // the model's own code is kept only as a labelled suggestion, in a file nothing runs
      const notes = readdirSync(join(cwd, 'notes'));
      expect(notes).toEqual(['suggested-code.js.txt']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(spawnSync('python3', ['--version']).status !== 0)(
    'keeps model text as data in the Python starter too',
    async () => {
      const { bytes } = await starterZip({
        title: 'Py """ print("INJECTED") """',
        description: 'Python payloads.',
        technologies: ['Python'],
        features: PAYLOADS,
        code: 'print("INJECTED")',
      });
      const dir = unzipTo(bytes);
      try {
        const [root] = readdirSync(dir);
        const cwd = join(dir, root ?? '');
        const tests = spawnSync('python3', ['-m', 'unittest'], { cwd, encoding: 'utf8' });
        expect(tests.status, tests.stdout + tests.stderr).toBe(0);
        expect(tests.stdout + tests.stderr).not.toMatch(/^INJECTED/m);
        const start = spawnSync('python3', ['-m', 'py_print_injected'], { cwd, encoding: 'utf8' });
        expect(start.stdout.split('\n')[0]).toBe('Py """ print("INJECTED") """');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('the resume extraction queue', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, { EXTRACTION_QUEUE_MAX: '2' });
  const pageOfText = Array.from(
    { length: 50 },
    (_, i) => `Line ${i} of experience with React, SQL and Python.`,
  ).join('\n');

  async function uploader(goal = 1) {
    const { client } = await givenUser(ctx, { careerId: goal });
    return client;
  }
  const form = (bytes: Uint8Array, name: string) => {
    const data = new FormData();
    data.append('file', new Blob([new Uint8Array(bytes)]), name);
    return data;
  };

  it('refuses a PDF with far more pages than a resume, before reading it', async () => {
    const client = await uploader();
    const huge = await makePdf(Array.from({ length: 60 }, () => pageOfText).join('\n'), { linesPerPage: 50 });
    const res = await client.upload<ErrorBody>('/api/me/resume', form(huge, 'book.pdf'));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('too_many_pages');
  });

  it('reads one file per user at a time, bounds the queue with a 503 and Retry-After, and keeps the true size', async () => {
    const heavy = await makePdf(Array.from({ length: 20 }, () => pageOfText).join('\n'), {
      linesPerPage: 50,
    });
    const one = await uploader();
    const same = await Promise.all(
      [0, 1, 2].map((i) => one.upload<ErrorBody>('/api/me/resume', form(heavy, `r${i}.pdf`))),
    );
    const sameStatuses = same.map((r) => r.status);
    expect(sameStatuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    expect(sameStatuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(sameStatuses.every((s) => s === 201 || s === 429)).toBe(true);

    const users = await Promise.all([0, 1, 2, 3, 4].map(() => uploader()));
    const crowd = await Promise.all(
      users.map((u, i) => u.upload<ErrorBody>('/api/me/resume', form(heavy, `c${i}.pdf`))),
    );
    const busy = crowd.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(busy[0]?.body.error.code).toBe('busy');
    expect(busy[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(crowd.every((r) => r.status === 201 || r.status === 503)).toBe(true);

    const stored = await one.get<ResumeState>('/api/me/resume');
    expect(stored.body.current?.fileSize).toBe(heavy.length);
  });
});

describe('practice XP per day', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite }, { PRACTICE_XP_PER_DAY: '45' });

  const chat = (client: TestClient, content: string) => chatTo(ctx.baseUrl, client, content);
  const doneOf = (events: ChatEvent[]) => {
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    return done;
  };

  it('stops paying chat interview answers past the daily cap, says so, and pays again a day later', async () => {
    const { client } = await givenUser(ctx, { careerId: 1, premium: true });
    await chat(client, 'start interview practice');
    const paid: number[] = [];
    let notice: string[] | undefined;
    for (let i = 0; i < 4; i++) {
      const done = doneOf(await chat(client, `I shipped a feature that cut page load by 40% (${i}).`));
      paid.push(done.xpEvents.reduce((n, e) => n + e.amount, 0));
      notice = done.notices;
      await chat(client, 'yes');
    }
    expect(paid).toEqual([15, 15, 15, 0]);
    expect(notice?.[0]).toMatch(/45 XP from practice/);
    const start = ctx.now;
    ctx.now = new Date(start.getTime() + 25 * 3_600_000);
    try {
      const done = doneOf(await chat(client, 'A day later: I led the migration to TypeScript.'));
      expect(done.xpEvents).toEqual([{ amount: 15, reason: 'Interview question answered' }]);
    } finally {
      ctx.now = start;
    }
  });
});

describe('probing and flooding account and career endpoints', () => {
  const ctx = useTestApp(
    { name: 'pglite', open: openTestPglite },
    {
      TRUST_PROXY: '127.0.0.1',
      ACCOUNT_WRITES_PER_HOUR: '3',
      NEW_CAREERS_PER_DAY: '2',
    },
  );

  it('throttles account writes per address, whether the emails exist or not', async () => {
    const from = { 'x-forwarded-for': '203.0.113.150' };
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const client = ctx.client();
      await client.get('/api/me', from);
      const res = await client.post(
        '/api/auth/sign-up',
        { name: 'Probe', email: `probe${i}@example.com`, password: PASSWORD },
        from,
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    // another address is not affected
    const other = ctx.client();
    await other.get('/api/me', { 'x-forwarded-for': '198.51.100.150' });
    const ok = await other.post(
      '/api/auth/sign-up',
      { name: 'Real', email: `real-${Date.now()}@example.com`, password: PASSWORD },
      { 'x-forwarded-for': '198.51.100.150' },
    );
    expect(ok.status).toBe(201);
  });

  it('bounds the new career paths one user adds to the shared cache per day', async () => {
    const client = ctx.client();
    await client.get('/api/me');
    const first = await client.post<ResolvedCareer>('/api/careers/resolve', {
      title: 'Beekeeping Consultant',
      asTyped: true,
    });
    const second = await client.post<ResolvedCareer>('/api/careers/resolve', {
      title: 'Zorbl Platformsmith',
      asTyped: true,
    });
    expect([first.status, second.status]).toEqual([200, 200]);
    const third = await client.post<ErrorBody>('/api/careers/resolve', {
      title: 'Glassblowing Instructor',
      asTyped: true,
    });
    expect(third.status).toBe(429);
    expect(third.body.error.message).toMatch(/2 new career paths today/);
    // titles already in the cache, and built-in paths, still resolve
    const again = await client.post<ResolvedCareer>('/api/careers/resolve', {
      title: 'zorbl platformsmith',
      asTyped: true,
    });
    expect(again.body.careerId).toBe(second.body.careerId);
    expect(
      (await client.post<ResolvedCareer>('/api/careers/resolve', { title: 'Data Analyst' })).body.source,
    ).toBe('builtin');
  });
});

describe('content security policy', () => {
  it("serves pages whose style CSP has no 'unsafe-inline', with a fresh nonce in the header and the page", async () => {
    const webDist = mkdtempSync(join(tmpdir(), 'waymark-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><meta name="csp-nonce" content="%CSP_NONCE%" /></head><body></body></html>',
    );
    const database = await openTestPglite();
    const app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent' }), database, webDist });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const nonces: string[] = [];
      for (const path of ['/dashboard', '/skills']) {
        const res = await fetch(`${base}${path}`);
        const csp = res.headers.get('content-security-policy') ?? '';
        const style = /style-src ([^;]*)/.exec(csp)?.[1] ?? '';
        expect(style).not.toContain('unsafe-inline');
        const nonce = /'nonce-([^']+)'/.exec(style)?.[1];
        expect(nonce).toMatch(/^[0-9a-f]{32}$/);
        expect(await res.text()).toContain(`<meta name="csp-nonce" content="${nonce}" />`);
        nonces.push(nonce ?? '');
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    } finally {
      await app.close();
      await database.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});
