/**
 * The server's resident memory (docs/decisions.md S48): at a first start on a fresh embedded database,
 * at a start on an existing one, and while new guests arrive (one cookie-less request each: a guest,
 * a session, a ledger row). Memory is a size, not a time: these figures are steady on a loaded machine.
 * Run alone: `node bench/memory.ts [guests]`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, spawnServer } from '../src/server/test/spawn-server.ts';
import { type Row, rssMb, type Section, saveSection } from './lib.ts';

const settle = () => new Promise((r) => setTimeout(r, 3000));

export async function runMemoryBench(guests = 6000): Promise<Section> {
  const dataDir = mkdtempSync(join(tmpdir(), 'waymark-bench-memory-'));
  const rows: Row[] = [];
  try {
    const env = { DATA_DIR: dataDir, GUESTS_PER_MINUTE: '10000', LOG_LEVEL: 'warn' };
    const first = await spawnServer(env, await freePort());
    await settle();
    const fresh = rssMb(first.process.pid ?? 0);
    rows.push({
      name: 'First start, fresh embedded database (after 3 s)',
      value: `${fresh} MB`,
      target: '< 600 MB',
      ok: fresh < 600,
    });
    first.process.kill('SIGTERM');
    await first.exited;

    const server = await spawnServer(env, await freePort());
    await settle();
    const start = rssMb(server.process.pid ?? 0);
    rows.push({ name: 'Start on an existing embedded database (after 3 s)', value: `${start} MB` });
    let made = 0;
    const steps: number[] = [];
    for (let quarter = 1; quarter <= 4; quarter++) {
      const target = (guests * quarter) / 4;
      await Promise.all(
        Array.from({ length: 20 }, async () => {
          while (made < target) {
            made++;
            await (await fetch(`${server.baseUrl}/api/me`)).arrayBuffer();
          }
        }),
      );
      steps.push(rssMb(server.process.pid ?? 0));
    }
    const peak = Math.max(...steps);
    rows.push({
      name: `After ${guests} new guests, by quarter`,
      value: steps.map((mb) => `${mb} MB`).join(', '),
      target: '< 600 MB',
      ok: peak < 600,
    });
    rows.push({
      name: `Growth from the first to the last quarter (${(guests * 3) / 4} guests)`,
      value: `${(steps.at(-1) ?? 0) - (steps[0] ?? 0)} MB`,
    });
    server.process.kill('SIGTERM');
    await server.exited;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return {
    title: 'Memory (resident set of the server process)',
    command: 'node bench/memory.ts',
    rows,
    notes: [
      'PGlite is PostgreSQL in WebAssembly: its memory grows to what initdb needed and never shrinks, so a fresh database is reopened after it is created.',
      'The embedded database grows with its rows (a guest, a session and a ledger row each) and PGlite keeps the memory it once used; on PostgreSQL that memory is the database server’s, not Waymark’s.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  saveSection('memory', await runMemoryBench(Number(process.argv[2] ?? 6000)));
