import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { DEMO_USER } from '../../shared/xp.ts';
import type { Database } from '../db/client.ts';
import { userAchievements, users, xpLedger } from '../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
export type AchievementRow = typeof userAchievements.$inferSelect;

/**
 * When an email is set: the database's own clock, the one clock every process shares, so "the first
 * account given an email" (docs/decisions.md S66) is the same answer whichever process is asked.
 */
export const EMAIL_ADDED_NOW = sql`clock_timestamp()`;

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

    /**
     * The account an email signs in to and gets reset links for (docs/decisions.md S66): the account
     * that verified it, else the first unverified account that set it.
     */
    async findByEmail(email: string): Promise<UserRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(eq(users.email, email))
        .orderBy(sql`${users.emailVerifiedAt} is null`, asc(users.emailAddedAt), asc(users.id))
        .limit(1);
      return row;
    },

    /** Who else has this email: whether one verified it, and whether any other account set it. */
    async emailHolders(email: string, exceptUserId: string): Promise<{ verified: boolean; others: boolean }> {
      const [row] = await db
        .select({
          verified: sql<boolean>`bool_or(${users.emailVerifiedAt} is not null)`,
          others: sql<number>`count(*)::int`,
        })
        .from(users)
        .where(and(eq(users.email, email), ne(users.id, exceptUserId)));
      return { verified: row?.verified === true, others: (row?.others ?? 0) > 0 };
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

    /** A new email for an account: unconfirmed until its link is opened (docs/decisions.md S66). */
    async changeEmail(id: string, values: { email: string; name?: string | undefined }) {
      const [row] = await db
        .update(users)
        .set({
          ...(values.name === undefined ? {} : { name: values.name }),
          email: values.email,
          emailVerifiedAt: null,
          emailAddedAt: EMAIL_ADDED_NOW,
          pendingEmail: null,
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * A confirmed account's new email waits for its link beside the confirmed one, which keeps
     * signing in (docs/decisions.md S96).
     */
    async setPendingEmail(id: string, values: { email: string; name?: string | undefined }) {
      const [row] = await db
        .update(users)
        .set({ ...(values.name === undefined ? {} : { name: values.name }), pendingEmail: values.email })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /** Turns a guest into an account; false when it already was one (or the row is gone). */
    async claimAccount(id: string, account: { name: string; email: string; passwordHash: string }) {
      const rows = await db
        .update(users)
        .set({ ...account, emailAddedAt: EMAIL_ADDED_NOW, emailVerifiedAt: null })
        .where(and(eq(users.id, id), isNull(users.email)))
        .returning({ id: users.id });
      return rows.length === 1;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
