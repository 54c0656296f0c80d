import { and, count, eq, like } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { itemProgress, users, xpLedger } from '../db/schema.ts';

export type ProgressRow = typeof itemProgress.$inferSelect;
export type ItemKind = ProgressRow['kind'];

export function createProgressRepository(db: Database) {
  return {
    async forUser(userId: string, tx: Database = db): Promise<ProgressRow[]> {
      return tx.select().from(itemProgress).where(eq(itemProgress.userId, userId));
    },

    async upsert(
      tx: Database,
      row: {
        userId: string;
        kind: ItemKind;
        itemId: string;
        active?: boolean;
        completed?: boolean;
        note?: string;
      },
      now: Date,
    ) {
      const set = {
        ...(row.active !== undefined ? { active: row.active } : {}),
        ...(row.completed !== undefined ? { completed: row.completed } : {}),
        ...(row.note !== undefined ? { note: row.note } : {}),
        updatedAt: now,
      };
      await tx
        .insert(itemProgress)
        .values({ ...row, updatedAt: now })
        .onConflictDoUpdate({ target: [itemProgress.userId, itemProgress.kind, itemProgress.itemId], set });
    },

    /** Inserts a starting state only where the user has no row yet (spec start state). */
    async seed(
      tx: Database,
      row: { userId: string; kind: ItemKind; itemId: string; active: boolean },
      now: Date,
    ) {
      await tx
        .insert(itemProgress)
        .values({ ...row, updatedAt: now })
        .onConflictDoNothing();
    },

    /** Locks the user's row for the rest of the transaction: awards for one user run one at a time. */
    async lockUser(tx: Database, userId: string) {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    async countAwards(tx: Database, userId: string, keyPrefix: string): Promise<number> {
      const [row] = await tx
        .select({ n: count() })
        .from(xpLedger)
        .where(and(eq(xpLedger.userId, userId), like(xpLedger.awardKey, `${keyPrefix}%`)));
      return row?.n ?? 0;
    },

    async setStreak(
      tx: Database,
      userId: string,
      values: { learningStreak: number; lastActiveDay: string; timeZone: string },
    ) {
      await tx.update(users).set(values).where(eq(users.id, userId));
    },

    async ledger(userId: string) {
      return db
        .select({ amount: xpLedger.amount, reason: xpLedger.reason, createdAt: xpLedger.createdAt })
        .from(xpLedger)
        .where(eq(xpLedger.userId, userId))
        .orderBy(xpLedger.id);
    },
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
