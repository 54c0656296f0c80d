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
  /** The O*NET occupation the roadmap is built from or nearest to (docs/product.md §3). */
  occupationCode: z.string().optional(),
  /** Who made it: a built-in path, an occupation's data, or generated (provider, local, fallback). */
  source: z.enum(['builtin', 'occupation', 'provider', 'local', 'fallback']).optional(),
});
export type CareerDefinition = z.infer<typeof careerDefinitionSchema>;

/** A generated career before it is stored: skills and projects without ids yet, projects name skills. */
export const careerDraftSchema = z.object({
  title: z.string(),
  summary: z.string(),
  skills: z.array(
    careerSkillSchema.omit({ id: true, resources: true }).extend({
      /** Kept when the skill has a canonical id already (an O*NET skill), else derived from the title. */
      id: z.string().optional(),
      resources: z.array(catalogResourceSchema.omit({ id: true }).extend({ id: z.string().optional() })),
    }),
  ),
  projects: z.array(
    catalogProjectSchema.omit({ id: true, skillIds: true }).extend({ skills: z.array(z.string()) }),
  ),
  occupationCode: z.string().optional(),
});
export type CareerDraft = z.infer<typeof careerDraftSchema>;
