import { eq, sql } from 'drizzle-orm';
import { ACHIEVEMENTS, type AchievementId } from '../../shared/achievements.ts';
import type { XpEvent } from '../../shared/user.schema.ts';
import type { Database } from '../db/client.ts';
import { userAchievements, users, xpLedger } from '../db/schema.ts';

export interface Earnings {
  xpEvents: XpEvent[];
  unlocked: AchievementId[];
}

export const emptyEarnings = (): Earnings => ({ xpEvents: [], unlocked: [] });

/**
 * Pays XP once per (user, awardKey): the ledger's unique index makes a repeat a no-op, and the
 * user's total moves in the same transaction, so concurrent requests can neither lose nor double-pay.
 * Call inside a transaction.
 */
export async function grantXp(
  tx: Database,
  userId: string,
  award: { key: string; amount: number; reason: string },
  earnings: Earnings,
): Promise<boolean> {
  const inserted = await tx
    .insert(xpLedger)
    .values({ userId, awardKey: award.key, amount: award.amount, reason: award.reason })
    .onConflictDoNothing()
    .returning({ id: xpLedger.id });
  if (inserted.length === 0) return false;
  await tx
    .update(users)
    .set({ xp: sql`${users.xp} + ${award.amount}` })
    .where(eq(users.id, userId));
  earnings.xpEvents.push({ amount: award.amount, reason: award.reason });
  return true;
}

/** spec §4: achievements unlock once only and add their XP reward. Call inside a transaction. */
export async function unlockAchievement(
  tx: Database,
  userId: string,
  id: AchievementId,
  earnings: Earnings,
): Promise<boolean> {
  const inserted = await tx
    .insert(userAchievements)
    .values({ userId, achievementId: id })
    .onConflictDoNothing()
    .returning({ id: userAchievements.achievementId });
  if (inserted.length === 0) return false;
  const achievement = ACHIEVEMENTS[id];
  await grantXp(
    tx,
    userId,
    {
      key: `achievement:${id}`,
      amount: achievement.xpReward,
      reason: `Achievement unlocked: ${achievement.name}`,
    },
    earnings,
  );
  earnings.unlocked.push(id);
  return true;
}

export async function ledgerSum(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${xpLedger.amount}), 0)` })
    .from(xpLedger)
    .where(eq(xpLedger.userId, userId));
  return Number(row?.total ?? 0);
}
