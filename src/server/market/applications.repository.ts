import { desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobApplications } from '../db/schema.ts';

export function createApplicationsRepository(db: Database) {
  return {
    async add(userId: string, jobId: string, at: Date) {
      await db.insert(jobApplications).values({ userId, jobId, appliedAt: at }).onConflictDoNothing();
      const rows = await db.select().from(jobApplications).where(eq(jobApplications.userId, userId));
      return rows.find((r) => r.jobId === jobId);
    },
    list(userId: string) {
      return db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.userId, userId))
        .orderBy(desc(jobApplications.appliedAt));
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
