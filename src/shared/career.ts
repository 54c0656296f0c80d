import { z } from 'zod';
import {
  credentialSchema,
  entryRouteSchema,
  PRACTICE_KINDS,
  roadmapSkillCategorySchema,
} from './career-content.schema.ts';
import {
  catalogProjectSchema,
  catalogResourceSchema,
  catalogSkillSchema,
  difficultySchema,
} from './catalog.schema.ts';

const careerSkillSchema = catalogSkillSchema.extend({
  category: roadmapSkillCategorySchema,
  difficulty: difficultySchema.optional(),
  estimatedHours: z.number().int().positive().optional(),
  /** The user's own resources (docs/product.md §4 Editing a roadmap) are marked `own`. */
  resources: z.array(catalogResourceSchema.extend({ own: z.boolean().optional() })),
  /** Added by the user (docs/product.md §4 Editing a roadmap), not part of the career's roadmap. */
  own: z.boolean().optional(),
  /** The posting an added skill came from ("close the gap"). */
  fromPosting: z.object({ id: z.string(), title: z.string() }).optional(),
});

/** A project, or a practice item of a field (clinical hours, an apprenticeship log, a practice exam). */
const careerProjectSchema = catalogProjectSchema.extend({
  /** What kind of practice it is; unset for software portfolio projects. */
  kind: z.enum(PRACTICE_KINDS).optional(),
  skillIds: z.array(z.string()),
});

/** The career family a roadmap belongs to (docs/product.md §3 Career families). */
export const careerFamilySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The sub-family's id and title when the occupation belongs to one ("healthcare-practitioners.nursing"). */
  subFamily: z.object({ id: z.string(), title: z.string() }).nullable(),
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
  projects: z.array(careerProjectSchema),
  /** The O*NET occupation the roadmap is built from or nearest to (docs/product.md §3). */
  occupationCode: z.string().optional(),
  /** Who made it: a built-in path, an occupation's data, or generated (provider, local, fallback). */
  source: z.enum(['builtin', 'occupation', 'provider', 'local', 'fallback']).optional(),
  /** Written and reviewed by hand for its occupation (content/curated), not assembled from data. */
  curated: z.boolean().optional(),
  family: careerFamilySchema.optional(),
  /** Licences, certifications, exams and training on the way in, each a roadmap milestone. */
  milestones: z
    .array(
      credentialSchema.extend({
        /** Who publishes the linked page ("CareerOneStop"). */ publisher: z.string().optional(),
      }),
    )
    .optional(),
  /** How people enter the field (from its family pack). */
  entryRoutes: z.array(entryRouteSchema).optional(),
  /** Said when the roadmap's skill ratings are another occupation's (docs/product.md §3 Occupation roadmaps). */
  ratingsNote: z.string().optional(),
  /**
   * Items an earlier version of this roadmap had (the occupation's data-built roadmap, before a
   * curated career replaced it): shown, after the roadmap's own, to whoever has progress on them.
   */
  earlier: z
    .object({ skills: z.array(careerSkillSchema), projects: z.array(careerProjectSchema) })
    .optional(),
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
