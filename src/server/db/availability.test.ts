import { describe, expect, it } from 'vitest';
import { databaseUnavailability, fileSystemCause } from './availability.ts';

describe('which database failures mean "unavailable" (docs/decisions.md S48)', () => {
  it('reads PostgreSQL codes: timeouts are busy; shutdowns, refusals and lost connections are down', () => {
    expect(databaseUnavailability({ code: '57014' })).toBe('busy'); // statement_timeout
    expect(databaseUnavailability({ code: '55P03' })).toBe('busy'); // lock_timeout
    for (const code of ['57P01', '57P03', '53300', '08006', '08001', 'ECONNREFUSED'])
      expect(databaseUnavailability({ code }), code).toBe('down');
  });

  it('finds the cause under the wrappers of Drizzle and the driver', () => {
    const driver = new Error('Connection terminated unexpectedly');
    const wrapped = new Error('Failed query: select 1', { cause: driver });
    expect(databaseUnavailability(wrapped)).toBe('down');
    expect(databaseUnavailability(new Error('x', { cause: new Error('PGlite is closed') }))).toBe('down');
  });

  it('leaves every other error alone: a constraint, a syntax error, a bug', () => {
    expect(databaseUnavailability({ code: '23505', message: 'duplicate key' })).toBeNull();
    expect(databaseUnavailability({ code: '42601' })).toBeNull();
    expect(databaseUnavailability(new TypeError('undefined is not a function'))).toBeNull();
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(databaseUnavailability(loop)).toBeNull();
  });

  it('names a file-system cause, from Node or from PGlite errno numbers', () => {
    expect(fileSystemCause({ code: 'ENOSPC' })).toBe('the disk is full (ENOSPC)');
    expect(fileSystemCause({ name: 'ErrnoError', errno: 51 })).toBe('the disk is full (ENOSPC)');
    expect(fileSystemCause({ errno: 69 })).toBe('the file system is read-only (EROFS)');
    expect(fileSystemCause({ code: 'EACCES' })).toBe('permission denied (EACCES)');
    expect(fileSystemCause(new Error('plain'))).toBeNull();
  });
});
