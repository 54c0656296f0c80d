import { and, desc, eq, inArray, isNull, lt, notExists, notInArray, sql } from 'drizzle-orm';
import { type Database, rowsOf } from '../db/client.ts';
import { boardPostings, jobBoardFollows, jobBoards, jobSyncState } from '../db/schema.ts';

/** A random number that names the job-board sync among PostgreSQL advisory locks. */
const JOB_SYNC_LOCK_ID = 72_140_977;
/** Postings written per statement. */
const SAVE_SLICE = 100;

export type BoardRow = typeof jobBoards.$inferSelect;
export type BoardPostingRow = typeof boardPostings.$inferSelect;
export type NewBoardPosting = Omit<
  typeof boardPostings.$inferInsert,
  'id' | 'boardId' | 'firstSeenAt' | 'lastSeenAt' | 'expiredAt'
>;

/** Job boards, who follows them, and their postings (docs/decisions.md S97, S98). */
export function createJobBoardsRepository(db: Database) {
  return {
    /** Makes sure the boards exist (a new one is pending until its first sync). */
    async ensureBoards(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await db
        .insert(jobBoards)
        .values(ids.map((id) => ({ id })))
        .onConflictDoNothing();
    },

    async follow(userId: string, boardId: string, now: Date): Promise<void> {
      await db.insert(jobBoards).values({ id: boardId }).onConflictDoNothing();
      await db.insert(jobBoardFollows).values({ userId, boardId, followedAt: now }).onConflictDoNothing();
    },

    async unfollow(userId: string, boardId: string): Promise<boolean> {
      const rows = await db
        .delete(jobBoardFollows)
        .where(and(eq(jobBoardFollows.userId, userId), eq(jobBoardFollows.boardId, boardId)))
        .returning({ boardId: jobBoardFollows.boardId });
      return rows.length > 0;
    },

    async followCount(userId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(jobBoardFollows)
        .where(eq(jobBoardFollows.userId, userId));
      return row?.n ?? 0;
    },

    async followedBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: jobBoardFollows.boardId })
        .from(jobBoardFollows)
        .where(eq(jobBoardFollows.userId, userId))
        .orderBy(jobBoardFollows.followedAt);
      return rows.map((r) => r.id);
    },

    /** The boards someone follows, besides the defaults: what a sync reads. */
    async followedByAnyone(): Promise<string[]> {
      const rows = await db.selectDistinct({ id: jobBoardFollows.boardId }).from(jobBoardFollows);
      return rows.map((r) => r.id);
    },

    /** The boards with their open postings counted. */
    async boards(ids: readonly string[]): Promise<Array<BoardRow & { openPostings: number }>> {
      if (ids.length === 0) return [];
      const counts = db
        .select({ boardId: boardPostings.boardId, n: sql<number>`count(*)::int`.as('n') })
        .from(boardPostings)
        .where(and(inArray(boardPostings.boardId, [...ids]), isNull(boardPostings.expiredAt)))
        .groupBy(boardPostings.boardId)
        .as('counts');
      const rows = await db
        .select({ board: jobBoards, n: counts.n })
        .from(jobBoards)
        .leftJoin(counts, eq(counts.boardId, jobBoards.id))
        .where(inArray(jobBoards.id, [...ids]));
      return rows.map((r) => ({ ...r.board, openPostings: r.n ?? 0 }));
    },

    /** One posting by its id, open or expired. */
    async posting(id: string): Promise<BoardPostingRow | undefined> {
      const [row] = await db.select().from(boardPostings).where(eq(boardPostings.id, id));
      return row;
    },

    /** The open postings of these boards, newest first, at most `max`. */
    async openPostings(ids: readonly string[], max: number): Promise<BoardPostingRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(boardPostings)
        .where(and(inArray(boardPostings.boardId, [...ids]), isNull(boardPostings.expiredAt)))
        .orderBy(desc(boardPostings.firstSeenAt), desc(boardPostings.id))
        .limit(max);
    },

    /**
     * Stores what a board lists now in one transaction: each posting once per (board, its id), new
     * ones added, listed ones refreshed (and reopened), the rest expired; the board marked ok.
     */
    async saveBoard(boardId: string, postings: NewBoardPosting[], now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        // in slices, so no statement nears the parameter limit or the statement timeout
        for (let from = 0; from < postings.length; from += SAVE_SLICE) {
          await tx
            .insert(boardPostings)
            .values(
              postings
                .slice(from, from + SAVE_SLICE)
                .map((p) => ({ ...p, boardId, firstSeenAt: now, lastSeenAt: now })),
            )
            .onConflictDoUpdate({
              target: [boardPostings.boardId, boardPostings.externalId],
              set: {
                title: sql`excluded.title`,
                company: sql`excluded.company`,
                location: sql`excluded.location`,
                isRemote: sql`excluded.is_remote`,
                url: sql`excluded.url`,
                text: sql`excluded.text`,
                skills: sql`excluded.skills`,
                occupationCode: sql`excluded.occupation_code`,
                postedAt: sql`excluded.posted_at`,
                lastSeenAt: now,
                expiredAt: null,
              },
            });
        }
        const listed = postings.map((p) => p.externalId);
        await tx
          .update(boardPostings)
          .set({ expiredAt: now })
          .where(
            and(
              eq(boardPostings.boardId, boardId),
              isNull(boardPostings.expiredAt),
              ...(listed.length > 0 ? [notInArray(boardPostings.externalId, listed)] : []),
            ),
          );
        await tx
          .update(jobBoards)
          .set({ status: 'ok', lastError: null, checkedAt: now, lastOkAt: now })
          .where(eq(jobBoards.id, boardId));
      });
    },

    /**
     * Forgets what nobody needs: boards neither followed nor on the operator's list (their postings
     * with them), and postings expired before `expiredBefore`. Returns the postings removed.
     */
    async prune(defaults: readonly string[], expiredBefore: Date): Promise<number> {
      await db
        .delete(jobBoards)
        .where(
          and(
            ...(defaults.length > 0 ? [notInArray(jobBoards.id, [...defaults])] : []),
            notExists(
              db
                .select({ one: sql`1` })
                .from(jobBoardFollows)
                .where(eq(jobBoardFollows.boardId, jobBoards.id)),
            ),
          ),
        );
      const gone = await db
        .delete(boardPostings)
        .where(lt(boardPostings.expiredAt, expiredBefore))
        .returning({ id: boardPostings.id });
      return gone.length;
    },

    /** A board that could not be read keeps its postings and says why. */
    async markFailing(boardId: string, error: string, now: Date): Promise<void> {
      await db
        .update(jobBoards)
        .set({ status: 'failing', lastError: error, checkedAt: now })
        .where(eq(jobBoards.id, boardId));
    },

    /**
     * Claims this interval's sync: under an advisory lock other processes try first (they skip), and
     * only when no run started within `minGapMs` and none is still running within its lease. True
     * when this process should sync now.
     */
    async claimRun(now: Date, minGapMs: number, leaseMs: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [lock] = rowsOf<{ ok: boolean }>(
          await tx.execute(sql`select pg_try_advisory_xact_lock(${JOB_SYNC_LOCK_ID}) as ok`),
        );
        if (!lock?.ok) return false;
        const [state] = await tx.select().from(jobSyncState).where(eq(jobSyncState.id, 1));
        if (state) {
          const since = now.getTime() - state.startedAt.getTime();
          const running = state.finishedAt === null && since < leaseMs;
          if (running || (minGapMs > 0 && since < minGapMs)) return false;
        }
        await tx
          .insert(jobSyncState)
          .values({ id: 1, startedAt: now, finishedAt: null })
          .onConflictDoUpdate({ target: jobSyncState.id, set: { startedAt: now, finishedAt: null } });
        return true;
      });
    },

    async finishRun(now: Date): Promise<void> {
      await db.update(jobSyncState).set({ finishedAt: now }).where(eq(jobSyncState.id, 1));
    },
  };
}

export type JobBoardsRepository = ReturnType<typeof createJobBoardsRepository>;
