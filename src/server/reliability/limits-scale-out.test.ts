/**
 * Per-address limits hold across processes (issue 26, docs/decisions.md S55, S67): two servers on one
 * PostgreSQL count together, so a load balancer does not multiply an address's allowance. Every
 * attack goes alternately to both processes and fails the test if their sum passes the limit.
 *
 * PostgreSQL only: the embedded database (PGlite) is one process's files, opened by one server at a
 * time (a second process is refused the data directory), so it has no second process to count with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../test/databases.ts';
import { givenGoal } from '../test/given.ts';
import { makePdf, SAMPLE_RESUME } from '../test/resume-files.ts';
import { bootTimeout, freePort, type SpawnedServer, spawnRunningServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const ACCOUNT_WRITES = 6;
const SEARCHES = 10;
const DISCOVERIES = 4;
const FREE_FAILURES = 3;
const AUTH_CALLS = 15;
const ACCOUNT_FREE_FAILURES = 5;
const CHAT_MESSAGES = 4;
const RESUME_UPLOADS = 3;
const ERROR_REPORTS = 5;
const PASSWORD = 'correct horse battery staple';

/** How many of the answers had each status, e.g. { 202: 6, 429: 6 }. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

describe.skipIf(!baseUrl)('per-address limits with two processes on one PostgreSQL', () => {
  const servers: SpawnedServer[] = [];
  let database: Awaited<ReturnType<typeof scratchPostgres>>;

  beforeAll(async () => {
    database = await scratchPostgres(baseUrl ?? '');
    const env = {
      DATABASE_URL: database.url,
      GUESTS_PER_MINUTE: '20',
      TRUST_PROXY: '1',
      ACCOUNT_WRITES_PER_HOUR: String(ACCOUNT_WRITES),
      SEARCHES_PER_ADDRESS_PER_MINUTE: String(SEARCHES),
      DISCOVERIES_PER_ADDRESS_PER_MINUTE: String(DISCOVERIES),
      SIGN_IN_FREE_FAILURES: String(FREE_FAILURES),
      SIGN_IN_ACCOUNT_FREE_FAILURES: String(ACCOUNT_FREE_FAILURES),
      // above what any other test here sends from one address
      AUTH_CALLS_PER_ADDRESS_PER_MINUTE: String(AUTH_CALLS),
      CHAT_MESSAGES_PER_MINUTE: String(CHAT_MESSAGES),
      RESUME_UPLOADS_PER_MINUTE: String(RESUME_UPLOADS),
      ERROR_REPORTS_PER_ADDRESS_PER_MINUTE: String(ERROR_REPORTS),
    };
    servers.push(await spawnRunningServer(env, await freePort()));
    servers.push(await spawnRunningServer(env, await freePort()));
  }, bootTimeout(2));

  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database?.drop();
  });

  it('starts 20 new guests per address in all, not 20 per process', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        new TestClient((i % 2 ? a : b).baseUrl).get('/api/me', { 'x-forwarded-for': '198.51.100.30' }),
      ),
    ).then((all) => all.map((r) => r.status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('reads one resume per user at a time across both processes', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const onA = new TestClient(a.baseUrl);
    await givenGoal(onA, 2);
    const onB = new TestClient(b.baseUrl);
    const pdf = await makePdf(`${SAMPLE_RESUME}\n`.repeat(12), { linesPerPage: 40 });
    const form = () => {
      const data = new FormData();
      data.append('file', new Blob([pdf as Uint8Array<ArrayBuffer>]), 'cv.pdf');
      return data;
    };
    const statuses = (
      await Promise.all([
        // one upload on each process: only the database can tell them apart
        onA.upload('/api/me/resume', form()),
        onB.upload('/api/me/resume', form(), { cookie: onA.cookieHeader }),
      ])
    ).map((r) => r.status);
    expect(statuses.sort()).toEqual([201, 429]);
  });

  it('lets one address make ACCOUNT_WRITES_PER_HOUR account writes in all (sign-ups and reset requests)', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const from = { 'x-forwarded-for': '198.51.100.40' };
    const statuses: number[] = [];
    for (let i = 0; i < 2 * ACCOUNT_WRITES; i++) {
      // the guest starts on one process and signs up on the other: only the database knows both
      const [here, there] = i % 2 ? [a, b] : [b, a];
      if (i < 4) {
        const client = new TestClient(here.baseUrl);
        await client.get('/api/me', from);
        const onThere = new TestClient(there.baseUrl);
        const res = await onThere.post(
          '/api/auth/sign-up',
          { name: 'Probe', email: `probe${i}@example.com`, password: PASSWORD },
          { ...from, cookie: client.cookieHeader },
        );
        statuses.push(res.status);
      } else {
        const res = await new TestClient(here.baseUrl).post(
          '/api/auth/password-reset',
          { email: `probe${i}@example.com` },
          from,
        );
        statuses.push(res.status);
      }
    }
    expect(statuses.slice(0, 4)).toEqual([201, 201, 201, 201]);
    expect(tally(statuses)).toEqual({ 201: 4, 202: ACCOUNT_WRITES - 4, 429: ACCOUNT_WRITES });
  });

  it('limits anonymous career searches and discoveries per address across both processes', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const from = { 'x-forwarded-for': '198.51.100.50' };
    // one request to each process at the same moment, round after round: the two race for every
    // count. On a busy machine a request may also get 503 `busy` (its 5 s for ranking, or its lock
    // wait, ran out); that is neither an answer nor a pass beyond the limit, so the checks are: at
    // most `limit` answers in all, and every other request refused (429) unless it was busy.
    const expectLimited = async (
      limit: number,
      send: (client: TestClient) => Promise<{ status: number; body: unknown }>,
    ) => {
      const counts = { answered: 0, refused: 0, busy: 0 };
      for (let i = 0; i < limit; i++) {
        const pair = await Promise.all([send(new TestClient(a.baseUrl)), send(new TestClient(b.baseUrl))]);
        for (const r of pair) {
          if (r.status === 200) counts.answered++;
          else if (r.status === 429) counts.refused++;
          else {
            expect({ status: r.status, body: r.body }).toMatchObject({
              status: 503,
              body: { error: { code: 'busy' } },
            });
            counts.busy++;
          }
        }
      }
      expect(counts.answered).toBeLessThanOrEqual(limit);
      expect(counts.refused).toBeGreaterThanOrEqual(limit - counts.busy);
      return counts;
    };
    const searches = await expectLimited(SEARCHES, (c) =>
      c.get('/api/careers/search?q=registered%20nurse', from),
    );
    // with nothing busy, the count is exact
    if (searches.busy === 0) expect(searches).toEqual({ answered: SEARCHES, refused: SEARCHES, busy: 0 });
    const background = {
      coursework: ['anatomy'],
      projects: [],
      skills: ['patient care'],
      interests: ['helping people'],
    };
    const discoveries = await expectLimited(DISCOVERIES, (c) =>
      c.post('/api/discovery/occupations', background, from),
    );
    if (discoveries.busy === 0)
      expect(discoveries).toEqual({ answered: DISCOVERIES, refused: DISCOVERIES, busy: 0 });
  });

  it('checks SIGN_IN_FREE_FAILURES guesses from one IPv6 /64 in all, however its addresses rotate', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const email = 'nurse-64@example.com';
    const owner = new TestClient(a.baseUrl);
    await owner.get('/api/me', { 'x-forwarded-for': '198.51.100.60' });
    await owner.post(
      '/api/auth/sign-up',
      { name: 'Ana', email, password: PASSWORD },
      {
        'x-forwarded-for': '198.51.100.60',
      },
    );
    const statuses: number[] = [];
    for (let i = 0; i < 4 * FREE_FAILURES; i++) {
      const res = await new TestClient((i % 2 ? a : b).baseUrl).post(
        '/api/auth/sign-in',
        { email, password: `guess number ${i}` },
        { 'x-forwarded-for': `2001:db8:64:1::${(i + 1).toString(16)}` },
      );
      statuses.push(res.status);
    }
    // a 401 is a password checked; a 429 is a guess refused before any check
    expect(tally(statuses)).toEqual({ 401: FREE_FAILURES, 429: 3 * FREE_FAILURES });
  });

  it('slows guesses at one account from many addresses after SIGN_IN_ACCOUNT_FREE_FAILURES in all, and never its owner', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const email = 'electrician-botnet@example.com';
    const home = { 'x-forwarded-for': '198.51.100.70' };
    const owner = new TestClient(b.baseUrl);
    await owner.get('/api/me', home);
    await owner.post('/api/auth/sign-up', { name: 'Sam', email, password: PASSWORD }, home);
    const statuses: number[] = [];
    for (let i = 0; i < 3 * ACCOUNT_FREE_FAILURES; i++) {
      const res = await new TestClient((i % 2 ? a : b).baseUrl).post(
        '/api/auth/sign-in',
        { email, password: `botnet guess ${i}` },
        // every guess from another /64 and another IPv4 address
        { 'x-forwarded-for': i % 3 ? `203.0.113.${i + 1}` : `2001:db8:${(i + 1).toString(16)}::1` },
      );
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 401: ACCOUNT_FREE_FAILURES, 429: 2 * ACCOUNT_FREE_FAILURES });
    // the owner, from the address the account was made at, signs in on either process
    for (const server of [a, b]) {
      const res = await new TestClient(server.baseUrl).post(
        '/api/auth/sign-in',
        { email, password: PASSWORD },
        home,
      );
      expect(res.status).toBe(200);
    }
  });

  it('lets one address make AUTH_CALLS_PER_ADDRESS_PER_MINUTE auth calls in all', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const statuses: number[] = [];
    for (let i = 0; i < 2 * AUTH_CALLS; i++) {
      // a made-up reset link: cheap to refuse (400), so only the ceiling can answer 429
      const res = await new TestClient((i % 2 ? a : b).baseUrl).post(
        '/api/auth/password-reset/complete',
        { token: `${i}`.padStart(43, 'x'), password: 'a brand new passphrase 42' },
        { 'x-forwarded-for': '198.51.100.80' },
      );
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 400: AUTH_CALLS, 429: AUTH_CALLS });
  });

  it('lets one user send CHAT_MESSAGES_PER_MINUTE chat messages in all, whichever process answers (S95)', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const from = { 'x-forwarded-for': '198.51.100.90' };
    const user = new TestClient(a.baseUrl);
    await user.get('/api/me', from);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * CHAT_MESSAGES; i++) {
      const res = await new TestClient((i % 2 ? a : b).baseUrl).post(
        '/api/me/chat/messages',
        { content: `How long does it take to become an electrician? (${i})` },
        { ...from, cookie: user.cookieHeader },
      );
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 200: CHAT_MESSAGES, 429: CHAT_MESSAGES });
  });

  it('lets one user upload RESUME_UPLOADS_PER_MINUTE resumes in all, whichever process reads them (S95)', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const from = { 'x-forwarded-for': '198.51.100.100' };
    const user = new TestClient(b.baseUrl);
    await givenGoal(user, 2);
    const statuses: number[] = [];
    for (let i = 0; i < 2 * RESUME_UPLOADS; i++) {
      const data = new FormData();
      data.append(
        'file',
        new Blob([`${SAMPLE_RESUME}\nVersion ${i}\n`], { type: 'text/plain' }),
        `cv-${i}.txt`,
      );
      // one at a time: only the per-minute ceiling, not the one-file-at-a-time rule, can refuse
      const res = await new TestClient((i % 2 ? a : b).baseUrl).upload('/api/me/resume', data, {
        ...from,
        cookie: user.cookieHeader,
      });
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 201: RESUME_UPLOADS, 429: RESUME_UPLOADS });
  });

  it('logs ERROR_REPORTS_PER_ADDRESS_PER_MINUTE error reports per address in all (S95)', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const statuses: number[] = [];
    for (let i = 0; i < 2 * ERROR_REPORTS; i++) {
      const res = await new TestClient((i % 2 ? a : b).baseUrl).post(
        '/api/client-errors',
        { message: `TypeError number ${i}`, url: 'http://localhost/dashboard' },
        { 'x-forwarded-for': '198.51.100.110' },
      );
      statuses.push(res.status);
    }
    expect(tally(statuses)).toEqual({ 204: ERROR_REPORTS, 429: ERROR_REPORTS });
  });
});
