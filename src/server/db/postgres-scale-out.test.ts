import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../shared/user.schema.ts';
import { scratchPostgres } from '../test/databases.ts';
import { bootTimeout, freePort, type SpawnedServer, spawnServer } from '../test/spawn-server.ts';
import { TestClient } from '../test/test-app.ts';

const baseUrl = process.env.TEST_DATABASE_URL;

/** A fresh database on TEST_DATABASE_URL's server, for servers started as child processes. */
const scratchDatabase = () => scratchPostgres(baseUrl ?? '', 'waymark_scale');

/** ARCHITECTURE Runtime shape: N stateless processes share one PostgreSQL. */
describe.skipIf(!baseUrl)('two processes on one PostgreSQL', () => {
  const servers: SpawnedServer[] = [];
  let database: Awaited<ReturnType<typeof scratchDatabase>>;

  beforeAll(async () => {
    database = await scratchDatabase();
    // both start at once: the migration lock lets one migrate while the other waits
    servers.push(
      ...(await Promise.all([
        spawnServer({ DATABASE_URL: database.url }, await freePort()),
        spawnServer({ DATABASE_URL: database.url }, await freePort()),
      ])),
    );
  }, bootTimeout(2));

  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.drop();
  });

  it('serves one session from either process and pays a once-only award exactly once', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    expect((await fetch(`${a.baseUrl}/api/health`).then((r) => r.json())).db).toBe('postgres');
    const onA = new TestClient(a.baseUrl);
    const me = await onA.get<User>('/api/me');
    const onB = new TestClient(b.baseUrl);
    const viaB = await onB.get<User>('/api/me', { cookie: onA.cookieHeader });
    expect(viaB.body.id).toBe(me.body.id);

    // alternate writes between the two processes
    const toggles = Array.from({ length: 10 }, (_, i) =>
      new TestClient(i % 2 ? a.baseUrl : b.baseUrl).patch<{ user: User }>(
        '/api/me/settings',
        { isPremium: true },
        { cookie: onA.cookieHeader },
      ),
    );
    const results = await Promise.all(toggles);
    expect(results.every((r) => r.status === 200)).toBe(true);
    const final = await onB.get<User>('/api/me', { cookie: onA.cookieHeader });
    expect(final.body.xp).toBe(220);
  });
});

describe.skipIf(!baseUrl)('two processes on one PostgreSQL under concurrent awards', () => {
  const servers: SpawnedServer[] = [];
  let database: Awaited<ReturnType<typeof scratchDatabase>>;

  beforeAll(async () => {
    database = await scratchDatabase();
    servers.push(await spawnServer({ DATABASE_URL: database.url }, await freePort()));
    servers.push(await spawnServer({ DATABASE_URL: database.url }, await freePort()));
  }, bootTimeout(2));

  afterAll(async () => {
    for (const s of servers) s.process.kill('SIGTERM');
    await Promise.all(servers.map((s) => s.exited));
    await database.drop();
  });

  it('pays exactly once per resource when completions alternate between the processes in parallel', async () => {
    const [a, b] = servers;
    if (!a || !b) throw new Error('servers did not start');
    const owner = new TestClient(a.baseUrl);
    const goal = (
      await owner.request<{ goal: { skills: Array<{ resources: Array<{ id: string }> }> } }>(
        'PUT',
        '/api/me/goal',
        { careerId: 15 },
      )
    ).body.goal;
    const before = (await owner.get<User>('/api/me')).body.xp;
    const ids = goal.skills
      .flatMap((s) => s.resources)
      .map((r) => r.id)
      .slice(0, 40);
    // every resource twice, once on each process, all at once
    const results = await Promise.all(
      [...ids, ...ids].map((id, i) =>
        new TestClient(i % 2 ? a.baseUrl : b.baseUrl).request(
          'PUT',
          `/api/me/resources/${id}/completion`,
          { completed: true },
          { cookie: owner.cookieHeader },
        ),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const after = (await new TestClient(b.baseUrl).get<User>('/api/me', { cookie: owner.cookieHeader })).body
      .xp;
    expect(after - before).toBe(ids.length * 10 + 0);
  });
});
