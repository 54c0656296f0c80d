import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { resumes } from '../db/schema.ts';

export type ResumeRow = typeof resumes.$inferSelect;
export type NewResume = typeof resumes.$inferInsert;

export function createResumeRepository(db: Database) {
  return {
    async insert(row: NewResume): Promise<ResumeRow> {
      const [stored] = await db.insert(resumes).values(row).returning();
      if (!stored) throw new Error('insert returned no resume');
      return stored;
    },
    /** The user's latest uploads, newest first. */
    latest(userId: string, limit = 2): Promise<ResumeRow[]> {
      return db
        .select()
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.uploadedAt))
        .limit(limit);
    },
    async dismiss(userId: string, id: string) {
      await db
        .update(resumes)
        .set({ dismissed: true })
        .where(and(eq(resumes.userId, userId), eq(resumes.id, id)));
    },
  };
}

export type ResumeRepository = ReturnType<typeof createResumeRepository>;
