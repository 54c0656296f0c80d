import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { userGoals, users } from '../db/schema.ts';

export function createGoalsRepository(db: Database) {
  return {
    async current(userId: string): Promise<{ careerId: number; startedAt: Date } | undefined> {
      const [row] = await db
        .select({ careerId: userGoals.careerId, startedAt: userGoals.startedAt })
        .from(users)
        .innerJoin(
          userGoals,
          and(eq(userGoals.userId, users.id), eq(userGoals.careerId, users.currentCareerId)),
        )
        .where(eq(users.id, userId));
      return row;
    },

    /** Makes careerId the current goal; a goal chosen before keeps its original start date. */
    async choose(userId: string, careerId: number, now: Date) {
      await db.transaction(async (tx) => {
        await tx.insert(userGoals).values({ userId, careerId, startedAt: now }).onConflictDoNothing();
        await tx.update(users).set({ currentCareerId: careerId }).where(eq(users.id, userId));
      });
    },
  };
}

export type GoalsRepository = ReturnType<typeof createGoalsRepository>;
