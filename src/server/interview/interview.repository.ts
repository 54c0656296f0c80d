import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { interviewSessions } from '../db/schema.ts';

export type InterviewSessionRow = typeof interviewSessions.$inferSelect;
export type NewInterviewSession = typeof interviewSessions.$inferInsert;

/** The sessions a user kept with the most recent shown first; older ones are not listed. */
const LIST_LIMIT = 20;

export function createInterviewRepository(db: Database) {
  return {
    async insert(row: NewInterviewSession): Promise<InterviewSessionRow> {
      const [stored] = await db.insert(interviewSessions).values(row).returning();
      if (!stored) throw new Error('insert returned no session');
      return stored;
    },

    async find(userId: string, id: string): Promise<InterviewSessionRow | undefined> {
      const [row] = await db
        .select()
        .from(interviewSessions)
        .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)));
      return row;
    },

    async list(userId: string): Promise<InterviewSessionRow[]> {
      return db
        .select()
        .from(interviewSessions)
        .where(eq(interviewSessions.userId, userId))
        .orderBy(desc(interviewSessions.startedAt))
        .limit(LIST_LIMIT);
    },

    async update(
      tx: Database,
      userId: string,
      id: string,
      values: Pick<Partial<InterviewSessionRow>, 'questions' | 'completedAt' | 'overallScore'>,
    ): Promise<InterviewSessionRow | undefined> {
      const [row] = await tx
        .update(interviewSessions)
        .set(values)
        .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
        .returning();
      return row;
    },
  };
}

export type InterviewRepository = ReturnType<typeof createInterviewRepository>;
