import { mkdirSync, writeFileSync } from 'node:fs';
import { openPglite } from '../db/client.ts';
import { PGLITE_TEMPLATE, TEST_DATA_DIR } from './paths.ts';

/**
 * One initdb per test run (about 3 s and 800 MB): a migrated PGlite is dumped once, and every
 * test file starts its own database from that dump (ARCHITECTURE: Known costs of the embedded database).
 */
export default async function setup() {
  mkdirSync(TEST_DATA_DIR, { recursive: true });
  const handle = await openPglite();
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  writeFileSync(PGLITE_TEMPLATE, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
}
