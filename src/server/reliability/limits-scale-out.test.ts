/**
 * Per-address limits hold across processes (issue 26, docs/decisions.md S55): two servers on one
 * PostgreSQL count together, so a load balancer does not multiply an address's allowance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchPostgres } from '../test/databases.ts';
import { givenGoal } from '../test/given.ts';
import { makePdf, SAMPLE_RESUME } from '../test/resume-files.ts';
import { freePort, type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!baseUrl)('per-address limits with two processes on one PostgreSQL', () => {
  const servers: SpawnedServer[] = [];
  let database: Awaited<ReturnType<typeof scratchPostgres>>;

  beforeAll(async () => {
    database = await scratchPostgres(baseUrl ?? '');
    const env = { DATABASE_URL: database.url, GUESTS_PER_MINUTE: '20', TRUST_PROXY: '1' };
    servers.push(await spawnServer(env, await freePort()));
    servers.push(await spawnServer(env, await freePort()));
  });

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
});
