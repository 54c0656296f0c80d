import { z } from 'zod';
import { catalogIdSchema } from './catalog.schema.ts';
import { NOTE_MAX, SKILL_STATUSES } from './constants.ts';

export { NOTE_MAX, nextSkillAction, SKILL_STATUSES, skillStatusOf } from './constants.ts';

export const skillStatusSchema = z.enum(SKILL_STATUSES);
export type SkillStatus = z.infer<typeof skillStatusSchema>;

export const PROJECT_STATUSES = ['not_started', 'started', 'completed'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const itemParamsSchema = z.object({ id: catalogIdSchema.max(200) });
export const setSkillStatusSchema = z.strictObject({ status: skillStatusSchema });
export const setResourceSchema = z.strictObject({ completed: z.boolean() });
export const setProjectStatusSchema = z.strictObject({ status: projectStatusSchema });

export const noteKindSchema = z.enum(['skill', 'project']);
export const noteParamsSchema = z.object({ kind: noteKindSchema, id: catalogIdSchema.max(200) });
export const setNoteSchema = z.strictObject({
  note: z.string().max(NOTE_MAX, `Notes are at most ${NOTE_MAX} characters`),
});

export const xpHistorySchema = z.array(
  z.object({ at: z.iso.datetime(), amount: z.number().int(), reason: z.string(), total: z.number().int() }),
);
export type XpHistory = z.infer<typeof xpHistorySchema>;

export const exportQuerySchema = z.object({ format: z.enum(['json', 'markdown']).default('json') });
