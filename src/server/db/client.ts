import { closeSync, existsSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
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
import { DatabaseStartError, fileSystemCause } from './availability.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** Both drivers' databases (and their transactions) share this type: repositories take it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** True when the database answers a trivial statement within `timeoutMs` (for /api/health). */
  ping(timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

/** Runs `query`, answering false when it fails or takes longer than `timeoutMs`. */
async function answersWithin(query: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      query().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
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

/** Names the data directory and the cause when the embedded database cannot start there. */
function startError(dataDir: string | undefined, error: unknown): unknown {
  if (error instanceof DataDirLockedError || !dataDir) return error;
  const cause = fileSystemCause(error);
  if (!cause) return error;
  return new DatabaseStartError(
    `The embedded database cannot use ${dataDir}: ${cause}. Free space or fix the folder's permissions, ` +
      'or point DATA_DIR at a writable folder.',
    { cause: error },
  );
}

export async function openPglite(options: OpenPgliteOptions = {}): Promise<DatabaseHandle> {
  let release = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = resolve(options.dataDir);
    try {
      mkdirSync(dataDir, { recursive: true });
      release = lockDataDir(dataDir);
    } catch (error) {
      throw startError(dataDir, error);
    }
  }
  try {
    const create = () =>
      PGlite.create({
        // a 32 MB buffer pool instead of PostgreSQL's 128 MB: WebAssembly memory never shrinks, and
        // Waymark's working set is far smaller (docs/decisions.md S43)
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'],
        ...(dataDir ? { dataDir: join(dataDir, 'pglite') } : {}),
        ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      });
    const fresh = dataDir !== undefined && !existsSync(join(dataDir, 'pglite', 'PG_VERSION'));
    let client = await create();
    let db = drizzlePglite(client, { schema });
    if (options.migrate !== false) await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    if (fresh) {
      // creating the cluster (initdb) grew the WebAssembly memory to several hundred MB, and it never
      // shrinks: reopen, so the server runs in a memory sized by its real work (docs/decisions.md S48)
      await client.close();
      client = await create();
      db = drizzlePglite(client, { schema });
    }
    return {
      db: db as unknown as Database,
      kind: 'pglite',
      ping: (timeoutMs) => answersWithin(() => client.query('select 1'), timeoutMs),
      async close() {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw startError(dataDir, error);
  }
}

export interface PostgresOptions {
  migrate?: boolean;
  /** Connections kept at most (DB_POOL_MAX). */
  max?: number;
  /** The longest wait for a connection, from the pool or a new one (DB_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs?: number;
  /** The longest a statement runs or waits for a lock before PostgreSQL cancels it (DB_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
  /** Where a connection that fails while checked out is reported. */
  onConnectionError?: (error: Error) => void;
}

/** The server a URL names, for messages (never its password). */
function serverOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '5432'}`;
  } catch {
    return 'the server in DATABASE_URL';
  }
}

/**
 * A pool whose every wait is bounded (docs/decisions.md S48): acquiring or opening a connection,
 * a statement, a lock wait, an idle transaction, and (for a server that stopped answering) the
 * reply itself. Every connection has an error listener from the start, so a connection that drops
 * while checked out (a transaction, a restart, pg_terminate_backend) fails its request instead of
 * crashing the process.
 */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const connectTimeoutMs = options.connectTimeoutMs ?? 5000;
  const statementTimeoutMs = options.statementTimeoutMs ?? 5000;
  const onConnectionError = options.onConnectionError ?? (() => {});
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    lock_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs * 2,
    // a server that accepts and then never answers: the client gives up a little after the server would
    query_timeout: statementTimeoutMs + connectTimeoutMs,
    keepAlive: true,
    application_name: 'waymark',
  });
  pool.on('error', onConnectionError); // an idle connection dropped: the pool replaces it
  pool.on('connect', (client) => {
    client.on('error', onConnectionError); // a checked-out connection dropped: its query fails
  });
  if (options.migrate !== false) {
    // Several processes may start at once: one migrates while the others wait on the lock.
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      await pool.end().catch(() => {});
      const reason = error instanceof Error ? error.message : String(error);
      throw new DatabaseStartError(
        `Could not connect to PostgreSQL at ${serverOf(url)} within ${connectTimeoutMs} ms (${reason}). ` +
          'Check DATABASE_URL and that the server is up, or raise DB_CONNECT_TIMEOUT_MS.',
        { cause: error },
      );
    }
    try {
      // migrations may take their time: no statement timeout for them
      await client.query('set statement_timeout = 0; set lock_timeout = 0');
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
      // the session settings changed: this connection is not handed out again
      client.release(true);
    }
  }
  const handle: DatabaseHandle = {
    db: drizzleNodePg(pool, { schema }) as unknown as Database,
    kind: 'postgres',
    ping: (timeoutMs) => answersWithin(() => pool.query('select 1'), timeoutMs),
    close: () => pool.end(),
  };
  return handle;
}

export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
  DB_POOL_MAX?: number;
  DB_CONNECT_TIMEOUT_MS?: number;
  DB_STATEMENT_TIMEOUT_MS?: number;
}

export function openDatabase(config: DatabaseSettings, onConnectionError?: (error: Error) => void) {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, {
        ...(config.DB_POOL_MAX ? { max: config.DB_POOL_MAX } : {}),
        ...(config.DB_CONNECT_TIMEOUT_MS ? { connectTimeoutMs: config.DB_CONNECT_TIMEOUT_MS } : {}),
        ...(config.DB_STATEMENT_TIMEOUT_MS ? { statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS } : {}),
        ...(onConnectionError ? { onConnectionError } : {}),
      })
    : openPglite({ dataDir: config.DATA_DIR });
}
