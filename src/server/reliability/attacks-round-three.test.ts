/**
 * Security round three (issue 26): each attack is sent over real HTTP and must no longer work.
 */
import { describe, expect, it } from 'vitest';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { ResumeState } from '../../shared/resume.schema.ts';
import type { ErrorBody, User } from '../../shared/user.schema.ts';
import { openTestPglite, testDatabases } from '../test/databases.ts';
import { givenUser } from '../test/given.ts';
import { makePdf, makePdfBomb, SAMPLE_RESUME, utf16le } from '../test/resume-files.ts';
import { useTestApp } from '../test/test-app.ts';

const NUL = '\u0000';

function resumeForm(bytes: Uint8Array, name: string) {
  const data = new FormData();
  data.append('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), name);
  return data;
}

describe.each(testDatabases())('NUL and other control characters on $name (S53)', (db) => {
  const ctx = useTestApp(db);

  it('refuses a control character in every kind of text with 400, never 500', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const goal = (await client.get<CurrentGoal>('/api/me/goal')).body.goal!;
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/me/applications/manual', { title: `Nurse${NUL}`, company: 'Acme' }],
      ['POST', '/api/me/applications/manual', { title: 'Nurse', company: 'Acme', notes: `a\u0007b` }],
      ['PATCH', '/api/me/account', { name: `Ada${NUL}` }],
      ['PUT', '/api/me/location', { location: `Austin${NUL}, TX` }],
      ['POST', '/api/careers/resolve', { title: `Electrician${NUL}` }],
      ['PUT', `/api/me/notes/skill/${goal.skills[0]?.id}`, { note: `joins${NUL}first` }],
      [
        'POST',
        '/api/auth/sign-up',
        { name: 'A', email: `a${NUL}@example.com`, password: 'long enough pw 1' },
      ],
      ['POST', '/api/auth/sign-in', { email: 'a@example.com', password: `x${NUL}` }],
      ['GET', `/api/careers/search?q=${encodeURIComponent(`nurse${NUL}`)}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const res = await client.request<ErrorBody>(method, path, body);
      expect([method, path, res.status]).toEqual([method, path, 400]);
      expect(res.body.error.code).toBe('invalid_input');
      expect(res.body.error.message).toMatch(/control characters/);
    }
    // text with line breaks and tabs is still welcome
    const note = await client.request('PUT', `/api/me/notes/skill/${goal.skills[0]?.id}`, {
      note: 'line one\n\tline two',
    });
    expect(note.status).toBe(204);
    expect((await client.get<User>('/api/me')).status).toBe(200);
  });

  it('strips control characters from extracted resume text and the file name', async () => {
    const { client } = await givenUser(ctx, { careerId: 2 });
    const text = SAMPLE_RESUME.replace('Jordan Lee', `Jordan${NUL}Lee\u0001`);
    const res = await client.upload<ResumeState>(
      '/api/me/resume',
      resumeForm(utf16le(text), `cv${NUL}\u001b.txt`),
    );
    expect(res.status).toBe(201);
    expect(res.body.current?.fileName).toBe('cv.txt');
  });
});

describe('CSV formula injection in a ";" locale (S54)', () => {
  const ctx = useTestApp({ name: 'pglite', open: openTestPglite });

  it('never lets a cell, split on any separator, start with a formula', async () => {
    const client = ctx.client();
    await client.post('/api/me/applications/manual', {
      title: 'Nurse|+cmd',
      company: 'Acme;=1+2;',
      location: 'Lyon\t@SUM(A1)',
      notes: 'first, -2+3\n=HYPERLINK("https://evil.example")',
    });
    const csv = (await client.get<string>('/api/me/applications.csv')).body;
    // every way a spreadsheet may split the file (comma, semicolon, tab, pipe, lines) leaves no
    // piece that a spreadsheet would run
    const pieces = csv.split(/[,;\t|\r\n]/).map((p) => p.replace(/^[" ]+/, ''));
    expect(pieces.filter((p) => /^[=+\-@]/.test(p))).toEqual([]);
    expect(csv).toContain(`"Acme;'=1+2;"`);
  });
});

describe.each(testDatabases())('no address is exempt from the per-address limits on $name (S55)', (db) => {
  // the production defaults, not the test harness's raised ones
  const ctx = useTestApp(db, { GUESTS_PER_MINUTE: '20', ACCOUNT_WRITES_PER_HOUR: '10', TRUST_PROXY: '1' });

  it('counts loopback like any address: a proxy on this host cannot mint unlimited guests', async () => {
    const statuses = await Promise.all(Array.from({ length: 40 }, () => ctx.client().get('/api/me'))).then(
      (all) => all.map((r) => r.status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    // a forged X-Forwarded-For naming loopback is just one more address, with the same limit
    const forged = await Promise.all(
      Array.from({ length: 25 }, () => ctx.client().get('/api/me', { 'x-forwarded-for': '127.0.0.1' })),
    ).then((all) => all.map((r) => r.status));
    expect(forged.filter((s) => s === 200)).toHaveLength(0);
    // account writes from loopback are limited too
    const writer = ctx.client();
    const from = { 'x-forwarded-for': '192.0.2.200' };
    await writer.get('/api/me', from);
    const writes: number[] = [];
    for (let i = 0; i < 12; i++)
      writes.push((await writer.patch('/api/me/account', { name: `N${i}` }, from)).status);
    expect(writes.filter((s) => s === 429).length).toBe(2);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const address = `2001:db8:7:7:${i.toString(16)}::${i + 1}`;
      statuses.push((await ctx.client().get('/api/me', { 'x-forwarded-for': address })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect((await ctx.client().get('/api/me', { 'x-forwarded-for': '2001:db8:7:8::1' })).status).toBe(200);
  });
});

describe.each(testDatabases())(
  'sign-in guessing from rotating addresses on $name (S56)',
  (db) => {
    // a smaller account allowance than the default 20: each checked guess costs a full scrypt
    const ctx = useTestApp(db, { TRUST_PROXY: '1', SIGN_IN_ACCOUNT_FREE_FAILURES: '8' });
    const PASSWORD = 'correct horse battery staple';

    async function account(home: Record<string, string>) {
      const owner = ctx.client();
      const email = `owner-${Math.random().toString(36).slice(2)}@example.com`;
      await owner.get('/api/me', home);
      expect(
        (await owner.post('/api/auth/sign-up', { name: 'Owner', email, password: PASSWORD }, home)).status,
      ).toBe(201);
      return email;
    }

    it('counts 25 addresses of one IPv6 /64 as one: at most the free failures are checked', async () => {
      const email = await account({ 'x-forwarded-for': '198.51.100.61' });
      const statuses: number[] = [];
      for (let i = 0; i < 25; i++) {
        const from = { 'x-forwarded-for': `2001:db8:bad:1:${(i + 1).toString(16)}::1` };
        statuses.push(
          (await ctx.client().post('/api/auth/sign-in', { email, password: `guess ${i}` }, from)).status,
        );
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    });

    it('slows guesses spread over many addresses for the account, but never at the owner’s address', async () => {
      const home = { 'x-forwarded-for': '198.51.100.62' };
      const email = await account(home);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++) {
        const from = { 'x-forwarded-for': `203.0.${113 + Math.floor(i / 200)}.${i + 1}` };
        statuses.push(
          (await ctx.client().post('/api/auth/sign-in', { email, password: `guess ${i}` }, from)).status,
        );
      }
      expect(statuses.filter((s) => s === 401)).toHaveLength(8);
      expect(statuses.filter((s) => s === 429)).toHaveLength(4);
      const owner = await ctx.client().post<User>('/api/auth/sign-in', { email, password: PASSWORD }, home);
      expect(owner.status).toBe(200);
      expect(owner.body.email).toBe(email);
    });
  },
  120_000,
);

describe('anonymous searches cannot hold the server (S57)', () => {
  const ctx = useTestApp(
    { name: 'pglite', open: openTestPglite },
    { TRUST_PROXY: '1', DISCOVERIES_PER_ADDRESS_PER_MINUTE: '20', SEARCHES_PER_ADDRESS_PER_MINUTE: '120' },
  );
  const entry = (i: number) =>
    `python sql excel nursing patient care wiring accounting tax ${i}`.slice(0, 80);
  const largest = (k: number) => ({
    coursework: Array.from({ length: 30 }, (_, i) => entry(k + i)),
    projects: Array.from({ length: 30 }, (_, i) => entry(k + 30 + i)),
    skills: Array.from({ length: 30 }, (_, i) => entry(k + 60 + i)),
    interests: Array.from({ length: 30 }, (_, i) => entry(k + 90 + i)),
  });

  it('keeps /api/health answering while 40 of the largest discoveries run, from 40 addresses', async () => {
    const client = ctx.client();
    // warm: the worker loads the occupations once
    expect((await client.post('/api/discovery/occupations', largest(0))).status).toBe(200);
    const flood = Array.from({ length: 40 }, (_, i) =>
      ctx.client().post('/api/discovery/occupations', largest(1000 * (i + 1)), {
        'x-forwarded-for': `198.18.0.${i + 1}`,
      }),
    );
    const started = performance.now();
    const health = await client.get('/api/health');
    const healthMs = performance.now() - started;
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
  });

  it('limits discoveries and searches per address', async () => {
    const from = { 'x-forwarded-for': '198.18.1.1' };
    const discoveries: number[] = [];
    for (let i = 0; i < 22; i++)
      discoveries.push(
        (await ctx.client().post('/api/discovery/occupations', { ...largest(0), interests: ['care'] }, from))
          .status,
      );
    expect(discoveries.filter((s) => s === 429)).toHaveLength(2);
    const searches = await Promise.all(
      Array.from({ length: 125 }, () =>
        ctx.client().get('/api/careers/search?q=registered%20nurse', { 'x-forwarded-for': '198.18.1.2' }),
      ),
    );
    expect(searches.filter((r) => r.status === 429)).toHaveLength(5);
  });
});

describe.each(testDatabases())('resume extraction cannot be held by small files on $name (S58)', (db) => {
  const ctx = useTestApp(db, { TRUST_PROXY: '1', EXTRACTION_SLOTS_PER_ADDRESS: '2' });

  async function guest(from: Record<string, string>) {
    const client = ctx.client();
    await client.request('PUT', '/api/me/goal', { careerId: 2 }, from);
    return client;
  }

  it('refuses a 1 MB PDF that inflates to 1 GB at once, and keeps reading everyone else', async () => {
    const bomb = makePdfBomb(1024);
    expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
    const attackers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => guest({ 'x-forwarded-for': `198.19.0.${i + 1}` })),
    );
    const started = performance.now();
    const flood = attackers.map((a, i) =>
      a.upload<ErrorBody>('/api/me/resume', resumeForm(bomb, 'cv.pdf'), {
        'x-forwarded-for': `198.19.0.${i + 1}`,
      }),
    );
    const honest = await guest({ 'x-forwarded-for': '198.19.1.1' });
    await honest.post(
      '/api/auth/sign-up',
      { name: 'Honest', email: `honest-${db.name}@example.com`, password: 'correct horse battery staple' },
      { 'x-forwarded-for': '198.19.1.1' },
    );
    const mine = await honest.upload<ResumeState>(
      '/api/me/resume',
      resumeForm(await makePdf(SAMPLE_RESUME), 'cv.pdf'),
      {
        'x-forwarded-for': '198.19.1.1',
      },
    );
    const refused = await Promise.all(flood);
    expect(mine.status).toBe(201);
    // guests share half the queue: the rest are told to come back, the bombs are refused unread
    const codes = refused.map((r) => r.body.error.code);
    expect(codes.every((c) => c === 'archive_too_large' || c === 'busy')).toBe(true);
    expect(codes.filter((c) => c === 'archive_too_large').length).toBeGreaterThanOrEqual(4);
    expect(performance.now() - started).toBeLessThan(12_000);
  });

  it('gives one address at most EXTRACTION_SLOTS_PER_ADDRESS files in the queue', async () => {
    const from = { 'x-forwarded-for': '198.19.2.1' };
    const pdf = await makePdf(`${SAMPLE_RESUME}\n`.repeat(12), { linesPerPage: 40 });
    const guests = await Promise.all(Array.from({ length: 6 }, () => guest(from)));
    const statuses = (
      await Promise.all(guests.map((g) => g.upload('/api/me/resume', resumeForm(pdf, 'cv.pdf'), from)))
    ).map((r) => r.status);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 201 || s === 429)).toBe(true);
  });
});
