import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { itemProgress } from '../db/schema.ts';

export type ProgressRow = typeof itemProgress.$inferSelect;
export type ItemKind = ProgressRow['kind'];

export function createProgressRepository(db: Database) {
  return {
    /** Which of these items anyone has progress or a note on (a shared career keeps them). */
    async itemsInUse(kind: ItemKind, itemIds: readonly string[]): Promise<Set<string>> {
      if (itemIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ itemId: itemProgress.itemId })
        .from(itemProgress)
        .where(and(eq(itemProgress.kind, kind), inArray(itemProgress.itemId, [...itemIds])));
      return new Set(rows.map((r) => r.itemId));
    },

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
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
