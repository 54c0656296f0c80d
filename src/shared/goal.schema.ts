import { z } from 'zod';
import { PRACTICE_KINDS, roadmapSkillCategorySchema } from './career-content.schema.ts';
import { difficultySchema, resourceTypeSchema } from './catalog.schema.ts';

export const roadmapResourceSchema = z.object({
  id: z.string(),
  skillId: z.string(),
  type: resourceTypeSchema,
  title: z.string(),
  source: z.string(),
  link: z.string(),
  duration: z.string(),
  isCompleted: z.boolean(),
  /** The user's own resource (docs/product.md §4 Editing a roadmap): they may delete it. */
  own: z.boolean().optional(),
});
export type RoadmapResource = z.infer<typeof roadmapResourceSchema>;

/** docs/product.md §3 Skill, with the user's progress. */
export const roadmapSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: roadmapSkillCategorySchema,
  description: z.string(),
  difficulty: difficultySchema.optional(),
  estimatedHours: z.number().int().optional(),
  isCompleted: z.boolean(),
  inProgress: z.boolean(),
  note: z.string(),
  resources: z.array(roadmapResourceSchema),
  /** Skills of this roadmap to learn first, and why. */
  prerequisites: z.array(z.object({ id: z.string(), why: z.string() })),
  /**
   * Set when other career paths teach the same skill (docs/decisions.md S33): its progress and XP
   * are kept once for all of them. `paths` are the titles of the built-in paths that teach it.
   */
  shared: z.object({ id: z.string(), name: z.string(), paths: z.array(z.string()) }).optional(),
  /** Added by the user (docs/product.md §4 Editing a roadmap); pays no XP (docs/decisions.md S100). */
  own: z.boolean().optional(),
  /** The posting an added skill came from ("close the gap"). */
  fromPosting: z.object({ id: z.string(), title: z.string() }).optional(),
});
export type RoadmapSkill = z.infer<typeof roadmapSkillSchema>;

/** docs/product.md §3 Project, with the user's progress; `skills` are skill ids. */
export const roadmapProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: difficultySchema,
  estimatedHours: z.number().int(),
  technologies: z.array(z.string()),
  skills: z.array(z.string()),
  /** The kind of practice (clinical hours, a practice exam…); unset for a software portfolio project. */
  kind: z.enum(PRACTICE_KINDS).optional(),
  isStarted: z.boolean(),
  isCompleted: z.boolean(),
  note: z.string(),
});
export type RoadmapProject = z.infer<typeof roadmapProjectSchema>;

/** docs/product.md §3 Milestones: a licence, certification, exam or training on the way in. */
export const roadmapMilestoneSchema = z.object({
  id: z.string(),
  kind: z.string(),
  name: z.string(),
  issuer: z.string(),
  link: z.string(),
  description: z.string(),
  required: z.boolean(),
  /** Rules differ by state: `link` lists each state's rules, on `publisher`'s site. */
  stateSpecific: z.boolean(),
  /** Who publishes the linked page ("CareerOneStop (U.S. Department of Labor)"). */
  publisher: z.string().optional(),
});
export type RoadmapMilestone = z.infer<typeof roadmapMilestoneSchema>;

export const roadmapEntryRouteSchema = z.object({
  kind: z.string(),
  name: z.string(),
  description: z.string(),
  typicalDuration: z.string(),
});
export type RoadmapEntryRoute = z.infer<typeof roadmapEntryRouteSchema>;

/** docs/product.md §3 Career goal, as the user's roadmap. */
export const goalSchema = z.object({
  career: z.object({
    id: z.number().int(),
    title: z.string(),
    summary: z.string(),
    /** The O*NET occupation the roadmap belongs to or was built from (docs/product.md §3). */
    occupationCode: z.string().nullable(),
    /** Who made the roadmap (a generated one can be refreshed, docs/product.md §4 Generated careers). */
    source: z.enum(['builtin', 'occupation', 'provider', 'local', 'fallback']),
    /** Written and reviewed by hand for its occupation (docs/product.md §3 Curated careers). */
    curated: z.boolean(),
    /** The career family it belongs to; null for a roadmap made for a title that names no occupation. */
    family: z
      .object({
        id: z.string(),
        title: z.string(),
        subFamily: z.object({ id: z.string(), title: z.string() }).nullable(),
      })
      .nullable(),
    /** Set when the skill ratings are another occupation's, saying whose. */
    ratingsNote: z.string().nullable(),
  }),
  startedAt: z.iso.datetime(),
  skills: z.array(roadmapSkillSchema),
  projects: z.array(roadmapProjectSchema),
  milestones: z.array(roadmapMilestoneSchema),
  entryRoutes: z.array(roadmapEntryRouteSchema),
  /** True when the user edited this roadmap (docs/product.md §4 Editing a roadmap): it can be reset. */
  edited: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

export const currentGoalSchema = z.object({ goal: goalSchema.nullable() });
export type CurrentGoal = z.infer<typeof currentGoalSchema>;

export const chooseGoalSchema = z.strictObject({ careerId: z.number().int().min(1).max(2_147_483_647) });
