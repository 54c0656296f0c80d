import { eq } from 'drizzle-orm';
import type { CareerDefinition } from '../../shared/career.ts';
import type { AiSource } from '../ai/ai-calls.repository.ts';
import type { Database } from '../db/client.ts';
import { generatedCareers } from '../db/schema.ts';

export type GeneratedCareerRow = typeof generatedCareers.$inferSelect;

export function createGeneratedCareersRepository(db: Database) {
  return {
    async findByKey(titleKey: string): Promise<GeneratedCareerRow | undefined> {
      const [row] = await db.select().from(generatedCareers).where(eq(generatedCareers.titleKey, titleKey));
      return row;
    },
    async findById(id: number): Promise<GeneratedCareerRow | undefined> {
      const [row] = await db.select().from(generatedCareers).where(eq(generatedCareers.id, id));
      return row;
    },
    /** Stores a generated career; when another request stored the same title first, that one wins. */
    async insert(row: {
      titleKey: string;
      title: string;
      source: AiSource;
      definition: Omit<CareerDefinition, 'id'>;
    }) {
      await db.insert(generatedCareers).values(row).onConflictDoNothing();
      const [stored] = await db
        .select()
        .from(generatedCareers)
        .where(eq(generatedCareers.titleKey, row.titleKey));
      if (!stored) throw new Error('generated career vanished after insert');
      return stored;
    },
    async replace(
      id: number,
      values: { title: string; source: AiSource; definition: Omit<CareerDefinition, 'id'> },
    ) {
      const [row] = await db
        .update(generatedCareers)
        .set(values)
        .where(eq(generatedCareers.id, id))
        .returning();
      return row;
    },
  };
}

export type GeneratedCareersRepository = ReturnType<typeof createGeneratedCareersRepository>;
