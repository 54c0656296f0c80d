import { and, eq, lt, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { sessions, users } from '../db/schema.ts';

export function createSessionsRepository(db: Database) {
  return {
    async insert(tokenHash: string, userId: string, now: Date) {
      await db.insert(sessions).values({ tokenHash, userId, createdAt: now, lastSeenAt: now });
    },
    /** The session with the caller's columns of its user, in one query. */
    async find(tokenHash: string) {
      const [row] = await db
        .select({
          userId: sessions.userId,
          createdAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
          isPremium: users.isPremium,
          timeZone: users.timeZone,
          locationCity: users.locationCity,
          locationState: users.locationState,
          locationCountry: users.locationCountry,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.tokenHash, tokenHash));
      return row;
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
