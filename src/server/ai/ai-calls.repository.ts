import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { aiCalls } from '../db/schema.ts';

export type AiSource = 'provider' | 'local' | 'fallback';

export function createAiCallsRepository(db: Database) {
  return {
    async record(row: {
      userId: string;
      purpose: string;
      source: AiSource;
      promptTokens: number;
      completionTokens: number;
    }) {
      await db.insert(aiCalls).values(row);
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
