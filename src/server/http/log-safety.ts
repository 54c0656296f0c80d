/**
 * How errors reach the logs: database errors carry every query parameter in their message (emails,
 * password hashes, resume text), so for them only the kind, the SQLSTATE code, the constraint and the
 * statement's shape are kept; never a parameter or a message built from one.
 */
interface DatabaseErrorLike extends Error {
  query: string;
  params: unknown[];
  cause?: { code?: string; constraint?: string; routine?: string };
}

const isDatabaseError = (error: Error): error is DatabaseErrorLike => 'query' in error && 'params' in error;

/** Keeps the statement's shape: the first words and table names, cut short. */
const statementShape = (query: string) => query.replace(/\s+/g, ' ').slice(0, 160);

interface SafeError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a non-Error value was thrown', stack: '' };
  if (isDatabaseError(error)) {
    const code = error.cause?.code;
    return {
      type: error.name,
      message: `database error${code ? ` ${code}` : ''}`,
      stack: '',
      code,
      constraint: error.cause?.constraint,
      routine: error.cause?.routine,
      statement: statementShape(error.query),
    };
  }
  const extra = error as Error & { code?: unknown; severity?: unknown };
  if (typeof extra.severity === 'string') {
    // a raw driver error: its message and detail may quote values
    return { type: error.name, message: `database error ${String(extra.code)}`, stack: '', code: extra.code };
  }
  return {
    type: error.name,
    message: error.message,
    stack: error.stack ?? '',
    ...(typeof extra.code === 'string' ? { code: extra.code } : {}),
  };
}
