import { z } from 'zod';
import { catalogIdSchema } from './catalog.schema.ts';

/** docs/decisions.md D11: not started → in progress → completed, and back to not started. */
export const SKILL_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const skillStatusSchema = z.enum(SKILL_STATUSES);
export type SkillStatus = z.infer<typeof skillStatusSchema>;

export const PROJECT_STATUSES = ['not_started', 'started', 'completed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const itemParamsSchema = z.object({ id: catalogIdSchema.max(200) });
export const setSkillStatusSchema = z.strictObject({ status: skillStatusSchema });
export const setResourceSchema = z.strictObject({ completed: z.boolean() });
export const setProjectStatusSchema = z.strictObject({ status: projectStatusSchema });

export const NOTE_MAX = 5000;
export const noteKindSchema = z.enum(['skill', 'project']);
export const noteParamsSchema = z.object({ kind: noteKindSchema, id: catalogIdSchema.max(200) });
export const setNoteSchema = z.strictObject({
  note: z.string().max(NOTE_MAX, `Notes are at most ${NOTE_MAX} characters`),
});

/** The label a skill's status button shows, and the status it moves to (D11). */
export function nextSkillAction(status: SkillStatus): { label: string; next: SkillStatus } {
  switch (status) {
    case 'not_started':
      return { label: 'Start Learning', next: 'in_progress' };
    case 'in_progress':
      return { label: 'Mark Complete', next: 'completed' };
    case 'completed':
      return { label: 'Completed', next: 'completed' };
  }
}

export function skillStatusOf(skill: { inProgress: boolean; isCompleted: boolean }): SkillStatus {
  if (skill.isCompleted) return 'completed';
  return skill.inProgress ? 'in_progress' : 'not_started';
}

export const xpHistorySchema = z.array(
  z.object({ at: z.iso.datetime(), amount: z.number().int(), reason: z.string(), total: z.number().int() }),
);
export type XpHistory = z.infer<typeof xpHistorySchema>;

export const exportQuerySchema = z.object({ format: z.enum(['json', 'markdown']).default('json') });
