/**
 * Real postings from public job boards (docs/product.md §4 Job boards, docs/decisions.md S97, S98),
 * against fake Greenhouse, Lever and Ashby servers on loopback: follow boards, sync, see postings
 * matched to the goal, skills and place; one posting per board id, expired when gone; a board that is
 * slow, erroring, malformed, huge or missing marked failing while the rest keep syncing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPostings, JobBoard } from '../../shared/job-boards.schema.ts';
import { careerPaths } from '../catalog/careers/index.ts';
import { createOccupations } from '../occupations/occupations.service.ts';
import { testDatabases } from '../test/databases.ts';
import { type FakeJob, type FakeJobBoards, startFakeJobBoards } from '../test/fake-job-boards.ts';
import { givenUser } from '../test/given.ts';
import { useTestApp } from '../test/test-app.ts';
import { boardClientSettings, createBoardClients } from './job-board-clients.ts';
import { createJobBoardsRepository } from './job-boards.repository.ts';
import { createJobBoards, JOB_SYNC_LEASE_MS } from './job-boards.service.ts';
import { createPostingReader } from './posting-reader.ts';

const NURSE = 29114100;
// well above what a loaded machine takes to answer on loopback: only the slow board reaches it
const TIMEOUT_MS = 2000;
const MAX_BYTES = 300_000;

const NURSE_JOB: FakeJob = {
  id: '4001',
  title: 'Registered Nurse - ICU (Nights)',
  location: 'Chicago, IL',
  html: '<p>Care for critically ill adults.</p><ul><li>Current BLS and ACLS</li><li>Charting in Epic</li></ul><script>alert("x")</script>',
};
const ELECTRICIAN_JOB: FakeJob = {
  id: '4002',
  title: 'Journeyman Electrician',
  location: 'Austin, TX',
  html: '<p>Install and repair wiring to the National Electrical Code (NEC).</p>',
};
const ACCOUNTANT_JOB: FakeJob = {
  id: 'b7c9e2a0-1111-4a5b-9c1d-000000000001',
  title: 'Staff Accountant',
  location: 'Remote - US',
  remote: true,
  html: '<p>Close the books monthly in QuickBooks and Excel.</p>',
};
const DRIVER_JOB: FakeJob = {
  id: 'driver-1',
  title: 'CDL-A Truck Driver',
  location: 'Denver, CO',
  html: '<p>Regional routes. A Class A CDL is required.</p>',
};

describe.each(testDatabases())('job boards on $name', (db) => {
  let boards: FakeJobBoards;
  beforeAll(async () => {
    boards = await startFakeJobBoards();
    boards.set('greenhouse:acme-health', [NURSE_JOB, ELECTRICIAN_JOB]);
    boards.set('lever:brightline', [ACCOUNTANT_JOB]);
    boards.set('ashby:roadway', [DRIVER_JOB]);
  });
  afterAll(async () => {
    await boards?.close();
  });
  const ctx = useTestApp(db, () => ({
    GREENHOUSE_API_URL: boards.url,
    LEVER_API_URL: boards.url,
    ASHBY_API_URL: `${boards.url}/`,
    JOB_BOARDS: 'lever:brightline',
    JOB_FETCH_TIMEOUT_MS: String(TIMEOUT_MS),
    JOB_BOARD_MAX_BYTES: String(MAX_BYTES),
    JOB_FETCH_RETRIES: '1',
    JOB_FETCH_BACKOFF_MS: '10',
  }));

  /** The sync as the server runs it, called when the test asks (the interval is off in tests). */
  const reader = createPostingReader(createOccupations({ careers: careerPaths }));
  const sync = (intervalMs = 0) =>
    createJobBoards({
      repo: createJobBoardsRepository(ctx.database.db),
      clients: createBoardClients(boardClientSettings(ctx.config)),
      reader,
      defaults: ctx.config.JOB_BOARDS,
      knownSkills: async () => ({ skills: [], roadmap: [] }),
      goalOccupation: async () => null,
      intervalMs,
      leaseMs: JOB_SYNC_LEASE_MS,
      clock: () => ctx.now,
      log: { info() {}, error() {} },
    });

  it('follows boards by name, owner-scoped, and refuses what is not a board', async () => {
    const { client } = await givenUser(ctx);
    const bad = await client.post('/api/me/job-boards', { board: 'monster:acme' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      error: {
        code: 'invalid_input',
        message: expect.stringContaining('greenhouse:company, lever:company or ashby:company'),
      },
    });
    const followed = await client.post<JobBoard>('/api/me/job-boards', { board: 'greenhouse:acme-health' });
    expect(followed.status).toBe(201);
    expect(followed.body).toMatchObject({
      board: 'greenhouse:acme-health',
      kind: 'greenhouse',
      name: 'acme-health',
      status: 'pending',
      followed: true,
      isDefault: false,
    });
    const mine = await client.get<{ boards: JobBoard[] }>('/api/me/job-boards');
    expect(mine.body.boards.map((b) => [b.board, b.isDefault, b.followed])).toEqual([
      ['lever:brightline', true, false],
      ['greenhouse:acme-health', false, true],
    ]);
    // another user sees the operator's board only
    const other = await givenUser(ctx);
    const theirs = await other.client.get<{ boards: JobBoard[] }>('/api/me/job-boards');
    expect(theirs.body.boards.map((b) => b.board)).toEqual(['lever:brightline']);
    const notFollowed = await other.client.request('DELETE', '/api/me/job-boards/greenhouse:acme-health');
    expect(notFollowed.status).toBe(404);
    expect(await client.request('DELETE', '/api/me/job-boards/greenhouse:acme-health')).toMatchObject({
      status: 204,
    });
  });

  it('syncs the followed and default boards into real postings matched to a nurse in Chicago', async () => {
    const { client } = await givenUser(ctx, { careerId: NURSE, location: 'Chicago, IL, USA' });
    for (const board of ['greenhouse:acme-health', 'ashby:roadway'])
      expect((await client.post('/api/me/job-boards', { board })).status).toBe(201);
    const before = await client.get<BoardPostings>('/api/me/jobs/postings');
    expect(before.body).toEqual({ postings: [], total: 0 });

    const report = await sync().runOnce();
    expect(report).toMatchObject({ failing: 0, postings: 4 });

    const res = await client.get<BoardPostings>('/api/me/jobs/postings');
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(4);
    const [first, ...rest] = res.body.postings;
    // the goal's occupation in the user's city comes first
    expect(first).toMatchObject({
      sample: false,
      source: { board: 'greenhouse:acme-health', kind: 'greenhouse' },
      title: 'Registered Nurse - ICU (Nights)',
      company: 'Acme Health',
      location: 'Chicago, IL',
      isRemote: false,
      url: 'https://boards.greenhouse.io/acme-health/jobs/4001',
      occupation: { code: '29-1141.00', title: 'Registered Nurses' },
      match: { goalOccupation: true, nearYou: true },
    });
    expect(first?.skills).toEqual(expect.arrayContaining(['BLS', 'ACLS', 'Epic']));
    // Greenhouse's escaped HTML is read as text; the script is dropped, nothing is kept as HTML
    expect(first?.excerpt).toBe(
      'Care for critically ill adults.\n• Current BLS and ACLS\n• Charting in Epic',
    );
    // the remote accountant is near anyone; the electrician in Austin and the driver in Denver are not
    expect(rest[0]?.title).toBe('Staff Accountant');
    expect(
      rest
        .map((p) => [p.title, p.match.nearYou, p.match.goalOccupation])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['CDL-A Truck Driver', false, false],
      ['Journeyman Electrician', false, false],
      ['Staff Accountant', true, false],
    ]);
    const accountant = rest[0];
    expect(accountant).toMatchObject({
      source: { board: 'lever:brightline', kind: 'lever' },
      company: 'Brightline',
      url: `https://jobs.lever.co/brightline/${ACCOUNTANT_JOB.id}`,
      isRemote: true,
    });
    // Ashby's documented answer has no id: the posting's address names it
    const driver = rest.find((p) => p.source.kind === 'ashby');
    expect(driver).toMatchObject({ url: 'https://jobs.ashbyhq.com/roadway/driver-1', company: 'Roadway' });

    const mine = await client.get<{ boards: JobBoard[] }>('/api/me/job-boards');
    expect(mine.body.boards.map((b) => [b.board, b.status, b.openPostings, b.error])).toEqual([
      ['lever:brightline', 'ok', 1, null],
      ['greenhouse:acme-health', 'ok', 2, null],
      ['ashby:roadway', 'ok', 1, null],
    ]);
  });

  it('stores each posting once per board id, and expires one the board no longer lists', async () => {
    const { client } = await givenUser(ctx);
    await client.post('/api/me/job-boards', { board: 'greenhouse:acme-health' });
    await sync().runOnce();
    const first = (await client.get<BoardPostings>('/api/me/jobs/postings')).body;
    await sync().runOnce();
    const again = (await client.get<BoardPostings>('/api/me/jobs/postings')).body;
    expect(again.total).toBe(first.total);
    expect(again.postings.map((p) => p.id).sort()).toEqual(first.postings.map((p) => p.id).sort());

    boards.set('greenhouse:acme-health', [NURSE_JOB]);
    try {
      await sync().runOnce();
      const after = (await client.get<BoardPostings>('/api/me/jobs/postings')).body;
      expect(after.postings.map((p) => p.title).sort()).toEqual([
        'Registered Nurse - ICU (Nights)',
        'Staff Accountant',
      ]);
      // the same posting keeps its id
      const nurse = (p: BoardPostings) => p.postings.find((x) => x.title.startsWith('Registered'))?.id;
      expect(nurse(after)).toBe(nurse(first));
    } finally {
      boards.set('greenhouse:acme-health', [NURSE_JOB, ELECTRICIAN_JOB]);
      await sync().runOnce();
    }
    // listed again, it is open again, under its old id
    const back = (await client.get<BoardPostings>('/api/me/jobs/postings')).body;
    expect(back.postings.map((p) => p.id).sort()).toEqual(first.postings.map((p) => p.id).sort());
  });

  it('marks a slow, erroring, malformed, huge, misshapen or missing board failing, and keeps syncing the rest', async () => {
    const cases: Array<[string, Parameters<FakeJobBoards['mode']>[1], string, number]> = [
      ['greenhouse:slowco', 'slow', `The board did not answer within ${TIMEOUT_MS} ms.`, 2],
      ['lever:errorco', 'error', 'The board answered 500.', 2],
      ['ashby:brokenco', 'malformed', 'The board answered with something other than JSON.', 1],
      ['greenhouse:hugeco', 'huge', `The board's answer is larger than ${MAX_BYTES} bytes.`, 1],
      ['lever:oddco', 'wrong-shape', "The board's answer is not in the shape its API documents.", 1],
      ['ashby:goneco', 'missing', 'The board does not exist (404).', 1],
    ];
    const { client } = await givenUser(ctx);
    for (const [board, mode] of cases) {
      boards.set(board, [DRIVER_JOB], mode);
      expect((await client.post('/api/me/job-boards', { board })).status).toBe(201);
    }
    await client.post('/api/me/job-boards', { board: 'ashby:roadway' });
    const counted = (board: string) => boards.requests(board);
    const before = new Map(cases.map(([board]) => [board, counted(board)]));

    const report = await sync().runOnce();
    expect(report).toMatchObject({ failing: cases.length });

    const seen = (await client.get<{ boards: JobBoard[] }>('/api/me/job-boards')).body.boards;
    for (const [board, , error, requests] of cases) {
      expect(seen.find((b) => b.board === board)).toMatchObject({
        status: 'failing',
        error,
        checkedAt: ctx.now.toISOString(),
        lastOkAt: null,
        openPostings: 0,
      });
      // a timeout and a 500 are tried again once (JOB_FETCH_RETRIES=1); the rest are not
      expect([board, counted(board) - (before.get(board) ?? 0)]).toEqual([board, requests]);
    }
    expect(seen.find((b) => b.board === 'ashby:roadway')).toMatchObject({ status: 'ok', error: null });
    const postings = (await client.get<BoardPostings>('/api/me/jobs/postings')).body;
    expect(postings.postings.map((p) => p.source.board).sort()).toEqual([
      'ashby:roadway',
      'lever:brightline',
    ]);
    // the next tests sync without them
    for (const [board] of cases)
      expect((await client.request('DELETE', `/api/me/job-boards/${board}`)).status).toBe(204);
  });

  it('keeps the postings of a board that worked and then fails, and says why', async () => {
    const { client } = await givenUser(ctx);
    boards.set('greenhouse:flaky', [NURSE_JOB]);
    await client.post('/api/me/job-boards', { board: 'greenhouse:flaky' });
    await sync().runOnce();
    boards.mode('greenhouse:flaky', 'error');
    await sync().runOnce();
    const flaky = (await client.get<{ boards: JobBoard[] }>('/api/me/job-boards')).body.boards.find(
      (b) => b.board === 'greenhouse:flaky',
    );
    expect(flaky).toMatchObject({ status: 'failing', error: 'The board answered 500.', openPostings: 1 });
    expect(flaky?.lastOkAt).not.toBeNull();
  });

  it('runs one sync at a time, and once per interval', async () => {
    const start = ctx.now;
    try {
      const results = await Promise.all([sync().runOnce(), sync().runOnce()]);
      expect(results.filter((r) => r === null)).toHaveLength(1);
      const hourly = sync(60 * 60_000);
      ctx.now = new Date(start.getTime() + 2 * 3_600_000);
      expect(await hourly.runOnce()).not.toBeNull();
      ctx.now = new Date(start.getTime() + 2 * 3_600_000 + 30 * 60_000);
      expect(await hourly.runOnce()).toBeNull();
      ctx.now = new Date(start.getTime() + 3 * 3_600_000);
      expect(await hourly.runOnce()).not.toBeNull();
    } finally {
      ctx.now = start;
    }
  });

  it('forgets postings expired for 30 days; listed again later, a posting is new', async () => {
    const { client } = await givenUser(ctx);
    await client.post('/api/me/job-boards', { board: 'greenhouse:acme-health' });
    const start = ctx.now;
    const day = (n: number) => new Date(start.getTime() + n * 86_400_000);
    /** Syncs on that day with the board listing the electrician or not; the electrician's id if open. */
    const syncOn = async (n: number, listed: boolean) => {
      boards.set('greenhouse:acme-health', listed ? [NURSE_JOB, ELECTRICIAN_JOB] : [NURSE_JOB]);
      ctx.now = day(n);
      await sync().runOnce();
      const res = await client.get<BoardPostings>('/api/me/jobs/postings?limit=100');
      // still the same user, following the board
      expect(res.body.postings.some((p) => p.title === NURSE_JOB.title)).toBe(true);
      const open = res.body.postings;
      return open.find((p) => p.title === ELECTRICIAN_JOB.title)?.id;
    };
    try {
      const first = await syncOn(0, true);
      expect(first).toBeDefined();
      expect(await syncOn(1, false)).toBeUndefined();
      // 29 days after it expired it is still kept: listed again, it reopens under its id
      expect(await syncOn(30, true)).toBe(first);
      expect(await syncOn(31, false)).toBeUndefined();
      // a visit within SESSION_IDLE_DAYS keeps the user signed in; the posting is still kept
      expect(await syncOn(45, false)).toBeUndefined();
      // 31 days after, the sync forgets it: listed again, it is a new posting
      expect(await syncOn(62, false)).toBeUndefined();
      const again = await syncOn(63, true);
      expect(again).toBeDefined();
      expect(again).not.toBe(first);
    } finally {
      boards.set('greenhouse:acme-health', [NURSE_JOB, ELECTRICIAN_JOB]);
      ctx.now = start;
    }
  });

  it('limits the boards one user follows', async () => {
    const { client } = await givenUser(ctx);
    for (let i = 0; i < 50; i++)
      expect((await client.post('/api/me/job-boards', { board: `lever:company-${i}` })).status).toBe(201);
    const over = await client.post('/api/me/job-boards', { board: 'lever:one-more' });
    expect(over.status).toBe(409);
    expect(over.body).toMatchObject({
      error: { message: 'You follow 50 job boards already. Unfollow one you no longer need first.' },
    });
  });
});
