/**
 * Benchmark 1 and 2: the API against its two ceilings, a progress write through the award
 * path, and the server's memory; on PostgreSQL (DATABASE_URL, default the local server) against
 * pgbench -S and TPC-B run in the same process. Run alone: `node bench/api.ts`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openPglite } from '../src/server/db/client.ts';
import { spawnServer } from '../src/server/test/spawn-server.ts';
import { createUsersRepository } from '../src/server/users/users.repository.ts';
import {
  benchPort,
  cannon,
  POSTGRES_URL,
  percentile,
  pgbenchBaselines,
  type Row,
  reachable,
  rssMb,
  saveSection,
  scratchDatabase,
  startChild,
} from './lib.ts';

async function pkSelectRate(handle: DatabaseHandle, seconds = 5) {
  // the storage ceiling: the same primary-key read GET /api/me makes, through its repository
  const usersRepo = createUsersRepository(handle.db);
  const { id } = await usersRepo.createDemoUser();
  const end = Date.now() + 1000; // warm-up
  while (Date.now() < end) await usersRepo.findById(id);
  const latencies: number[] = [];
  const stop = performance.now() + seconds * 1000;
  // 10 concurrent callers, like 10 connections
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (performance.now() < stop) {
        const t = performance.now();
        await usersRepo.findById(id);
        latencies.push(performance.now() - t);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
  };
}

export async function session(baseUrl: string) {
  const me = await fetch(`${baseUrl}/api/me`);
  const cookie = (me.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const goal = await fetch(`${baseUrl}/api/me/goal`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ careerId: 12 }),
  }).then((r) => r.json() as Promise<{ goal: { skills: Array<{ resources: Array<{ id: string }> }> } }>);
  return { cookie, resources: goal.goal.skills.flatMap((s) => s.resources).map((r) => r.id) };
}

/**
 * Complete and reset resources through the award path. Each connection is its own user (as 10
 * phones would be; TPC-B's 10 clients also update different rows): one user's awards take turns on
 * its row lock by design, so one cookie on 10 connections would measure that queue, not the database.
 */
export async function measureWrites(
  baseUrls: string[],
  users: Array<{ cookie: string; resources: string[] }>,
  options: { connectionsPerProcess?: number; seconds?: number } = {},
) {
  const requestsFor = () => {
    // each process hands its connections the users in turn
    let next = 0;
    return (users[0]?.resources ?? []).slice(0, 20).flatMap((id) =>
      [true, false].map((completed) => ({
        method: 'PUT' as const,
        path: `/api/me/resources/${id}/completion`,
        body: JSON.stringify({ completed }),
        setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
          context.cookie ??= users[next++ % users.length]?.cookie;
          return { ...req, headers: { ...(req.headers as object), cookie: context.cookie } };
        },
      })),
    );
  };
  const results = await Promise.all(
    baseUrls.map((url) =>
      cannon({
        url,
        connections: options.connectionsPerProcess ?? Math.ceil(users.length / baseUrls.length),
        headers: { 'content-type': 'application/json' },
        requests: requestsFor() as never,
        ...(options.seconds ? { duration: options.seconds } : {}),
      }),
    ),
  );
  return combine(results);
}

/** Several autocannon runs at once, as one: rates add up, the worst percentile is kept. */
export function combine(results: Array<Awaited<ReturnType<typeof cannon>>>) {
  return {
    rps: results.reduce((n, r) => n + r.rps, 0),
    p50: Math.max(...results.map((r) => r.p50)),
    p99: Math.max(...results.map((r) => r.p99)),
    errors: results.reduce((n, r) => n + r.errors, 0),
  };
}

async function measureApp(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const server = await spawnServer({ ...env, LOG_LEVEL: 'warn' }, await benchPort());
  const pid = server.process.pid ?? 0;
  const rssStart = rssMb(pid);
  const reader = await session(server.baseUrl);
  const me = await cannon({
    url: `${server.baseUrl}/api/me`,
    connections: 10,
    headers: { cookie: reader.cookie },
  });
  const writers = await Promise.all(Array.from({ length: 10 }, () => session(server.baseUrl)));
  const write = await measureWrites([server.baseUrl], writers);
  const rssAfter = rssMb(pid);
  server.process.kill('SIGTERM');
  await server.exited;
  return { kind, me, write, rssStart, rssAfter };
}

