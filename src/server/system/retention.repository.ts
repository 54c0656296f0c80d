import { and, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import {
  accountTokens,
  chatMessages,
  itemProgress,
  rateLimitEvents,
  sessions,
  signInFailures,
  users,
} from '../db/schema.ts';

/** A random number that names the retention job among PostgreSQL advisory locks. */
const RETENTION_LOCK_ID = 72_140_312;

export interface RetentionCutoffs {
  /** Sessions last seen before this end. */
  idleBefore: Date;
  /** Sessions created before this end, however recently used. */
  createdBefore: Date;
  /** Guests who joined before this, with no session left and no progress, are removed. */
  guestsJoinedBefore: Date;
  /** Sign-in failures before this no longer count. */
  failuresBefore: Date;
  /** Chat messages kept per user, newest first. */
  chatMessagesKept: number;
}

export interface RetentionCounts {
  sessions: number;
  guests: number;
  chatMessages: number;
  signInFailures: number;
}

export function createRetentionRepository(db: Database) {
  return {
    /**
     * Deletes what is past its time, in one transaction holding a lock that other processes on the
     * same database try first: only one of them works at a time; the others skip (null).
     */
    async sweep(cut: RetentionCutoffs): Promise<RetentionCounts | null> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${RETENTION_LOCK_ID}) as ok`),
        );
        if (!lock?.ok) return null;
        const expired = await tx
          .delete(sessions)
          .where(or(lt(sessions.lastSeenAt, cut.idleBefore), lt(sessions.createdAt, cut.createdBefore)))
          .returning({ id: sessions.tokenHash });
        const guests = await tx
          .delete(users)
          .where(
            and(
              isNull(users.email),
              lt(users.joinedAt, cut.guestsJoinedBefore),
              notExists(
                tx.select({ one: sql`1` }).from(sessions).where(sql`${sessions.userId} = ${users.id}`),
              ),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(itemProgress)
                  .where(sql`${itemProgress.userId} = ${users.id}`),
              ),
            ),
          )
          .returning({ id: users.id });
        const chat = await tx.execute(sql`
          delete from ${chatMessages} where ${chatMessages.id} in (
            select id from (
              select ${chatMessages.id} as id,
                     row_number() over (partition by ${chatMessages.userId} order by ${chatMessages.id} desc) as n
              from ${chatMessages}
            ) ranked where n > ${cut.chatMessagesKept}
          ) returning ${chatMessages.id}`);
        const failures = await tx
          .delete(signInFailures)
          .where(lt(signInFailures.failedAt, cut.failuresBefore))
          .returning({ id: signInFailures.id });
        // no limit counts further back than the sign-in window (a day)
        await tx.delete(rateLimitEvents).where(lt(rateLimitEvents.createdAt, cut.failuresBefore));
        // mailed links expire within the hour: a day later they are gone
        await tx.delete(accountTokens).where(lt(accountTokens.expiresAt, cut.failuresBefore));
        return {
          sessions: expired.length,
          guests: guests.length,
          chatMessages: rowsOf<{ id: number }>(chat).length,
          signInFailures: failures.length,
        };
      });
    },
  };
}

/** node-postgres answers `execute` with a result object, PGlite with one too; both carry `rows`. */
export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
