import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
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
    async add(userId: string, values: NewPosting, now: Date): Promise<PostingRow> {
      const [row] = await db
        .insert(userPostings)
        .values({ ...values, userId, createdAt: now })
        .returning();
      if (!row) throw new Error('the posting was not stored');
      return row;
    },

    async get(userId: string, id: string): Promise<PostingRow | undefined> {
      const [row] = await db.select().from(userPostings).where(mine(userId, id));
      return row;
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(userPostings).where(eq(userPostings.userId, userId));
      return row?.n ?? 0;
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
