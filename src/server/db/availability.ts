/**
 * Which failures mean "the database cannot serve right now" rather than a bug: the connection
 * dropped, the server is restarting or refusing connections, a statement or lock wait ran out of
 * time, the embedded database was closed. The error handler answers them 503 with Retry-After
 * (docs/decisions.md S48); every other database error stays a logged 500.
 */

/** PostgreSQL error classes and codes that say the server, not the statement, is the problem. */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown (pg_terminate_backend, a fast or immediate stop)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, shutting down, in recovery)
  '53300', // too_many_connections
  '53100', // disk_full
  '53200', // out_of_memory
  '25P03', // idle_in_transaction_session_timeout
]);
/** The statement waited too long for a lock or for itself (statement_timeout, lock_timeout). */
const BUSY_CODES = new Set(['57014', '55P03']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'connection timeout',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'PGlite is closed',
];

type Unavailability = 'busy' | 'down';

/** 'busy' for a timeout, 'down' for a lost or refused database, null for any other error. */
export function databaseUnavailability(error: unknown): Unavailability | null {
  const seen = new Set<unknown>();
  let current: unknown = error;
  // drivers and Drizzle wrap the cause: walk the chain
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (BUSY_CODES.has(code)) return 'busy';
      if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || NETWORK_CODES.has(code)) return 'down';
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.some((m) => message.includes(m))) return 'down';
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Emscripten's errno numbers (PGlite's file system) for the causes a first start can hit. */
const WASM_ERRNO: Record<number, string> = {
  2: 'EACCES',
  44: 'ENOENT',
  51: 'ENOSPC',
  63: 'EPERM',
  69: 'EROFS',
};
const CAUSES: Record<string, string> = {
  ENOSPC: 'the disk is full',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  ENOENT: 'a folder on the way does not exist or cannot be created',
  ENOTDIR: 'a part of the path is a file, not a folder',
};

/** A start-up failure named by its path and its cause, instead of `ErrnoError errno: 51`. */
export class DatabaseStartError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseStartError';
  }
}

/** The file-system cause of an error, in words, or null when it is not one. */
export function fileSystemCause(error: unknown): string | null {
  const { code, errno } = (error ?? {}) as { code?: unknown; errno?: unknown };
  const name =
    typeof code === 'string' ? code : typeof errno === 'number' && !code ? WASM_ERRNO[errno] : undefined;
  if (!name) return null;
  return CAUSES[name] ? `${CAUSES[name]} (${name})` : name;
}
