import { and, desc, eq } from 'drizzle-orm';
import type { GeneratedProject } from '../../shared/ai.schema.ts';
import type { Database } from '../db/client.ts';
import { generatedProjects } from '../db/schema.ts';

export type GeneratedProjectRow = typeof generatedProjects.$inferSelect;

export function createGeneratedProjectsRepository(db: Database) {
  return {
    async insert(row: typeof generatedProjects.$inferInsert): Promise<GeneratedProjectRow> {
      const [stored] = await db.insert(generatedProjects).values(row).returning();
      if (!stored) throw new Error('insert returned no project');
      return stored;
    },
    async find(userId: string, id: string): Promise<GeneratedProjectRow | undefined> {
      const [row] = await db
        .select()
        .from(generatedProjects)
        .where(and(eq(generatedProjects.userId, userId), eq(generatedProjects.id, id)));
      return row;
    },
    list(userId: string) {
      return db
        .select()
        .from(generatedProjects)
        .where(eq(generatedProjects.userId, userId))
        .orderBy(desc(generatedProjects.createdAt))
        .limit(30);
    },
    async update(
      userId: string,
      id: string,
      values: Partial<Pick<GeneratedProjectRow, 'starterCode' | 'addedToRoadmap'>>,
    ) {
      await db
        .update(generatedProjects)
        .set(values)
        .where(and(eq(generatedProjects.userId, userId), eq(generatedProjects.id, id)));
    },
    /** Generated projects the user added to the roadmap of one career. */
    async added(userId: string, careerId: number): Promise<Array<{ id: string; project: GeneratedProject }>> {
      const rows = await db
        .select()
        .from(generatedProjects)
        .where(
          and(
            eq(generatedProjects.userId, userId),
            eq(generatedProjects.careerId, careerId),
            eq(generatedProjects.addedToRoadmap, true),
          ),
        )
        .orderBy(generatedProjects.createdAt);
      return rows.map((r) => ({ id: r.id, project: r.project }));
    },
  };
}

export type GeneratedProjectsRepository = ReturnType<typeof createGeneratedProjectsRepository>;
