/**
 * docs/decisions.md S48: the server survives its PostgreSQL failing. A cluster of the test's own
 * (never the machine's shared server) is terminated, restarted, paused and locked under a write
 * load against the real server process; the process stays up, answers 503 with Retry-After while
 * the database cannot serve, recovers by itself, and XP always equals the ledger.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootTimeout, freePort, type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { TestClient, type TestResponse } from '../test/test-app.ts';
import {
  postgresBinDir,
  startThrowawayPostgres,
  type ThrowawayPostgres,
} from '../test/throwaway-postgres.ts';

const SKILLS = ['frontend.javascript', 'frontend.html', 'frontend.css', 'frontend.dom', 'frontend.react'];
const STATUSES = ['in_progress', 'completed', 'not_started'] as const;

const haveBinaries = postgresBinDir() !== null;
if (!haveBinaries && process.env.CI)
  throw new Error('The database fault tests need the PostgreSQL server binaries: apt-get install postgresql');

/** A guest with the Frontend path as goal, on the given server. */
async function guest(baseUrl: string): Promise<TestClient> {
  const client = new TestClient(baseUrl);
  expect((await client.get('/api/me')).status).toBe(200);
  expect((await client.request('PUT', '/api/me/goal', { careerId: 1 })).status).toBe(200);
  return client;
}

/** One progress write; the answer's status, and the Retry-After a 503 must carry. */
async function write(client: TestClient, i: number): Promise<TestResponse> {
  try {
    const skill = SKILLS[i % SKILLS.length];
    const status = STATUSES[Math.floor(i / SKILLS.length) % STATUSES.length];
    return await client.request('PUT', `/api/me/skills/${skill}/status`, { status });
  } catch (error) {
    // the connection itself failed: the server went away, which these tests must never see
    return { status: 0, headers: new Headers(), body: String(error) };
  }
}

/** Every answer is a success or an honest 503 with Retry-After: never a 500 or a dropped connection. */
function expectHonest(answers: TestResponse[]) {
  for (const answer of answers) {
    expect([200, 503], JSON.stringify(answer.body)).toContain(answer.status);
    if (answer.status === 503) {
      expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(['database_unavailable', 'busy']).toContain(
        (answer.body as { error: { code: string } }).error.code,
      );
    }
  }
}

