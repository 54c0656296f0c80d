import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertWithinLimit } from '../db/owner-limit.ts';
import { userPostings } from '../db/schema.ts';

export type PostingRow = typeof userPostings.$inferSelect;
export type NewPosting = Omit<typeof userPostings.$inferInsert, 'id' | 'userId' | 'createdAt'>;
export type PostingChanges = Partial<
  Pick<PostingRow, 'title' | 'company' | 'location' | 'remote' | 'applicationId'>
>;

/** The user's postings (docs/product.md §3 Posting), always scoped to one user. */
export function createPostingsRepository(db: Database) {
  const mine = (userId: string, id: string) => and(eq(userPostings.userId, userId), eq(userPostings.id, id));
  return {
    /**
     * Stores the posting unless the user keeps `limit` already: null then. The user's row is locked
     * for the count and the insert, so parallel requests (or a second process) cannot pass the limit.
     */
    /** Stores the posting unless the user keeps `limit` already: null then (db/owner-limit.ts). */
    async add(userId: string, values: NewPosting, now: Date, limit: number): Promise<PostingRow | null> {
      return insertWithinLimit(
        db,
        userId,
        { table: userPostings, owner: userPostings.userId, limit },
        async (tx) => {
          const [row] = await tx
            .insert(userPostings)
            .values({ ...values, userId, createdAt: now })
            .returning();
          if (!row) throw new Error('the posting was not stored');
          return row;
        },
      );
    },

    async get(userId: string, id: string): Promise<PostingRow | undefined> {
      const [row] = await db.select().from(userPostings).where(mine(userId, id));
      return row;
    },

    /** Newest first. */
    async list(userId: string): Promise<PostingRow[]> {
      return db
        .select()
        .from(userPostings)
        .where(eq(userPostings.userId, userId))
        .orderBy(desc(userPostings.createdAt), desc(userPostings.id));
    },

    async update(userId: string, id: string, changes: PostingChanges): Promise<PostingRow | undefined> {
      const [row] = await db.update(userPostings).set(changes).where(mine(userId, id)).returning();
      return row;
    },

    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db.delete(userPostings).where(mine(userId, id)).returning({ id: userPostings.id });
      return rows.length > 0;
    },
  };
}

export type PostingsRepository = ReturnType<typeof createPostingsRepository>;
