import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { type DatabaseHandle, openPglite, openPostgres } from '../db/client.ts';
import { PGLITE_TEMPLATE } from './paths.ts';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<DatabaseHandle>;
}

/** A fresh in-memory PGlite, loaded from the run's migrated template. */
export async function openTestPglite(): Promise<DatabaseHandle> {
  const dump = new Blob([readFileSync(PGLITE_TEMPLATE)]);
  return openPglite({ loadDataDir: dump, migrate: true });
}

/** A fresh, migrated PostgreSQL database on TEST_DATABASE_URL's server, dropped on close. */
export async function openTestPostgres(baseUrl: string): Promise<DatabaseHandle> {
  const scratch = await scratchPostgres(baseUrl, `waymark_test_${process.pid}`);
  const handle = await openPostgres(scratch.url, { max: 20 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (same suite on both). */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openTestPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openTestPostgres(url) });
  return list;
}

/** A fresh, empty database on TEST_DATABASE_URL's server, for servers started as child processes. */
export async function scratchPostgres(
  baseUrl: string,
  prefix = 'waymark_scratch',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
