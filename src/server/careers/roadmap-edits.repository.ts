import { and, eq } from 'drizzle-orm';
import { emptyOverlay, type RoadmapOverlay } from '../../shared/roadmap-edits.schema.ts';
import type { Database } from '../db/client.ts';
import { roadmapEdits } from '../db/schema.ts';

export function createRoadmapEditsRepository(db: Database) {
  return {
    /** The user's edits of one career's roadmap, or undefined when they made none. */
    async forCareer(userId: string, careerId: number): Promise<RoadmapOverlay | undefined> {
      const [row] = await db
        .select({ overlay: roadmapEdits.overlay })
        .from(roadmapEdits)
        .where(and(eq(roadmapEdits.userId, userId), eq(roadmapEdits.careerId, careerId)));
      return row?.overlay;
    },

    /**
     * Changes the edits in one transaction holding the row's lock, so two edits at once apply one
     * after the other and neither is lost. `change` answers the new overlay and a result.
     */
    async update<T>(
      userId: string,
      careerId: number,
      now: Date,
      change: (overlay: RoadmapOverlay) => { overlay: RoadmapOverlay; result: T },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        await tx
          .insert(roadmapEdits)
          .values({ userId, careerId, overlay: emptyOverlay(), updatedAt: now })
          .onConflictDoNothing();
        const [row] = await tx
          .select({ overlay: roadmapEdits.overlay })
          .from(roadmapEdits)
          .where(and(eq(roadmapEdits.userId, userId), eq(roadmapEdits.careerId, careerId)))
          .for('update');
        const { overlay, result } = change(row?.overlay ?? emptyOverlay());
        await tx
          .update(roadmapEdits)
          .set({ overlay, updatedAt: now })
          .where(and(eq(roadmapEdits.userId, userId), eq(roadmapEdits.careerId, careerId)));
        return result;
      });
    },

    /** Forgets the edits of one career's roadmap (its progress rows stay). */
    async reset(userId: string, careerId: number) {
      await db
        .delete(roadmapEdits)
        .where(and(eq(roadmapEdits.userId, userId), eq(roadmapEdits.careerId, careerId)));
    },
  };
}

export type RoadmapEditsRepository = ReturnType<typeof createRoadmapEditsRepository>;
