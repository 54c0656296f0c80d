import { eq } from 'drizzle-orm';
import type { StudyPlanSettings } from '../../shared/plan.schema.ts';
import type { Database } from '../db/client.ts';
import { studyPlans } from '../db/schema.ts';

/** A user's study plan settings (docs/product.md §4 Study plan). */
export function createPlanRepository(db: Database) {
  return {
    async get(userId: string): Promise<StudyPlanSettings | null> {
      const [row] = await db.select().from(studyPlans).where(eq(studyPlans.userId, userId));
      if (!row) return null;
      return {
        hoursPerWeek: row.hoursPerWeek,
        weekdays: row.weekdays,
        startTime: row.startTime,
        targetDate: row.targetDate,
      };
    },

    async save(userId: string, settings: StudyPlanSettings, at: Date) {
      const values = { ...settings, updatedAt: at };
      await db
        .insert(studyPlans)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: studyPlans.userId, set: values });
    },
  };
}

export type PlanRepository = ReturnType<typeof createPlanRepository>;