async function waitFor(check: () => Promise<boolean>, what: string, tries = 150) {
  for (let i = 0; i < tries; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gave up waiting for ${what}`);
}

describe.skipIf(!haveBinaries)('the server on a PostgreSQL that fails (S48)', () => {
  let cluster: ThrowawayPostgres;
  let server: SpawnedServer;
  let admin: pg.Client;

  const health = async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    return { status: res.status, body: (await res.json()) as { database: string; status: string } };
  };
  const alive = () => server.process.exitCode === null && server.process.signalCode === null;

  /** XP held by each user minus the ledger's sum (the starting XP is in the ledger too): 0 for everyone. */
  async function ledgerDifferences(): Promise<number[]> {
    const client = new pg.Client({ connectionString: cluster.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ diff: number }>(
        `select u.xp - coalesce((select sum(amount) from xp_ledger l where l.user_id = u.id), 0)::int as diff
           from users u`,
      );
      return rows.map((r) => Number(r.diff));
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    cluster = startThrowawayPostgres(await freePort());
    server = await spawnServer(
      {
        DATABASE_URL: cluster.url,
        DB_POOL_MAX: '6',
        DB_CONNECT_TIMEOUT_MS: '1000',
        DB_STATEMENT_TIMEOUT_MS: '1500',
        HEALTH_DB_TIMEOUT_MS: '500',
        GUESTS_PER_MINUTE: '1000',
      },
      await freePort(),
    );
    expect((await health()).status, server.output()).toBe(200);
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    admin.on('error', () => {}); // the restart test cuts this connection too
  }, bootTimeout(1));

  afterAll(async () => {
    await admin?.end().catch(() => {});
    server?.process.kill('SIGTERM');
    await server?.exited;
    cluster?.destroy();
  });

  it('stays up when every backend is terminated during a write load, and pays nothing twice', async () => {
    const clients = await Promise.all(Array.from({ length: 8 }, () => guest(server.baseUrl)));
    const load = Promise.all(
      clients.map(async (client) => {
        const answers: TestResponse[] = [];
        for (let i = 0; i < 12; i++) answers.push(await write(client, i));
        return answers;
      }),
    );
    for (let round = 0; round < 3; round++) {
      await new Promise((r) => setTimeout(r, 150));
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and application_name = 'waymark'`,
      );
    }
    const answers = (await load).flat();
    expectHonest(answers);
    expect(alive(), server.output()).toBe(true);
    expect((await health()).status).toBe(200);
    // the writes that failed were refused whole: a second try succeeds
    for (const client of clients) expect((await write(client, 0)).status).toBe(200);
    expect(new Set(await ledgerDifferences())).toEqual(new Set([0]));
  });

  it('answers 503 with Retry-After while the cluster restarts, and recovers by itself', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => guest(server.baseUrl)));
    let stop = false;
    const load = Promise.all(
      clients.map(async (client) => {
        const answers: TestResponse[] = [];
        for (let i = 0; !stop && i < 500; i++) answers.push(await write(client, i));
        return answers;
      }),
    );
    await new Promise((r) => setTimeout(r, 200));
    await admin.end().catch(() => {});
    cluster.stopImmediately();
    // during the outage: an honest 503 for a request, and a health that says the database is down
    const during = await write(clients[0] as TestClient, 1);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBeTruthy();
    expect((during.body as { error: { code: string } }).error.code).toBe('database_unavailable');
    const down = await health();
    expect(down).toMatchObject({ status: 503, body: { status: 'unavailable', database: 'down' } });
    cluster.start();
    await waitFor(async () => (await health()).status === 200, 'the database to be back');
    stop = true;
    const answers = (await load).flat();
    expectHonest(answers);
    expect(alive(), server.output()).toBe(true);
    for (const client of clients) expect((await write(client, 2)).status).toBe(200);
    expect(new Set(await ledgerDifferences())).toEqual(new Set([0]));
    admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    admin.on('error', () => {});
  }, 60_000);

  it('lets a held row lock stall only its own user, and only up to the statement timeout', async () => {
    const [stuck, other] = await Promise.all([guest(server.baseUrl), guest(server.baseUrl)]);
    const me = (await (stuck as TestClient).get<{ id: string }>('/api/me')).body;
    await admin.query('begin');
    await admin.query('select id from users where id = $1 for update', [me.id]);
    try {
      // twelve parallel writes by the locked user: more than the pool's six connections
      const stalled = Promise.all(Array.from({ length: 12 }, (_, i) => write(stuck as TestClient, i)));
      // meanwhile everyone else is served
      const others: TestResponse[] = [];
      for (let i = 0; i < 6; i++) others.push(await write(other as TestClient, i));
      expect(others.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
      const answers = await stalled;
      expect(answers.map((a) => a.status)).toEqual(Array(12).fill(503));
      expectHonest(answers);
    } finally {
      await admin.query('rollback');
    }
    expect((await write(stuck as TestClient, 0)).status).toBe(200);
  }, 60_000);

  it('reports the database down within its health timeout when it stops answering', async () => {
    cluster.pause();
    try {
      const paused = await health();
      expect(paused).toMatchObject({ status: 503, body: { database: 'down' } });
    } finally {
      cluster.resume();
    }
    await waitFor(async () => (await health()).status === 200, 'the database to answer again');
    const client = await guest(server.baseUrl);
    expect((await write(client, 0)).status).toBe(200);
    expect(alive()).toBe(true);
  }, 60_000);
});
