import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ADMISSION_LOCK_ID})`);
        const minuteAgo = new Date(call.at.getTime() - 60_000);
        const countWhere = async (where: ReturnType<typeof and>) => {
          const [row] = await tx.select({ n: count() }).from(aiCalls).where(where);
          return row?.n ?? 0;
        };
        if (
          (await countWhere(and(eq(aiCalls.userId, call.userId), gte(aiCalls.createdAt, minuteAgo)))) >=
          limits.perUserPerMinute
        )
          return { admitted: false };
        let limitedBy: AiLimitHit | null = null;
        if (call.wantsProvider) {
          if (
            call.address &&
            (await countWhere(and(eq(aiCalls.address, call.address), gte(aiCalls.createdAt, minuteAgo)))) >=
              limits.perAddressPerMinute
          )
            limitedBy = 'address';
          else if (
            (await countWhere(
              and(inArray(aiCalls.source, ['provider', 'reserved']), gte(aiCalls.createdAt, minuteAgo)),
            )) >= limits.providerPerMinute
          )
            limitedBy = 'provider';
          else {
            const [spent] = await tx
              .select({
                tokens: sql<string>`coalesce(sum(${aiCalls.promptTokens} + ${aiCalls.completionTokens}), 0)`,
              })
              .from(aiCalls)
              .where(
                and(
                  eq(aiCalls.userId, call.userId),
                  gte(aiCalls.createdAt, new Date(call.at.getTime() - 86_400_000)),
                ),
              );
            if (Number(spent?.tokens ?? 0) >= limits.tokensPerUserPerDay) limitedBy = 'budget';
          }
        }
        const provider = call.wantsProvider && limitedBy === null;
        const [row] = await tx
          .insert(aiCalls)
          .values({
            userId: call.userId,
            address: call.address,
            purpose: call.purpose,
            source: provider ? 'reserved' : 'local',
            createdAt: call.at,
          })
          .returning({ id: aiCalls.id });
        if (!row) throw new Error('insert returned no AI call');
        return { admitted: true, id: row.id, provider, limitedBy };
      });
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
