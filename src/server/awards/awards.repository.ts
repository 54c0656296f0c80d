import { and, count, eq, getTableColumns, gte, like, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AchievementId } from '../../shared/achievements.ts';
import { type Database, rowsOf, transactionStartingWith } from '../db/client.ts';
import { userAchievements, users, xpLedger } from '../db/schema.ts';

export type LockedUser = typeof users.$inferSelect;
export type UnlockedRow = typeof userAchievements.$inferSelect;

/**
 * The XP ledger, achievement unlocks and the award columns of the user's row (xp, streak). Every
 * write here runs inside the transaction `award` opens, holding the user's row lock.
 */
/** "users"."id", qualified: drizzle leaves a lone table's columns bare, which a subquery would rebind. */
const usersId = sql.raw('"users"."id"');
const usersTable = sql.raw('"users"');

/** A user's achievements as JSON pairs [id, earned at], for a select list. */
function achievementsOf(userId: SQLWrapper) {
  return sql<
    Array<[string, string]>
  >`(select coalesce(json_agg(json_build_array(ua.achievement_id, ua.earned_at)), '[]'::json) from ${userAchievements} ua where ua.user_id = ${userId})`;
}

interface LockExtras {
  achievements: Array<[string, string]>;
  lockedVersion: string;
  seenVersion: string;
}

/** A raw users row as Drizzle would map it (timestamps arrive as text from PGlite, as Dates from pg). */
function fromDriver(raw: Record<string, unknown>): LockedUser {
  const mapped: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(users))) {
    const value = raw[key];
    mapped[key] = value === null || value === undefined ? value : column.mapFromDriverValue(value);
  }
  return mapped as LockedUser;
}

/** The user's row under FOR UPDATE, its achievements, and the row versions seen and locked. */
function lockStatement(userId: string): SQL {
  const columns = Object.entries(getTableColumns(users)).map(
    ([key, column]) => sql`${usersTable}.${sql.identifier(column.name)} as ${sql.identifier(key)}`,
  );
  return sql`select ${sql.join(columns, sql`, `)},
    ${achievementsOf(usersId)} as "achievements",
    ${usersTable}.xmin::text as "lockedVersion",
    (select seen.xmin::text from ${users} seen where seen.id = ${usersId}) as "seenVersion"
    from ${users} where ${usersId} = ${userId} for update of ${usersTable}`;
}

export function createAwardsRepository(db: Database) {
  return {
    /**
     * Runs `work` in a transaction that first locks the user's row (awards for one user run one at a
     * time) and reads their achievements in the same statement, sent with BEGIN in one round trip
     * (docs/decisions.md S43). `locked` is undefined when the user does not exist.
     *
     * A statement reads with the snapshot it started with; when it had to wait for another award's
     * lock, the row it locked is that award's newer version but the achievements it read are older.
     * Every unlock pays XP and so writes the user's row: when the version seen at the start differs
     * from the version locked, the achievements are read again, now after the lock.
     */
    async inLockedTransaction<T>(
      userId: string,
      work: (
        tx: Database,
        locked: { user: LockedUser; achievements: UnlockedRow[] } | undefined,
      ) => Promise<T>,
    ): Promise<T> {
      return transactionStartingWith(db, lockStatement(userId), async (tx, rows) => {
        const row = rows[0] as (Record<string, unknown> & LockExtras) | undefined;
        if (!row) return work(tx, undefined);
        const { achievements, lockedVersion, seenVersion, ...raw } = row;
        const user = fromDriver(raw);
        const pairs =
          lockedVersion === seenVersion
            ? achievements
            : ((
                await tx
                  .select({ achievements: achievementsOf(usersId) })
                  .from(users)
                  .where(eq(users.id, userId))
              )[0]?.achievements ?? []);
        return work(tx, {
          user,
          achievements: pairs.map(([achievementId, earnedAt]) => ({
            userId,
            achievementId,
            earnedAt: new Date(earnedAt),
          })),
        });
      });
    },

    /**
     * Inserts a ledger row once per (user, key) and moves the user's total with it, in one statement
     * (docs/decisions.md S43). Answers the new total, or null on a repeat (nothing changed).
     */
    async payOnce(
      tx: Database,
      userId: string,
      award: { key: string; amount: number; reason: string },
      at: Date,
    ): Promise<number | null> {
      const result = await tx.execute(sql`
        with paid as (
          insert into ${xpLedger} (user_id, award_key, amount, reason, created_at)
          values (${userId}, ${award.key}, ${award.amount}, ${award.reason}, ${at.toISOString()})
          on conflict do nothing
          returning amount
        )
        update ${users} set xp = ${users.xp} + paid.amount from paid
        where ${users.id} = ${userId}
        returning ${users.xp} as xp`);
      const [row] = rowsOf<{ xp: number }>(result);
      return row ? Number(row.xp) : null;
    },

    /** Records an achievement once: when it was earned, or null when it was already unlocked. */
    async unlockOnce(tx: Database, userId: string, id: AchievementId): Promise<Date | null> {
      const [inserted] = await tx
        .insert(userAchievements)
        .values({ userId, achievementId: id })
        .onConflictDoNothing()
        .returning({ earnedAt: userAchievements.earnedAt });
      return inserted?.earnedAt ?? null;
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
