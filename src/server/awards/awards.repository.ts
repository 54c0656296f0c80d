import { and, count, eq, gte, like, or, sql } from 'drizzle-orm';
import type { AchievementId } from '../../shared/achievements.ts';
import type { Database } from '../db/client.ts';
import { userAchievements, users, xpLedger } from '../db/schema.ts';

export type LockedUser = typeof users.$inferSelect;

/**
 * The XP ledger, achievement unlocks and the award columns of the user's row (xp, streak). Every
 * write here runs inside the transaction `award` opens, holding the user's row lock.
 */
export function createAwardsRepository(db: Database) {
  return {
    /** Locks the user's row for the rest of the transaction: awards for one user run one at a time. */
    async lockUser(tx: Database, userId: string): Promise<LockedUser | undefined> {
      const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      return row;
    },

    /** Inserts a ledger row once per (user, key) and moves the user's total with it; false on a repeat. */
    async payOnce(
      tx: Database,
      userId: string,
      award: { key: string; amount: number; reason: string },
      at: Date,
    ) {
      const inserted = await tx
        .insert(xpLedger)
        .values({ userId, awardKey: award.key, amount: award.amount, reason: award.reason, createdAt: at })
        .onConflictDoNothing()
        .returning({ id: xpLedger.id });
      if (inserted.length === 0) return false;
      await tx
        .update(users)
        .set({ xp: sql`${users.xp} + ${award.amount}` })
        .where(eq(users.id, userId));
      return true;
    },

    /** Records an achievement once; false when it was already unlocked. */
    async unlockOnce(tx: Database, userId: string, id: AchievementId) {
      const inserted = await tx
        .insert(userAchievements)
        .values({ userId, achievementId: id })
        .onConflictDoNothing()
        .returning({ id: userAchievements.achievementId });
      return inserted.length > 0;
    },

    /** XP paid under any of the key prefixes since a moment. */
    async sumSince(
      tx: Database,
      userId: string,
      keyPrefixes: readonly string[],
      since: Date,
    ): Promise<number> {
      const [row] = await tx
        .select({ total: sql<string>`coalesce(sum(${xpLedger.amount}), 0)` })
        .from(xpLedger)
        .where(
          and(
            eq(xpLedger.userId, userId),
            gte(xpLedger.createdAt, since),
            or(...keyPrefixes.map((p) => like(xpLedger.awardKey, `${p}%`))),
          ),
        );
      return Number(row?.total ?? 0);
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

    async ledgerSum(userId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${xpLedger.amount}), 0)` })
        .from(xpLedger)
        .where(eq(xpLedger.userId, userId));
      return Number(row?.total ?? 0);
    },
  };
}

export type AwardsRepository = ReturnType<typeof createAwardsRepository>;
