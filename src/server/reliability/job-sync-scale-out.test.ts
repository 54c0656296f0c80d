/**
 * The job-board sync with two processes on one PostgreSQL (docs/decisions.md S98): both start at
 * once and both try the first sync; one runs it, the other skips, so each board is read once in the
 * interval and each posting is stored once, and both processes serve the same postings.
 *
 * PostgreSQL only: the embedded database (PGlite) is one process's files, so it has no second process.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoardPostings } from '../../shared/job-boards.schema.ts';
import { scratchPostgres } from '../test/databases.ts';
import { type FakeJobBoards, startFakeJobBoards } from '../test/fake-job-boards.ts';
import { bootTimeout, freePort, type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

const baseUrl = process.env.TEST_DATABASE_URL;
const BOARDS = ['greenhouse:acme-health', 'lever:brightline', 'ashby:roadway'];
const SYNC_LINE = /"msg":"job board sync"/;

/** The sync lines a server logged: whether each ran. */
const syncRuns = (server: SpawnedServer): boolean[] =>
  server
    .output()
    .split('\n')
    .filter((line) => SYNC_LINE.test(line))
    .map((line) => (JSON.parse(line) as { jobSync: { ran: boolean } }).jobSync.ran);

describe.skipIf(!baseUrl)('the job-board sync with two processes on one PostgreSQL', () => {
  let servers: SpawnedServer[] = [];
  let boards: FakeJobBoards;
  let database: Awaited<ReturnType<typeof scratchPostgres>>;

  beforeAll(async () => {
    boards = await startFakeJobBoards();
    boards.set('greenhouse:acme-health', [
      { id: '5001', title: 'Registered Nurse', location: 'Chicago, IL', html: '<p>BLS required.</p>' },
      { id: '5002', title: 'Electrician', location: 'Austin, TX', html: '<p>NEC wiring.</p>' },
    ]);
    boards.set('lever:brightline', [
      { id: 'acct-1', title: 'Staff Accountant', location: 'Remote', remote: true, html: '<p>Excel.</p>' },
    ]);
    boards.set('ashby:roadway', [
      { id: 'drv-1', title: 'Truck Driver', location: 'Denver, CO', html: '<p>Class A CDL.</p>' },
    ]);
    database = await scratchPostgres(baseUrl ?? '');
    const env = {
      DATABASE_URL: database.url,
      LOG_LEVEL: 'info',
      GREENHOUSE_API_URL: boards.url,
      LEVER_API_URL: boards.url,
      ASHBY_API_URL: boards.url,
      JOB_BOARDS: BOARDS.join(','),
      // one sync soon after start, then none for an hour: each board is read once in this test
      JOB_SYNC_INTERVAL_MINUTES: '60',
    };
    // started together, so both reach their first sync at about the same moment
    servers = await Promise.all([spawnServer(env, await freePort()), spawnServer(env, await freePort())]);
    // both processes have tried their first sync (each logs whether it ran)
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline && !servers.every((s) => syncRuns(s).length > 0))
      await new Promise((r) => setTimeout(r, 200));
  }, bootTimeout(3));

  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await boards?.close();
    await database?.drop();
  });

  it('syncs once across both processes: each board read once, each posting stored once', async () => {
    const runs = servers.map(syncRuns);
    expect(runs.every((r) => r.length === 1)).toBe(true);
    expect(runs.flat().sort()).toEqual([false, true]);
    for (const board of BOARDS)
      expect({ board, requests: boards.requests(board) }).toEqual({ board, requests: 1 });

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const rows = await client.query<{ board_id: string; n: number }>(
        'select board_id, count(*)::int as n from board_postings group by board_id order by board_id',
      );
      expect(rows.rows).toEqual([
        { board_id: 'ashby:roadway', n: 1 },
        { board_id: 'greenhouse:acme-health', n: 2 },
        { board_id: 'lever:brightline', n: 1 },
      ]);
    } finally {
      await client.end();
    }

    // both processes serve the same four postings
    const seen = await Promise.all(
      servers.map(
        async (s) => (await new TestClient(s.baseUrl).get<BoardPostings>('/api/me/jobs/postings')).body,
      ),
    );
    const ids = seen.map((body) => body.postings.map((p) => p.id).sort());
    expect(ids[0]).toHaveLength(4);
    expect(ids[1]).toEqual(ids[0]);
  });
});
