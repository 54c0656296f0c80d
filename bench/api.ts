/**
 * Benchmark 1 and 2: the API against its two ceilings, a progress write through the award
 * path, and the server's memory. Run alone: `node bench/api.ts` (PostgreSQL too when DATABASE_URL is set).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DatabaseHandle, openPglite, openPostgres } from '../src/server/db/client.ts';
import { freePort, spawnServer } from '../src/server/test/spawn-server.ts';
import { createUsersRepository } from '../src/server/users/users.repository.ts';
import { cannon, percentile, type Row, rssMb, saveSection, startChild } from './lib.ts';

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

async function session(baseUrl: string) {
  const me = await fetch(`${baseUrl}/api/me`);
  const cookie = (me.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const goal = await fetch(`${baseUrl}/api/me/goal`, {
    method: 'PUT',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ careerId: 12 }),
  }).then((r) => r.json() as Promise<{ goal: { skills: Array<{ resources: Array<{ id: string }> }> } }>);
  return { cookie, resources: goal.goal.skills.flatMap((s) => s.resources).map((r) => r.id) };
}

async function measureApp(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const server = await spawnServer({ ...env, LOG_LEVEL: 'warn' }, await freePort());
  const pid = server.process.pid ?? 0;
  const rssStart = rssMb(pid);
  const { cookie, resources } = await session(server.baseUrl);
  const me = await cannon({ url: `${server.baseUrl}/api/me`, connections: 10, headers: { cookie } });
  // complete and reset resources through the award path, 10 connections
  const requests = resources.slice(0, 20).flatMap((id) => [
    { method: 'PUT' as const, path: `/api/me/resources/${id}/completion`, body: '{"completed":true}' },
    { method: 'PUT' as const, path: `/api/me/resources/${id}/completion`, body: '{"completed":false}' },
  ]);
  const write = await cannon({
    url: server.baseUrl,
    connections: 10,
    headers: { cookie, 'content-type': 'application/json' },
    requests,
  });
  const rssAfter = rssMb(pid);
  server.process.kill('SIGTERM');
  await server.exited;
  return { kind, me, write, rssStart, rssAfter };
}

export async function runApiBench() {
  const rows: Row[] = [];
  const notes: string[] = [];
  const barePort = await freePort();
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
      name: 'progress write (complete/reset resource), 10 connections, PGlite',
      value: `${pglite.write.rps} req/s, p99 ${pglite.write.p99} ms, ${pglite.write.errors} errors`,
      target: '500/s, p99 < 50 ms',
      ok: pglite.write.rps >= 500 && pglite.write.p99 < 50,
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

  const url = process.env.DATABASE_URL;
  if (url) {
    const pgHandle = await openPostgres(url);
    const pgCeiling = await pkSelectRate(pgHandle);
    await pgHandle.close();
    const pg = await measureApp('postgres', { DATABASE_URL: url });
    const pgRatio = pg.me.rps / Math.min(ceilingHttp.rps, pgCeiling.rps);
    rows.push(
      {
        name: '(b) PostgreSQL primary-key select (pg pool, 10 callers)',
        value: `${pgCeiling.rps} q/s, p99 ${pgCeiling.p99.toFixed(2)} ms`,
      },
      {
        name: '(c) GET /api/me with a session, PostgreSQL',
        value: `${pg.me.rps} req/s, p50 ${pg.me.p50} ms, p99 ${pg.me.p99} ms`,
      },
      {
        name: 'ratio c / min(a, b), PostgreSQL',
        value: pgRatio.toFixed(2),
        target: '≥ 0.7',
        ok: pgRatio >= 0.7,
      },
      {
        name: 'progress write, 10 connections, PostgreSQL',
        value: `${pg.write.rps} req/s, p99 ${pg.write.p99} ms, ${pg.write.errors} errors`,
        target: '1,500/s, p99 < 50 ms',
        ok: pg.write.rps >= 1500 && pg.write.p99 < 50,
      },
    );
  } else {
    notes.push('PostgreSQL figures: set DATABASE_URL to include them.');
  }
  return { title: 'API against its ceilings, writes and memory', command: 'node bench/api.ts', rows, notes };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('api', await runApiBench());
