import { z } from 'zod';
import { roadmapSkillCategorySchema } from './career-content.schema.ts';
import { catalogIdSchema, httpsUrlSchema, resourceTypeSchema } from './catalog.schema.ts';

/*
 * docs/product.md §4 Editing a roadmap: a user's own changes to their roadmap of one career. Skills
 * and resources the user adds have ids `own-<uuid>` (OWN_ID_PREFIX in xp.ts; docs/decisions.md S100:
 * they pay no XP).
 */

/** Limits of one roadmap's edits (docs/decisions.md S101). */
export const ROADMAP_EDIT_LIMITS = {
  ownSkills: 50,
  skillsPerAdd: 30,
  resourcesPerSkill: 8,
  nameLength: 80,
  descriptionLength: 1000,
  resourceTitleLength: 120,
  urlLength: 2000,
  maxHours: 500,
} as const;

const L = ROADMAP_EDIT_LIMITS;

const trimmed = (what: string, max: number) =>
  z
    .string({ error: `${what} is required.` })
    .trim()
    .min(1, `${what} is required.`)
    .max(max, `${what} can be at most ${max} characters.`);

export const skillNameSchema = trimmed('The skill name', L.nameLength);

const hoursSchema = z
  .number({ error: 'Hours must be a whole number.' })
  .int('Hours must be a whole number.')
  .min(1, 'Hours must be at least 1.')
  .max(L.maxHours, `Hours can be at most ${L.maxHours}.`);

/** A resource the user adds to a skill: a title and an https link (type and hours optional). */
export const ownResourceInputSchema = z.strictObject({
  title: trimmed('The resource title', L.resourceTitleLength),
  url: z
    .string({ error: 'The link is required.' })
    .trim()
    .max(L.urlLength, `The link can be at most ${L.urlLength} characters.`)
    .pipe(httpsUrlSchema),
  type: resourceTypeSchema.optional(),
  /** Hours the resource takes; the study plan counts them when it is completed. */
  hours: z
    .number({ error: 'Hours must be a number.' })
    .positive('Hours must be more than 0.')
    .max(200, 'Hours can be at most 200.')
    .optional(),
});
export type OwnResourceInput = z.infer<typeof ownResourceInputSchema>;

export const postingRefSchema = z.strictObject({
  id: z.string().min(1).max(100),
  title: z.string().trim().min(1).max(200),
});

/** A skill added to a roadmap, by hand or by "close the gap" from a posting. */
export const ownSkillInputSchema = z.strictObject({
  name: skillNameSchema,
  estimatedHours: hoursSchema,
  description: z
    .string()
    .trim()
    .max(L.descriptionLength, `The description can be at most ${L.descriptionLength} characters.`)
    .default(''),
  category: roadmapSkillCategorySchema.optional(),
  resources: z
    .array(ownResourceInputSchema)
    .max(L.resourcesPerSkill, `A skill can have at most ${L.resourcesPerSkill} resources of your own.`)
    .default([]),
  fromPosting: postingRefSchema.optional(),
});
export type OwnSkillInput = z.input<typeof ownSkillInputSchema>;

export const addSkillsSchema = z
  .array(ownSkillInputSchema)
  .min(1, 'Add at least one skill.')
  .max(L.skillsPerAdd, `Add at most ${L.skillsPerAdd} skills at once.`);

/** POST /api/me/roadmap/skills: one skill added by hand. */
export const addSkillBodySchema = ownSkillInputSchema.omit({ fromPosting: true });

export const renameSkillBodySchema = z.strictObject({ name: skillNameSchema });

export const roadmapOrderBodySchema = z.strictObject({
  skillIds: z.array(catalogIdSchema.max(200)).min(1).max(400),
});

export const roadmapSkillParamsSchema = z.object({ id: catalogIdSchema.max(200) });
export const roadmapResourceParamsSchema = z.object({
  id: catalogIdSchema.max(200),
  resourceId: catalogIdSchema.max(200),
});

/** What an add answers: the skill's id on the roadmap (an existing one when it was there already). */
export const addedSkillSchema = z.object({ id: z.string(), name: z.string() });
export type AddedSkill = z.infer<typeof addedSkillSchema>;

/** A stored own resource. */
export const ownResourceSchema = z.object({
  id: z.string(),
  type: resourceTypeSchema,
  title: z.string(),
  link: z.string(),
  /** "2h", or "" when the user gave no hours. */
  duration: z.string(),
});
export type OwnResource = z.infer<typeof ownResourceSchema>;

/** A stored own skill. */
export const ownSkillSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: roadmapSkillCategorySchema,
  estimatedHours: z.number().int(),
  resources: z.array(ownResourceSchema),
  fromPosting: z.object({ id: z.string(), title: z.string() }).optional(),
});
export type OwnSkill = z.infer<typeof ownSkillSchema>;

/**
 * One user's edits of one career's roadmap, as stored (docs/decisions.md S101). Removed skills
 * (built-in or own) stay listed so their progress comes back when they are added again.
 */
export const roadmapOverlaySchema = z.object({
  added: z.array(ownSkillSchema),
  removed: z.array(z.string()),
  renamed: z.record(z.string(), z.string()),
  order: z.array(z.string()),
  /** Own resources added to the career's own skills, by skill id. */
  resources: z.record(z.string(), z.array(ownResourceSchema)),
});
export type RoadmapOverlay = z.infer<typeof roadmapOverlaySchema>;

export const emptyOverlay = (): RoadmapOverlay => ({
  added: [],
  removed: [],
  renamed: {},
  order: [],
  resources: {},
});

/** True when an overlay changes nothing. */
export const isEmptyOverlay = (o: RoadmapOverlay) =>
  o.added.length === 0 &&
  o.removed.length === 0 &&
  Object.keys(o.renamed).length === 0 &&
  o.order.length === 0 &&
  Object.values(o.resources).every((r) => r.length === 0);
