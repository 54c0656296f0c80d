import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';
import { HARNESS_LIMITS } from '../src/server/test/harness-limits.ts';

export interface Row {
  name: string;
  value: string;
  target?: string;
  ok?: boolean;
}

export interface Section {
  title: string;
  command: string;
  rows: Row[];
  notes?: string[];
}

export async function cannon(options: autocannon.Options) {
  // warm-up, then the measured run; no pipelining (-p 1), loopback only
  await autocannon({ ...options, duration: 2, pipelining: 1 });
  const result = await autocannon({ duration: 8, pipelining: 1, ...options });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Resident memory of a process in MB, from /proc. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

export function machine(): string {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), ${Math.round(totalmem() / 1024 ** 3)} GiB, Node ${process.version}`;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export function saveSection(name: string, section: Section) {
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), `${JSON.stringify(section, null, 2)}\n`);
  console.log(`\n## ${section.title}`);
  for (const row of section.rows)
    console.log(
      `${row.ok === false ? '✗' : row.ok ? '✓' : ' '} ${row.name}: ${row.value}${row.target ? ` (target ${row.target})` : ''}`,
    );
  for (const note of section.notes ?? []) console.log(`  ${note}`);
}

/** Starts a script with Node in a child process and resolves once `ready` prints on stdout. */
export function startChild(args: string[], env: Record<string, string>, ready: RegExp) {
  const child = spawn(process.execPath, args, {
    // every bench client is on loopback: the test harness's limits, not the production ones
    env: { ...HARNESS_LIMITS, ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<typeof child>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      if (ready.test(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${out}`)));
  });
}

/** BENCH_PORT: the first of ten ports to use instead (a helper running beside others has its own range). */
const FIRST_PORT = Number(process.env.BENCH_PORT) || 3700;
const LAST_PORT = process.env.BENCH_PORT ? FIRST_PORT + 9 : 3749;
let nextPort = FIRST_PORT;
/** A free port in 3700-3749 (or the ten from BENCH_PORT), the range benchmarks use on this machine (e2e tests use 3199-3201). */
export async function benchPort(): Promise<number> {
  const { createServer } = await import('node:net');
  for (let tries = 0; tries < 50; tries++) {
    const port = nextPort;
    nextPort = nextPort === LAST_PORT ? FIRST_PORT : nextPort + 1;
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${FIRST_PORT}-${LAST_PORT}`);
}

/** The PostgreSQL server to measure on: DATABASE_URL, or the local default. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether a PostgreSQL server answers at `url`. */
export async function reachable(url: string): Promise<boolean> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A scratch database on the server at `url`, created now and dropped by `drop`. */
export async function scratchDatabase(url: string, prefix: string) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${process.pid}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return {
    url: scratch.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} exited ${code}: ${out}`)),
    );
  });
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/**
 * PostgreSQL's own ceilings, measured with its pgbench on a scratch database (scale 10) on the same
 * server: select-only (`-S`) and the default TPC-B-like script, 10 clients each.
 */
export async function pgbenchBaselines(
  url: string,
  seconds = 8,
): Promise<{ selectOnly: PgbenchResult; tpcb: PgbenchResult }> {
  const pgbench = process.env.PGBENCH ?? '/usr/bin/pgbench';
  const scratch = await scratchDatabase(url, 'waymark_pgbench');
  try {
    await run(pgbench, ['-i', '-s', '10', '-q', scratch.url]);
    const measure = async (extra: string[]) => {
      const out = await run(pgbench, [...extra, '-c', '10', '-j', '2', '-T', String(seconds), scratch.url]);
      const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
      const latencyMs = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? Number.NaN);
      if (!Number.isFinite(tps)) throw new Error(`pgbench printed no tps: ${out}`);
      return { tps: Math.round(tps), latencyMs };
    };
    const selectOnly = await measure(['-S']);
    const tpcb = await measure([]);
    return { selectOnly, tpcb };
  } finally {
    await scratch.drop();
  }
}
