import { z } from 'zod';
import { calendarDaySchema } from './calendar.schema.ts';
import { DIFFICULTIES } from './constants.ts';

export { DIFFICULTIES } from './constants.ts';

// docs/product.md §3 Skill: the built-in data uses four categories; generated careers may add SoftSkills.
export const SKILL_CATEGORIES = ['Languages', 'Frameworks', 'Tools', 'Concepts', 'SoftSkills'] as const;
export const skillCategorySchema = z.enum(SKILL_CATEGORIES);
export type SkillCategory = z.infer<typeof skillCategorySchema>;

export const RESOURCE_TYPES = ['course', 'video', 'tutorial', 'article', 'book'] as const;
export const resourceTypeSchema = z.enum(RESOURCE_TYPES);

export const difficultySchema = z.enum(DIFFICULTIES);
export type Difficulty = z.infer<typeof difficultySchema>;

/** Stable, readable ids: lowercase words joined by '-' and '.' (progress rows point at them). */
export const catalogIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/, 'ids are lowercase words joined by "-" or "."');

export const httpsUrlSchema = z.url({ protocol: /^https$/, error: 'links must be https URLs' });

export const catalogResourceSchema = z.strictObject({
  id: catalogIdSchema,
  type: resourceTypeSchema,
  title: z.string().min(3),
  source: z.string().min(2),
  link: httpsUrlSchema,
  duration: z.string().regex(/^\d+(?:\.\d+)?h$/, 'durations look like "30h" or "1.5h"'),
});

export const catalogSkillSchema = z.strictObject({
  id: catalogIdSchema,
  name: z.string().min(1),
  category: z.enum(['Languages', 'Frameworks', 'Tools', 'Concepts']),
  description: z.string().min(30),
  difficulty: difficultySchema,
  estimatedHours: z.number().int().positive(),
  resources: z.array(catalogResourceSchema).min(2).max(4),
  /** Skills of the same path to learn first, with why (docs/product.md §4 Recommended next skill). */
  prerequisites: z.array(z.strictObject({ id: catalogIdSchema, why: z.string().min(10) })).optional(),
});

export const catalogProjectSchema = z.strictObject({
  id: catalogIdSchema,
  title: z.string().min(3),
  description: z.string().min(60),
  difficulty: difficultySchema,
  estimatedHours: z.number().int().positive(),
  technologies: z.array(z.string().min(1)).min(1),
  skillIds: z.array(catalogIdSchema).min(2),
});

export const catalogCareerSchema = z.strictObject({
  id: z.number().int().min(1).max(15),
  slug: catalogIdSchema,
  title: z.string().min(3),
  summary: z.string().min(80),
  skills: z.array(catalogSkillSchema).min(10).max(16),
  projects: z.array(catalogProjectSchema).min(3).max(6),
});
export type CatalogCareer = z.infer<typeof catalogCareerSchema>;

// docs/product.md §3 Role profile
export const roleProfileSchema = z.strictObject({
  requiredSkills: z.array(z.string().min(1)).min(5),
  relevantCoursework: z.array(z.string().min(1)).min(3),
  relevantProjects: z.array(z.string().min(1)).min(3),
  interests: z.array(z.string().min(1)).min(3),
});
export type RoleProfile = z.infer<typeof roleProfileSchema>;

// docs/product.md §3 Job listing, Job trend, City market summary
export const EXPERIENCE_LEVELS = ['entry', 'mid', 'senior'] as const;
export const JOB_TYPES = ['full-time', 'part-time', 'contract'] as const;
export const DEMAND_LEVELS = ['very-high', 'high', 'medium'] as const;

export const catalogJobSchema = z.strictObject({
  id: catalogIdSchema,
  title: z.string().min(3),
  company: z.string().min(2),
  location: z.string().min(2),
  salary: z.string().regex(/^\$\d{2,3}K - \$\d{2,3}K$/, 'salary ranges look like "$120K - $150K"'),
  type: z.enum(JOB_TYPES),
  /** The sample's own posting day, fixed (docs/decisions.md S64): never recomputed from today. */
  postedOn: calendarDaySchema,
  description: z.string().min(60),
  requiredSkills: z.array(z.string().min(1)).min(3).max(8),
  isRemote: z.boolean(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  /** docs/product.md §3 Sample data: sample match percentages range from 60 to 85. */
  matchPercentage: z.number().int().min(60).max(85),
});
export type CatalogJob = z.infer<typeof catalogJobSchema>;

export const jobTrendSchema = z.strictObject({
  id: catalogIdSchema,
  location: z.string().min(2),
  jobTitle: z.string().min(3),
  demandLevel: z.enum(DEMAND_LEVELS),
  /** USD per year */
  averageSalary: z.number().int().min(30_000).max(500_000),
  /** year-over-year growth of postings, percent */
  growthRate: z.number().min(-50).max(200),
  topSkills: z.array(z.string().min(1)).min(3),
  topCompanies: z.array(z.string().min(1)).min(2),
  description: z.string().min(40),
});
export type JobTrend = z.infer<typeof jobTrendSchema>;

export const marketSummarySchema = z.strictObject({
  location: z.string().min(2),
  totalJobs: z.number().int().positive(),
  /** USD per year */
  averageSalary: z.number().int().positive(),
  topIndustries: z.array(z.string().min(1)).min(3),
  growingRoles: z.array(z.string().min(1)).min(3),
  inDemandSkills: z.array(z.string().min(1)).min(4),
  costOfLiving: z.enum(['medium', 'high', 'very-high']),
  techHubRating: z.number().min(0).max(10),
});
export type MarketSummary = z.infer<typeof marketSummarySchema>;

export const cityMarketSchema = z.strictObject({
  city: z.string().min(2),
  state: z.string().length(2),
  stateName: z.string().min(4),
  summary: marketSummarySchema,
  jobs: z.array(catalogJobSchema).min(1),
  trends: z.array(jobTrendSchema).min(1),
});
export type CityMarket = z.infer<typeof cityMarketSchema>;
