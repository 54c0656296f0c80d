import { and, eq, isNull } from 'drizzle-orm';
import { DEMO_USER } from '../../shared/xp.ts';
import type { Database } from '../db/client.ts';
import { userAchievements, users, xpLedger } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type AchievementRow = typeof userAchievements.$inferSelect;

export function createUsersRepository(db: Database) {
  return {
    /**
     * A new guest in the spec's start state. `start` dates the starting streak: its days end
     * yesterday in the guest's time zone, so the first activity today continues it (docs/decisions.md S61).
     */
    async createDemoUser(start?: { lastActiveDay: string; timeZone: string }): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            name: DEMO_USER.name,
            xp: DEMO_USER.xp,
            learningStreak: DEMO_USER.learningStreak,
            ...(start ? { lastActiveDay: start.lastActiveDay, timeZone: start.timeZone } : {}),
          })
          .returning();
        if (!user) throw new Error('insert returned no user');
        // The starting XP is a ledger row too, so a user's XP always equals the ledger's sum.
        await tx
          .insert(xpLedger)
          .values({ userId: user.id, awardKey: 'start:demo', amount: DEMO_USER.xp, reason: 'Starting XP' });
        return user;
      });
    },

    async findById(id: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row;
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.email, email));
      return row;
    },

    async achievementsOf(userId: string): Promise<AchievementRow[]> {
      return db.select().from(userAchievements).where(eq(userAchievements.userId, userId));
    },

    /** Profile columns only: xp and the streak belong to the awards module. */
    async update(
      id: string,
      values: Partial<
        Omit<UserRow, 'id' | 'xp' | 'learningStreak' | 'lastActiveDay' | 'timeZone' | 'joinedAt'>
      >,
      tx: Database = db,
    ) {
      const [row] = await tx.update(users).set(values).where(eq(users.id, id)).returning();
      return row;
    },

    /** Turns a guest into an account; false when it already was one (or the row is gone). */
    async claimAccount(id: string, account: { name: string; email: string; passwordHash: string }) {
      const rows = await db
        .update(users)
        .set(account)
        .where(and(eq(users.id, id), isNull(users.email)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
