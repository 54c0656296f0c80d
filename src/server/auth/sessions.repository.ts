import { and, eq, getTableColumns, lt, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, userAchievements, users } from '../db/schema.ts';

/** The achievements of the session's user as JSON pairs [id, earned at]: one statement, no second read. */
const achievementsJson = sql<
  Array<[string, string]>
>`(select coalesce(json_agg(json_build_array(ua.achievement_id, ua.earned_at)), '[]'::json) from ${userAchievements} ua where ua.user_id = ${sql.raw('"sessions"."user_id"')})`;

export function createSessionsRepository(db: Database) {
  const sessionColumns = { createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt };
  // Prepared once (a named statement per connection on PostgreSQL): every API request runs one of these.
  const find = db
    .select({ ...sessionColumns, user: getTableColumns(users) })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_find');
  const findWithAchievements = db
    .select({ ...sessionColumns, user: getTableColumns(users), achievements: achievementsJson })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('session_find_with_achievements');
  return {
    async insert(tokenHash: string, userId: string, now: Date) {
      await db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now });
    },
    /**
     * The session with its user's row, in one statement; with `achievements`, the user's achievements
     * too (for routes that present the user, e.g. GET /api/me).
     */
    async find(tokenHash: string, options: { achievements?: boolean } = {}) {
      if (!options.achievements) {
        const [row] = await find.execute({ tokenHash });
        return row && { ...row, achievements: undefined };
      }
      const [row] = await findWithAchievements.execute({ tokenHash });
      return (
        row && {
          ...row,
          achievements: row.achievements.map(([achievementId, earnedAt]) => ({
            userId: row.user.id,
            achievementId,
            earnedAt: new Date(earnedAt),
          })),
        }
      );
    },
    async touch(tokenHash: string, now: Date) {
      await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    },
    async delete(tokenHash: string) {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },
    /** Ends every session of the user but the one kept (a password change signs out the others). */
    async deleteOthers(userId: string, keepTokenHash: string | null) {
      await db
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.userId, userId),
        );
    },
    async deleteIdleBefore(cutoff: Date, userId?: string) {
      await db
        .delete(sessions)
        .where(
          userId
            ? and(eq(sessions.userId, userId), lt(sessions.lastSeenAt, cutoff))
            : lt(sessions.lastSeenAt, cutoff),
        );
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
