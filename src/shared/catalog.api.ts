import { z } from 'zod';
import {
  catalogProjectSchema,
  catalogResourceSchema,
  catalogSkillSchema,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  jobTrendSchema,
  marketSummarySchema,
  roleProfileSchema,
} from './catalog.schema.ts';
import { CAREER_TITLE_MAX, JOB_FILTERS, SUGGESTION_LIMIT } from './constants.ts';
import { occupationCodeSchema, titleOptionSchema } from './occupation.api.ts';

export { CAREER_TITLE_MAX, JOB_FILTERS, SUGGESTION_LIMIT, SUGGESTION_MIN_CHARS } from './constants.ts';

export const careerSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  skillCount: z.number().int(),
  resourceCount: z.number().int(),
  projectCount: z.number().int(),
});
export type CareerSummary = z.infer<typeof careerSummarySchema>;

export const careerDetailSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  skills: z.array(catalogSkillSchema.extend({ resources: z.array(catalogResourceSchema) })),
  projects: z.array(catalogProjectSchema),
});
export type CareerDetail = z.infer<typeof careerDetailSchema>;

export const careerIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** docs/product.md §5: suggestions up to 5, after more than 2 characters; lookups are lowercased and trimmed. */

export const careerSearchQuerySchema = z.object({ q: z.string().max(200) });
export const careerSearchSchema = z.object({
  /** The built-in career or the one occupation the text names (case, spacing and plurals aside). */
  match: titleOptionSchema.nullable(),
  /** Up to 5 built-in careers and occupations whose names match every typed word. */
  suggestions: z.array(titleOptionSchema).max(SUGGESTION_LIMIT),
  /** "Did you mean": set when the text is close to real titles but names none of them exactly. */
  choices: z.array(titleOptionSchema),
});

export const catalogStatsSchema = z.object({
  careerPaths: z.number().int(),
  /** O*NET occupations a roadmap can be built for (docs/decisions.md D15). */
  occupations: z.number().int(),
  skills: z.number().int(),
  projects: z.number().int(),
  /** Careers written by hand for the occupations holding the most jobs (docs/product.md §3 Curated careers). */
  curatedCareers: z.number().int(),
  /** Career families: one per SOC major group (docs/product.md §3 Career families). */
  families: z.number().int(),
  /** docs/product.md §2 Onboarding: quick picks across the fields most people work in. */
  fieldPicks: z.array(z.object({ careerId: z.number().int(), title: z.string(), family: z.string() })),
});
export type CatalogStats = z.infer<typeof catalogStatsSchema>;

export const roleProfilesSchema = z.object({
  selectableRoles: z.array(z.string()),
  profiles: z.record(z.string(), roleProfileSchema),
  defaultProfile: roleProfileSchema,
});

/** A sample job as served (docs/product.md §3 Sample cities), with its fixed posting day (docs/decisions.md S64). */
export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  salary: z.string(),
  type: z.enum(JOB_TYPES),
  postedOn: z.string(),
  description: z.string(),
  requiredSkills: z.array(z.string()),
  isRemote: z.boolean(),
  experienceLevel: z.enum(EXPERIENCE_LEVELS),
  matchPercentage: z.number().int().min(0).max(100).optional(),
  /** The required skills the user has not started or does not know (with matchPercentage). */
  missingSkills: z.array(z.string()).optional(),
});
export type Job = z.infer<typeof jobSchema>;

export const jobFilterSchema = z.enum(JOB_FILTERS);
export type JobFilter = z.infer<typeof jobFilterSchema>;

export const marketQuerySchema = z.object({
  city: z.string().trim().min(1, 'Name a city, e.g. "Austin, TX"').max(120),
  q: z.string().max(200).optional(),
  type: jobFilterSchema.default('all'),
});

export const staticMarketQuerySchema = marketQuerySchema.omit({ city: true });

export const marketSchema = z.object({
  city: z.string(),
  state: z.string(),
  label: z.string(),
  /** true for the static San Francisco data set of the local-market page (docs/decisions.md D14) */
  isStatic: z.boolean(),
  summary: marketSummarySchema,
  trends: z.array(jobTrendSchema),
  jobs: z.array(jobSchema),
  /** jobs before the text search and type filter were applied */
  totalListed: z.number().int(),
});
export type Market = z.infer<typeof marketSchema>;

export const marketCitySchema = z.object({ city: z.string(), state: z.string(), label: z.string() });
export const marketCitiesSchema = z.array(marketCitySchema);
export type MarketCity = z.infer<typeof marketCitySchema>;

/** docs/product.md §5: a title search needs 3 or more characters. */
/** docs/product.md §5: a typed job title is 3 to 120 characters. */
export const resolveCareerSchema = z.union([
  z.strictObject({
    title: z
      .string()
      .trim()
      .min(3, 'Type at least 3 characters')
      .max(CAREER_TITLE_MAX, `A job title is at most ${CAREER_TITLE_MAX} characters`),
    /**
     * docs/product.md §5 Title resolution: the user chose the title as typed over the choices
     * offered, so a roadmap is made for it (the last choice).
     */
    asTyped: z.literal(true).optional(),
  }),
  /** A "did you mean" choice: the occupation the user picked. */
  z.strictObject({ code: occupationCodeSchema }),
]);
export const resolvedCareerSchema = z.object({
  careerId: z.number().int(),
  title: z.string(),
  /**
   * builtin: a catalogue path; occupation: an O*NET occupation's roadmap; provider/local/fallback:
   * how a title that names nothing real was made into a career.
   */
  source: z.enum(['builtin', 'occupation', 'provider', 'local', 'fallback']),
  /** The O*NET occupation the roadmap belongs to or was built from (local: the nearest one). */
  occupation: z.object({ code: occupationCodeSchema, title: z.string() }).nullable(),
  /** Set when a limit kept the AI provider out and the local engine made this career. */
  notice: z.string().optional(),
  /**
   * Set on a basic path (fallback): whether asking again may give a full roadmap, that is whether
   * an AI provider is configured (docs/product.md §8). The server says it, so the page never
   * guesses from a setting it may not have loaded yet.
   */
  canRetry: z.boolean().optional(),
});
/** docs/product.md §5 Title resolution: a title close to several real ones is never guessed. */
export const careerChoicesSchema = z.object({ choices: z.array(titleOptionSchema).min(1) });
export const resolveResultSchema = z.union([resolvedCareerSchema, careerChoicesSchema]);
export type ResolveResult = z.infer<typeof resolveResultSchema>;
export type ResolvedCareer = z.infer<typeof resolvedCareerSchema>;

export const discoveryEntriesSchema = z
  .array(z.string().trim().min(1, 'Entries cannot be empty').max(80, 'Entries are at most 80 characters'))
  .max(30, 'At most 30 entries per list');
export const backgroundSchema = z
  .strictObject({
    coursework: discoveryEntriesSchema,
    projects: discoveryEntriesSchema,
    skills: discoveryEntriesSchema,
    interests: discoveryEntriesSchema,
  })
  .refine(
    (b) => b.coursework.length + b.projects.length + b.skills.length + b.interests.length > 0,
    'Add at least one entry',
  );
export const careerMatchSchema = z.object({
  career: z.object({ id: z.number().int(), title: z.string(), summary: z.string() }),
  matchPercentage: z.number().int(),
  label: z.enum(['Excellent', 'Good', 'Potential']),
  reasoning: z.string(),
  matchingSkills: z.array(z.string()),
  missingSkills: z.array(z.string()),
});
export const careerMatchesSchema = z.array(careerMatchSchema);
export type CareerMatchDto = z.infer<typeof careerMatchSchema>;
