import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers' databases (and their transactions) share this type: repositories take it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  close(): Promise<void>;
}

/** The rows of a raw `execute`: node-postgres answers a result object, PGlite its rows (or the same). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

const dialect = new PgDialect();
/** One Drizzle database per pooled connection, made once: a transaction runs its work through it. */
const onConnection = new WeakMap<pg.PoolClient, Database>();

/** A Drizzle database on one pooled connection inside an open transaction: a nested one is a savepoint. */
function connectionDatabase(client: pg.PoolClient): Database {
  const db = drizzleNodePg(client, { schema }) as unknown as Database;
  const nested: Database['transaction'] = async (inner) => {
    await client.query('savepoint waymark_nested');
    try {
      const result = await inner(db as never);
      await client.query('release savepoint waymark_nested');
      return result;
    } catch (error) {
      await client.query('rollback to savepoint waymark_nested');
      throw error;
    }
  };
  return Object.assign(db, { transaction: nested });
}

/**
 * Runs `work` in a transaction whose first statement is `first`, and hands it that statement's rows.
 * On PostgreSQL, BEGIN and the first statement go in one round trip (the simple protocol, the
 * statement's parameters inlined by Drizzle's escaping; docs/decisions.md S43); on PGlite, one
 * process with no network, it is an ordinary transaction.
 */
export async function transactionStartingWith<T>(
  db: Database,
  first: SQL,
  work: (tx: Database, rows: Record<string, unknown>[]) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    return db.transaction(async (tx) => work(tx, rowsOf(await tx.execute(first))));
  }
  const client = await pool.connect();
  let broken: Error | undefined;
  let open = false;
  try {
    open = true;
    const text = dialect.sqlToQuery(first.inlineParams()).sql;
    const results = (await client.query(`begin; ${text}`)) as unknown as pg.QueryResult[];
    let tx = onConnection.get(client);
    if (!tx) {
      tx = connectionDatabase(client);
      onConnection.set(client, tx);
    }
    const result = await work(tx, results[1]?.rows ?? []);
    await client.query('commit');
    open = false;
    return result;
  } catch (error) {
    if (open)
      await client.query('rollback').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is in an unknown state: the pool drops it
      });
    throw error;
  } finally {
    client.release(broken);
  }
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** A random number that names Waymark's migration lock among PostgreSQL advisory locks. */
const MIGRATION_LOCK_ID = 72_140_311;

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is already in use by process ${pid}. ` +
        'PGlite is a one-process database: stop that process, point DATA_DIR elsewhere, ' +
        'or set DATABASE_URL to run several processes on PostgreSQL.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory's lock file, or refuses when a live process holds it
 * (two processes on one PGlite directory corrupt its WAL). A lock left by a killed process is taken over.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = join(dataDir, 'waymark.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // already gone: nothing to release
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isProcessAlive(holder)) {
        throw new DataDirLockedError(dataDir, holder);
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`Could not take the lock ${lockPath}`);
}

export interface OpenPgliteOptions {
  /** A directory on disk; omit for an in-memory database (tests). */
  dataDir?: string;
  /** A dump made by dumpDataDir, to start from (tests start from a migrated template). */
  loadDataDir?: Blob;
  migrate?: boolean;
}

export async function openPglite(options: OpenPgliteOptions = {}): Promise<DatabaseHandle> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    mkdirSync(dataDir, { recursive: true });
    release = lockDataDir(dataDir);
  }
  try {
    const client = await PGlite.create({
      // a 32 MB buffer pool instead of PostgreSQL's 128 MB: WebAssembly memory never shrinks, and
      // Waymark's working set is far smaller (docs/decisions.md S43)
      startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
      ...(dataDir ? { dataDir: join(dataDir, 'pglite') } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    const db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export async function openPostgres(url: string, options: { migrate?: boolean; max?: number } = {}) {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  pool.on('error', () => {
    // an idle client lost its connection; the pool replaces it on the next query
  });
  if (options.migrate !== false) {
    // Several processes may start at once: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      client.release();
    }
  }
  const handle: DatabaseHandle = {
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    close: () => pool.end(),
  };
  return handle;
}

export function openDatabase(config: { DATABASE_URL?: string | undefined; DATA_DIR: string }) {
  return config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.DATA_DIR });
}