export async function runApiBench() {
  const rows: Row[] = [];
  const notes: string[] = [];
  const barePort = await benchPort();
  const bare = await startChild(['bench/bare-server.ts'], { PORT: String(barePort) }, /listening/);
  const ceilingHttp = await cannon({ url: `http://127.0.0.1:${barePort}/constant`, connections: 10 });
  bare.kill('SIGTERM');

  const dir = mkdtempSync(join(tmpdir(), 'waymark-bench-db-'));
  const db = await openPglite({ dataDir: dir });
  const ceilingDb = await pkSelectRate(db);
  await db.close();
  rmSync(dir, { recursive: true, force: true });

  const appDir = mkdtempSync(join(tmpdir(), 'waymark-bench-app-'));
  const pglite = await measureApp('pglite', { DATA_DIR: appDir });
  rmSync(appDir, { recursive: true, force: true });

  const ratio = pglite.me.rps / Math.min(ceilingHttp.rps, ceilingDb.rps);
  rows.push(
    {
      name: '(a) bare Fastify route (HTTP ceiling)',
      value: `${ceilingHttp.rps} req/s, p50 ${ceilingHttp.p50} ms, p99 ${ceilingHttp.p99} ms`,
    },
    {
      name: '(b) PGlite primary-key select (storage ceiling, 10 callers)',
      value: `${ceilingDb.rps} q/s, p50 ${ceilingDb.p50.toFixed(2)} ms, p99 ${ceilingDb.p99.toFixed(2)} ms`,
    },
    {
      name: '(c) GET /api/me with a session, PGlite',
      value: `${pglite.me.rps} req/s, p50 ${pglite.me.p50} ms, p99 ${pglite.me.p99} ms, ${pglite.me.errors} errors`,
    },
    { name: 'ratio c / min(a, b)', value: ratio.toFixed(2), target: '≥ 0.7', ok: ratio >= 0.7 },
    {
      name: 'progress write (complete/reset resource), 10 connections, 10 users, PGlite',
      value: `${pglite.write.rps} req/s, p99 ${pglite.write.p99} ms, ${pglite.write.errors} errors`,
      target: '≥ 500/s',
      ok: pglite.write.rps >= 500 && pglite.write.errors === 0,
    },
    {
      name: 'resident memory after start, PGlite',
      value: `${pglite.rssStart} MB`,
      target: '< 400 MB',
      ok: pglite.rssStart < 400,
    },
    {
      name: 'resident memory after the load, PGlite',
      value: `${pglite.rssAfter} MB`,
      target: '< 600 MB',
      ok: pglite.rssAfter < 600,
    },
  );

  const url = POSTGRES_URL;
  if (await reachable(url)) {
    // the database's own ceilings, in the same run (issue 18)
    // the baselines bracket the app's run (before and after, the mean used): the machine is shared,
    // and a baseline measured in a quieter moment than the app would skew the ratio either way
    const before = await pgbenchBaselines(url);
    const appDb = await scratchDatabase(url, 'waymark_bench_app');
    const pg = await measureApp('postgres', { DATABASE_URL: appDb.url });
    await appDb.drop();
    const after = await pgbenchBaselines(url);
    const mean = (x: number, y: number) => Math.round((x + y) / 2);
    const selectOnly = {
      tps: mean(before.selectOnly.tps, after.selectOnly.tps),
      latencyMs: (before.selectOnly.latencyMs + after.selectOnly.latencyMs) / 2,
    };
    const tpcb = {
      tps: mean(before.tpcb.tps, after.tpcb.tps),
      latencyMs: (before.tpcb.latencyMs + after.tpcb.latencyMs) / 2,
    };
    const readRatio = pg.me.rps / selectOnly.tps;
    const writeRatio = pg.write.rps / tpcb.tps;
    rows.push(
      {
        name: '(d) pgbench -S (select-only, 10 clients, scale 10), PostgreSQL',
        value: `${selectOnly.tps} tps (before the app ${before.selectOnly.tps}, after ${after.selectOnly.tps}), latency ${selectOnly.latencyMs.toFixed(2)} ms`,
      },
      {
        name: '(e) pgbench TPC-B (default script, 10 clients, scale 10), PostgreSQL',
        value: `${tpcb.tps} tps (before the app ${before.tpcb.tps}, after ${after.tpcb.tps}), latency ${tpcb.latencyMs.toFixed(2)} ms`,
      },
      {
        name: '(f) GET /api/me with a session, 10 connections, PostgreSQL',
        value: `${pg.me.rps} req/s, p50 ${pg.me.p50} ms, p99 ${pg.me.p99} ms, ${pg.me.errors} errors`,
      },
      {
        name: 'read ratio f / d (pgbench -S beside it)',
        value: `${readRatio.toFixed(3)} (${pg.me.rps} / ${selectOnly.tps})`,
        target: '≥ 0.15',
        ok: readRatio >= 0.15 && pg.me.errors === 0,
      },
      {
        name: '(g) progress write (complete/reset resource), 10 connections, 10 users, PostgreSQL',
        value: `${pg.write.rps} req/s, p50 ${pg.write.p50} ms, p99 ${pg.write.p99} ms, ${pg.write.errors} errors`,
        target: 'p99 < 50 ms',
        ok: pg.write.p99 < 50 && pg.write.errors === 0,
      },
      {
        name: 'write ratio g / e (pgbench TPC-B beside it)',
        value: `${writeRatio.toFixed(3)} (${pg.write.rps} / ${tpcb.tps})`,
        target: '≥ 0.4',
        ok: writeRatio >= 0.4,
      },
    );
  } else {
    notes.push(
      `PostgreSQL figures: no server answered at ${new URL(url).host}; set DATABASE_URL to include them.`,
    );
  }
  return { title: 'API against its ceilings, writes and memory', command: 'node bench/api.ts', rows, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('api', await runApiBench());
