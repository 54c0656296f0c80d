import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { insertWithinLimit } from '../db/owner-limit.ts';
import { jobApplications } from '../db/schema.ts';

export type ApplicationRow = typeof jobApplications.$inferSelect;
export type NewApplication = Omit<typeof jobApplications.$inferInsert, 'id' | 'userId'>;
export type ApplicationChanges = Partial<
  Omit<typeof jobApplications.$inferInsert, 'id' | 'userId' | 'jobId' | 'addedAt'>
>;

/** The application tracker's cards (docs/product.md §3 Application), always scoped to one user. */
export function createApplicationsRepository(db: Database) {
  const mine = (userId: string, id: string) =>
    and(eq(jobApplications.userId, userId), eq(jobApplications.id, id));
  return {
    /** Adds the card unless the user tracks `limit` already: null then (db/owner-limit.ts). */
    async add(userId: string, values: NewApplication, limit: number) {
      return insertWithinLimit(
        db,
        userId,
        { table: jobApplications, owner: jobApplications.userId, limit },
        async (tx) => {
          const [row] = await tx
            .insert(jobApplications)
            .values({ ...values, userId })
            .returning();
          return row;
        },
      );
    },

    async get(userId: string, id: string) {
      const [row] = await db.select().from(jobApplications).where(mine(userId, id));
      return row;
    },

    async list(userId: string): Promise<ApplicationRow[]> {
      return db
        .select()
        .from(jobApplications)
        .where(eq(jobApplications.userId, userId))
        .orderBy(desc(jobApplications.addedAt), desc(jobApplications.id));
    },

    async update(userId: string, id: string, changes: ApplicationChanges) {
      const [row] = await db.update(jobApplications).set(changes).where(mine(userId, id)).returning();
      return row;
    },

    async remove(userId: string, id: string) {
      const rows = await db
        .delete(jobApplications)
        .where(mine(userId, id))
        .returning({ id: jobApplications.id });
      return rows.length > 0;
    },
  };
}

export type ApplicationsRepository = ReturnType<typeof createApplicationsRepository>;
