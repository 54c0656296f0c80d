import { z } from 'zod';
import {
  catalogIdSchema,
  difficultySchema,
  httpsUrlSchema,
  resourceTypeSchema,
  SKILL_CATEGORIES,
} from './catalog.schema.ts';

/**
 * Career knowledge outside the 15 built-in software paths, kept as data files (one per career family
 * and one per curated career) that a field expert can review without reading code.
 * Files live in src/server/catalog/families/ and src/server/catalog/curated/; the content test checks
 * them against these schemas, the publisher allow-list and the count and link rules.
 */

/** Skill categories for every field (a nurse's skills are not "Languages" and "Frameworks"). */
export const FIELD_SKILL_CATEGORIES = [
  'Foundations',
  'Core Skills',
  'Tools & Equipment',
  'Safety & Compliance',
  'People Skills',
  'Business & Admin',
  'Technology',
] as const;
export const fieldSkillCategorySchema = z.enum(FIELD_SKILL_CATEGORIES);
export type FieldSkillCategory = z.infer<typeof fieldSkillCategorySchema>;

/**
 * A roadmap skill's category: software roadmaps keep the catalogue's own words, every other field
 * uses the field categories (docs/product.md §3 Career families).
 */
export const roadmapSkillCategorySchema = z.enum([...SKILL_CATEGORIES, ...FIELD_SKILL_CATEGORIES]);

/** How people enter a field (BLS projections' education, experience and training columns). */
export const ENTRY_ROUTE_KINDS = [
  'degree',
  'certificate',
  'apprenticeship',
  'licence',
  'on-the-job',
  'experience',
] as const;

/** What a credential is: the milestone kinds of a roadmap. */
export const CREDENTIAL_KINDS = [
  'licence',
  'certification',
  'exam',
  'degree',
  'apprenticeship',
  'registration',
  'training',
] as const;

/** What a learner can do to practise, by field. */
export const PRACTICE_KINDS = [
  'portfolio-project',
  'case-study',
  'skills-checklist',
  'practice-case',
  'clinical-hours',
  'lab-hours',
  'apprenticeship-milestone',
  'practice-exam',
  'log',
  'role-play',
  'field-exercise',
] as const;

const text = (min: number) => z.string().trim().min(min);

export const contentResourceSchema = z.strictObject({
  id: catalogIdSchema,
  type: resourceTypeSchema,
  title: text(3),
  /** The publisher as a reader knows it ("U.S. Bureau of Labor Statistics"). */
  source: text(2),
  link: httpsUrlSchema,
  duration: z.string().regex(/^\d+(?:\.\d+)?h$/, 'durations look like "30h" or "1.5h"'),
});
export type ContentResource = z.infer<typeof contentResourceSchema>;

export const credentialSchema = z.strictObject({
  id: catalogIdSchema,
  kind: z.enum(CREDENTIAL_KINDS),
  name: text(3),
  /** The body that issues or administers it ("National Council of State Boards of Nursing"). */
  issuer: text(3),
  link: httpsUrlSchema,
  description: text(30),
  /** Needed to work in the occupation (a licence), rather than useful (most certifications). */
  required: z.boolean(),
  /** Rules differ by state: the description says so and `link` lists each state's rules. */
  stateSpecific: z.boolean(),
});
export type Credential = z.infer<typeof credentialSchema>;

export const practiceItemSchema = z.strictObject({
  id: catalogIdSchema,
  kind: z.enum(PRACTICE_KINDS),
  title: text(3),
  description: text(60),
  estimatedHours: z.number().int().positive(),
});
export type PracticeItem = z.infer<typeof practiceItemSchema>;

export type PracticeKind = (typeof PRACTICE_KINDS)[number];

export const entryRouteSchema = z.strictObject({
  kind: z.enum(ENTRY_ROUTE_KINDS),
  name: text(3),
  description: text(30),
  /** "2 years", "4 years", "12-18 months" */
  typicalDuration: text(3),
});

/** What a family (or sub-family) holds; a sub-family replaces the lists it gives. */
const packBody = {
  title: text(3),
  summary: text(80),
  entryRoutes: z.array(entryRouteSchema).min(1),
  credentials: z.array(credentialSchema),
  practice: z.array(practiceItemSchema).min(3),
  resources: z.array(contentResourceSchema).min(3),
};

export const subFamilySchema = z.strictObject({
  id: catalogIdSchema,
  /** SOC code prefixes that belong to it ("29-114" for registered nurses and nurse practitioners). */
  socPrefixes: z.array(z.string().regex(/^\d{2}-\d{1,4}(?:\.\d{2})?$/)).min(1),
  ...packBody,
});
export type SubFamily = z.infer<typeof subFamilySchema>;

export const familyPackSchema = z.strictObject({
  id: catalogIdSchema,
  /** The SOC major group, two digits ("29"). */
  socMajor: z.string().regex(/^\d{2}$/),
  ...packBody,
  /**
   * docs/decisions.md S94: the skills of a family whose occupations O*NET rates none for and lists no
   * tasks or technologies of (the military group, 55): its roadmap's steps after "the job".
   */
  skills: z.lazy(() => z.array(curatedSkillSchema).min(5).max(12)).optional(),
  subFamilies: z.array(subFamilySchema),
});
export type FamilyPack = z.infer<typeof familyPackSchema>;

export const curatedSkillSchema = z.strictObject({
  id: catalogIdSchema,
  name: text(2),
  category: fieldSkillCategorySchema,
  description: text(40),
  difficulty: difficultySchema,
  estimatedHours: z.number().int().positive(),
  resources: z.array(contentResourceSchema).min(2).max(4),
  prerequisites: z.array(z.strictObject({ id: catalogIdSchema, why: text(10) })).optional(),
});

export const curatedCareerSchema = z.strictObject({
  /** The O*NET-SOC code it is written for ("29-1141.00"). */
  occupationCode: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  slug: catalogIdSchema,
  title: text(3),
  /** A family id, or "family.sub-family". */
  family: catalogIdSchema,
  summary: text(80),
  skills: z.array(curatedSkillSchema).min(8).max(14),
  /** Licences, certifications and exams, each a roadmap milestone. */
  milestones: z.array(credentialSchema),
  practice: z.array(practiceItemSchema).min(3).max(5),
  /** Where the career's facts come from. */
  sources: z.array(z.strictObject({ title: text(3), link: httpsUrlSchema })).min(1),
});
export type CuratedCareer = z.infer<typeof curatedCareerSchema>;

export const publisherSchema = z.strictObject({
  /** Exact host of its links ("www.bls.gov"). */
  host: z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/),
  name: text(2),
  /** Why a learner can trust it. */
  why: text(20),
});
export const publisherListSchema = z.strictObject({ publishers: z.array(publisherSchema).min(1) });
