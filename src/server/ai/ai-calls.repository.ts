import { and, count, eq, gte, sql } from 'drizzle-orm';
import { type Database, rowsOf, transactionStartingWith } from '../db/client.ts';
import { aiCalls } from '../db/schema.ts';

export type AiSource = 'provider' | 'local' | 'fallback';

/** A random number that names the AI admission lock among PostgreSQL advisory locks. */
const ADMISSION_LOCK_ID = 72_140_313;

export interface AiLimits {
  /** Calls one user may make per minute (past it: refused). */
  perUserPerMinute: number;
  /** Calls one client address may make per minute (past it: the local engine answers). */
  perAddressPerMinute: number;
  /** Provider calls of all users per minute (past it: the local engine answers). */
  providerPerMinute: number;
  /** Provider tokens one user may spend in 24 hours (past it: the local engine answers). */
  tokensPerUserPerDay: number;
}

/** Why the provider is skipped for a call that is admitted. */
export type AiLimitHit = 'address' | 'provider' | 'budget';

export type Admission =
  | { admitted: false }
  | { admitted: true; id: number; provider: boolean; limitedBy: AiLimitHit | null };

export function createAiCallsRepository(db: Database) {
  return {
    /**
     * Admits a call and reserves its slot in one transaction under a lock every process takes
     * first, so parallel requests count each other: the limits cannot be overrun by a burst.
     * `wantsProvider` is false when there is no provider (only the per-user limit applies then).
     */
    async admit(
      call: { userId: string; address: string; purpose: string; at: Date; wantsProvider: boolean },
      limits: AiLimits,
    ): Promise<Admission> {
      // BEGIN and the lock in one round trip; then one statement counts and reserves. It starts
      // after the lock is held, so its snapshot sees every slot reserved before (docs/decisions.md S43).
      return transactionStartingWith(
        db,
        sql`select pg_advisory_xact_lock(${ADMISSION_LOCK_ID})`,
        async (tx) => {
          const minuteAgo = new Date(call.at.getTime() - 60_000).toISOString();
          const dayAgo = new Date(call.at.getTime() - 86_400_000).toISOString();
          const wants = call.wantsProvider;
          const result = await tx.execute(sql`
            with counts as (
              select
                (select count(*) from ${aiCalls} where user_id = ${call.userId} and created_at >= ${minuteAgo}) as user_calls,
                case when ${wants}::boolean and ${call.address}::text <> '' then
                  (select count(*) from ${aiCalls} where address = ${call.address} and created_at >= ${minuteAgo})
                else 0 end as address_calls,
                case when ${wants} then
                  (select count(*) from ${aiCalls} where source in ('provider', 'reserved') and created_at >= ${minuteAgo})
                else 0 end as provider_calls,
                case when ${wants} then
                  (select coalesce(sum(prompt_tokens + completion_tokens), 0) from ${aiCalls}
                   where user_id = ${call.userId} and created_at >= ${dayAgo})
                else 0 end as tokens
            ),
            decision as (
              select user_calls < ${limits.perUserPerMinute} as admitted,
                case
                  when not ${wants} then null
                  when ${call.address} <> '' and address_calls >= ${limits.perAddressPerMinute} then 'address'
                  when provider_calls >= ${limits.providerPerMinute} then 'provider'
                  when tokens >= ${limits.tokensPerUserPerDay} then 'budget'
                end as limited_by
              from counts
            ),
            reserved as (
              insert into ${aiCalls} (user_id, address, purpose, source, created_at)
              select ${call.userId}::uuid, ${call.address}::text, ${call.purpose}::text,
                case when ${wants} and limited_by is null then 'reserved' else 'local' end, ${call.at.toISOString()}::timestamptz
              from decision where admitted
              returning id
            )
            select decision.admitted, decision.limited_by, (select id from reserved) as id from decision`);
          const [row] = rowsOf<{
            admitted: boolean;
            limited_by: AiLimitHit | null;
            id: string | number | null;
          }>(result);
          if (!row?.admitted) return { admitted: false };
          if (row.id === null) throw new Error('insert returned no AI call');
          const limitedBy = row.limited_by ?? null;
          return { admitted: true, id: Number(row.id), provider: wants && limitedBy === null, limitedBy };
        },
      );
    },

    /** Records how an admitted call ended and what it cost. */
    async settle(id: number, outcome: { source: AiSource; promptTokens: number; completionTokens: number }) {
      await db.update(aiCalls).set(outcome).where(eq(aiCalls.id, id));
    },

    async record(row: {
      userId: string;
      purpose: string;
      source: AiSource;
      promptTokens: number;
      completionTokens: number;
    }) {
      await db.insert(aiCalls).values(row);
    },
    /** Calls of one purpose a user made since a moment (e.g. careers generated today). */
    async countPurposeSince(userId: string, purpose: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aiCalls)
        .where(and(eq(aiCalls.userId, userId), eq(aiCalls.purpose, purpose), gte(aiCalls.createdAt, since)));
      return row?.n ?? 0;
    },
    async countSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(aiCalls)
        .where(and(eq(aiCalls.userId, userId), gte(aiCalls.createdAt, since)));
      return row?.n ?? 0;
    },
    /** Tokens per UTC day for a user, newest first. */
    async tokensPerDay(userId: string) {
      const day = sql<string>`to_char(${aiCalls.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({
          day,
          calls: count(),
          promptTokens: sql<string>`coalesce(sum(${aiCalls.promptTokens}), 0)`,
          completionTokens: sql<string>`coalesce(sum(${aiCalls.completionTokens}), 0)`,
        })
        .from(aiCalls)
        .where(eq(aiCalls.userId, userId))
        .groupBy(day)
        .orderBy(sql`1 desc`);
      return rows.map((r) => ({
        day: r.day,
        calls: r.calls,
        promptTokens: Number(r.promptTokens),
        completionTokens: Number(r.completionTokens),
      }));
    },
  };
}

export type AiCallsRepository = ReturnType<typeof createAiCallsRepository>;
