import { z } from 'zod';
import {
  catalogProjectSchema,
  catalogResourceSchema,
  catalogSkillSchema,
  difficultySchema,
  skillCategorySchema,
} from './catalog.schema.ts';

const careerSkillSchema = catalogSkillSchema.extend({
  category: skillCategorySchema,
  difficulty: difficultySchema.optional(),
  estimatedHours: z.number().int().positive().optional(),
});

/**
 * A career path as the roadmap uses it: a built-in catalogue career, or one generated for a custom
 * title (which may add SoftSkills and leave difficulty or hours unset).
 */
export const careerDefinitionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  skills: z.array(careerSkillSchema),
  projects: z.array(catalogProjectSchema),
});
export type CareerDefinition = z.infer<typeof careerDefinitionSchema>;

/** A generated career before it is stored: skills and projects without ids yet, projects name skills. */
export const careerDraftSchema = z.object({
  title: z.string(),
  summary: z.string(),
  skills: z.array(
    careerSkillSchema
      .omit({ id: true, resources: true })
      .extend({ resources: z.array(catalogResourceSchema.omit({ id: true })) }),
  ),
  projects: z.array(
    catalogProjectSchema.omit({ id: true, skillIds: true }).extend({ skills: z.array(z.string()) }),
  ),
});
export type CareerDraft = z.infer<typeof careerDraftSchema>;
