import { z } from 'zod';
import { careerDetailSchema } from './catalog.api.ts';

export const goalSchema = z.object({
  career: careerDetailSchema,
  startedAt: z.iso.datetime(),
});
export type Goal = z.infer<typeof goalSchema>;

export const currentGoalSchema = z.object({ goal: goalSchema.nullable() });
export type CurrentGoal = z.infer<typeof currentGoalSchema>;

export const chooseGoalSchema = z.strictObject({ careerId: z.number().int().min(1).max(2_147_483_647) });
