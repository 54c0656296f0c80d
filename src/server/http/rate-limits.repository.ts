import { eq, sql } from 'drizzle-orm';
import { type Database, rowsOf, transactionStartingWith } from '../db/client.ts';
import { rateLimitEvents } from '../db/schema.ts';

/** A random number that names the rate-limit locks among PostgreSQL advisory locks. */
const RATE_LIMIT_LOCK_ID = 72_140_314;

/**
 * Counts events per (limit, key) in a sliding window, in the database, so N processes behind a load
 * balancer count together (docs/decisions.md S55). Each take runs under a transaction lock on its
 * (limit, key), so a burst from parallel requests cannot overrun the limit.
 */
export function createRateLimitsRepository(db: Database) {
  return {
    /**
     * Counts one event for `key` under `bucket` when fewer than `max` happened in the last
     * `windowMs`; answers the seconds to wait when it is over the limit, else 0.
     */
    async take(bucket: string, key: string, max: number, windowMs: number, at: Date): Promise<number> {
      return (await this.claim(bucket, key, max, windowMs, at)).wait;
    },

    /**
     * Like `take`, answering the counted event's id too, so a slot held while work runs (a resume
     * being read) can be given back with `release`; a slot never released expires after `windowMs`.
     */
    async claim(
      bucket: string,
      key: string,
      max: number,
      windowMs: number,
      at: Date,
    ): Promise<{ wait: number; id: number | null }> {
      const lockKey = `${bucket}:${key}`;
      return transactionStartingWith(
        db,
        sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_ID}, hashtext(${lockKey}))`,
        async (tx) => {
          const since = new Date(at.getTime() - windowMs).toISOString();
          const result = await tx.execute(sql`
            with recent as (
              select count(*)::int as n, min(created_at) as oldest from ${rateLimitEvents}
              where bucket = ${bucket} and key = ${key} and created_at > ${since}::timestamptz
            ),
            counted as (
              insert into ${rateLimitEvents} (bucket, key, created_at)
              select ${bucket}::text, ${key}::text, ${at.toISOString()}::timestamptz from recent where n < ${max}
              returning id
            )
            select recent.n, recent.oldest, (select id from counted) as counted from recent`);
          const [row] = rowsOf<{ n: number; oldest: string | Date | null; counted: string | number | null }>(
            result,
          );
          if (!row) return { wait: 0, id: null };
          if (row.counted !== null) return { wait: 0, id: Number(row.counted) };
          const oldest = row.oldest ? new Date(row.oldest).getTime() : at.getTime();
          return { wait: Math.max(1, Math.ceil((oldest + windowMs - at.getTime()) / 1000)), id: null };
        },
      );
    },
    /** Gives a claimed slot back. */
    async release(id: number) {
      await db.delete(rateLimitEvents).where(eq(rateLimitEvents.id, id));
    },
  };
}

export type RateLimitsRepository = ReturnType<typeof createRateLimitsRepository>;
