import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import autocannon from 'autocannon';

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
  writeFileSync(new URL(`./results/${name}.json`, import.meta.url), JSON.stringify(section, null, 2));
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
    env: { ...process.env, ...env },
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
