/**
 * A PostgreSQL cluster of the test's own (its own data directory and port, removed afterwards) for
 * fault tests that stop, restart, pause and terminate the database: never the machine's shared
 * server. Needs the PostgreSQL server binaries (Debian's postgresql package); as root, the cluster
 * runs as the `postgres` user, as PostgreSQL requires.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ThrowawayPostgres {
  url: string;
  port: number;
  start(): void;
  /** An immediate stop: every connection is cut, as in a crash or a failover. */
  stopImmediately(): void;
  /** Stops every server process without ending it (SIGSTOP): a database that accepts nothing and answers nothing. */
  pause(): void;
  resume(): void;
  destroy(): void;
}

/** The folder of the server binaries (initdb, pg_ctl, postgres), or null when they are not installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

export function startThrowawayPostgres(port: number): ThrowawayPostgres {
  const bin = postgresBinDir();
  if (!bin)
    throw new Error('The fault tests need the PostgreSQL server binaries: apt-get install postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'waymark-faults-pg-'));
  const data = join(dir, 'data');
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : join(bin, tool);
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
    const result = spawnSync(command, full, { encoding: 'utf8', timeout: 60_000 });
    if (result.status !== 0)
      throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout || result.error}`);
  };
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40`;
  const pids = (): number[] => {
    const file = join(data, 'postmaster.pid');
    if (!existsSync(file)) return [];
    const main = Number(readFileSync(file, 'utf8').split('\n')[0]);
    const children = spawnSync('pgrep', ['-P', String(main)], { encoding: 'utf8' })
      .stdout.split('\n')
      .filter(Boolean)
      .map(Number);
    return [main, ...children];
  };
  const cluster: ThrowawayPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']),
    stopImmediately: () => run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']),
    pause: () => {
      for (const pid of pids()) process.kill(pid, 'SIGSTOP');
    },
    resume: () => {
      for (const pid of pids()) process.kill(pid, 'SIGCONT');
    },
    destroy: () => {
      cluster.resume();
      spawnSync(asRoot ? 'runuser' : join(bin, 'pg_ctl'), [
        ...(asRoot ? ['-u', 'postgres', '--', join(bin, 'pg_ctl')] : []),
        '-D',
        data,
        '-m',
        'immediate',
        'stop',
      ]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}
