import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { HARNESS_LIMITS } from './harness-limits.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export interface SpawnedServer {
  process: ChildProcess;
  baseUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

/**
 * How long a server may take to boot and migrate: a loaded machine (two CPUs shared by the test
 * workers and the servers they spawn) can take a minute. A hook that spawns servers waits this long
 * for each (`bootTimeout`), not the default hook timeout.
 */
export const SERVER_BOOT_MS = 120_000;
/** The timeout of a hook or test that boots `servers` servers one after another, with a margin. */
export const bootTimeout = (servers: number) => servers * SERVER_BOOT_MS + 60_000;

/** Runs the real entry point (`npm start`) as a child process and waits until it answers /api/health. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<SpawnedServer> {
  let output = '';
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      AI_API_KEY: '',
      ...HARNESS_LIMITS,
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_BOOT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) return { process: child, baseUrl, output: () => output, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { process: child, baseUrl, output: () => output, exited };
}

/**
 * A spawned server that must be up: throws with its exit code and output when it is not (a server
 * that died at start, or never answered), so a failure says why instead of "fetch failed".
 */
export async function spawnRunningServer(env: Record<string, string>, port: number): Promise<SpawnedServer> {
  const server = await spawnServer(env, port);
  const up = await fetch(`${server.baseUrl}/api/health`).then(
    (res) => res.ok,
    () => false,
  );
  if (!up)
    throw new Error(
      `the server on port ${port} is not up (exit code ${server.process.exitCode ?? 'none: still running'})\n${server.output()}`,
    );
  return server;
}

/** A free port picked from the ephemeral range by the OS. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
