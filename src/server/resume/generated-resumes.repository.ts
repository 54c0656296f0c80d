import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { generatedResumes } from '../db/schema.ts';

export type GeneratedResumeRow = typeof generatedResumes.$inferSelect;

/** One generated resume per user: a new one replaces it, "Generate New Version" deletes it. */
export function createGeneratedResumesRepository(db: Database) {
  return {
    async current(userId: string): Promise<GeneratedResumeRow | undefined> {
      const [row] = await db.select().from(generatedResumes).where(eq(generatedResumes.userId, userId));
      return row;
    },

    async save(row: GeneratedResumeRow) {
      await db
        .insert(generatedResumes)
        .values(row)
        .onConflictDoUpdate({ target: generatedResumes.userId, set: row });
    },

    async clear(userId: string) {
      await db.delete(generatedResumes).where(eq(generatedResumes.userId, userId));
    },
  };
}

export type GeneratedResumesRepository = ReturnType<typeof createGeneratedResumesRepository>;
