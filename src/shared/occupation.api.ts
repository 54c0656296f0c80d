import { z } from 'zod';
import {
  goalSchema,
  roadmapEntryRouteSchema,
  roadmapMilestoneSchema,
  roadmapProjectSchema,
} from './goal.schema.ts';

export { BLS_ATTRIBUTION, ONET_ATTRIBUTION } from './constants.ts';

/** An O*NET-SOC code: "29-1141.00". */
export const occupationCodeSchema = z
  .string()
  .regex(/^\d{2}-\d{4}\.\d{2}$/, 'An occupation code looks like 29-1141.00');
export const occupationParamsSchema = z.object({ code: occupationCodeSchema });

/** A BLS figure: dollars or people, "top" when BLS top-codes it (at or above its cap), null when not published. */
export const figureSchema = z.union([z.number(), z.literal('top'), z.null()]);
export type FigureDto = z.infer<typeof figureSchema>;

/** docs/product.md §5 Title resolution: the level a posting title names, kept as a preference. */
export const titleLevelSchema = z.enum(['entry', 'mid', 'senior', 'lead']);
export type TitleLevel = z.infer<typeof titleLevelSchema>;

/** One thing a typed title can mean: a built-in career path or an O*NET occupation. */
export const titleOptionSchema = z.object({
  kind: z.enum(['career', 'occupation']),
  title: z.string(),
  /** The career a goal would point at (built-in id, or the occupation's roadmap id). */
  careerId: z.number().int(),
  code: occupationCodeSchema.nullable(),
  /** The other name that matched ("also called Software Engineer"), when not the title itself. */
  alsoCalled: z.string().nullable(),
  /** The level the typed title asked for ("Senior RN": senior); the occupation is the same. */
  level: titleLevelSchema.nullable(),
  /** The curated career's title when the occupation has a roadmap written by hand (docs/product.md §3). */
  curatedTitle: z.string().nullable(),
});
export type TitleOption = z.infer<typeof titleOptionSchema>;

const figureLevelSchema = z.enum(['detailed', 'aggregate']);

export const nationalWagesSchema = z.object({
  /** The BLS occupation (6-digit SOC) the figures are for, and its title. */
  soc: z.string(),
  title: z.string(),
  /** 'aggregate': BLS publishes one figure for a group of occupations that includes this one. */
  level: figureLevelSchema,
  year: z.string(),
  employment: z.number().nullable(),
  mean: figureSchema,
  p10: figureSchema,
  p25: figureSchema,
  median: figureSchema,
  p75: figureSchema,
  p90: figureSchema,
  /** Hourly figures, for occupations BLS publishes by the hour only (actors, dancers, musicians). */
  hourly: z.object({ median: figureSchema, p10: figureSchema, p90: figureSchema }).nullable(),
  /** BLS's top-coding cap for this release, a year and an hour: a "top" figure is at least this. */
  topCoded: z.object({ annual: z.number(), hourly: z.number() }),
});

export const outlookSchema = z.object({
  soc: z.string(),
  title: z.string(),
  level: figureLevelSchema,
  period: z.string(),
  employment2024: z.number().nullable(),
  employment2034: z.number().nullable(),
  changePercent: z.number().nullable(),
  annualOpenings: z.number().nullable(),
});

export const stateWageSchema = z.object({ state: z.string(), year: z.string(), mean: figureSchema });

/** Where the user is, for wages: a U.S. state, the U.S. without a known state, or abroad. */
export const wageScopeSchema = z.enum(['state', 'national', 'abroad']);

export const occupationFactsSchema = z.object({
  code: occupationCodeSchema,
  title: z.string(),
  careerId: z.number().int(),
  education: z.string().nullable(),
  /** Whose education figure: BLS's for the 6-digit code, or O*NET's own for this occupation. */
  educationSource: z.enum(['bls', 'onet']).nullable(),
  wages: nationalWagesSchema.nullable(),
  outlook: outlookSchema.nullable(),
  /** Where the figures come from when not from this occupation's own row ("BLS figures for …"). */
  figuresNote: z.string().nullable(),
  stateWage: stateWageSchema.nullable(),
  scope: wageScopeSchema,
  /** A sentence on what the wage figures cover for this user ("No state figures outside the U.S."). */
  scopeNote: z.string().nullable(),
});
export type OccupationFacts = z.infer<typeof occupationFactsSchema>;

export const ratedElementSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  importance: z.number(),
  level: z.number(),
});

export const occupationDetailSchema = occupationFactsSchema.extend({
  description: z.string(),
  alternateTitles: z.array(z.string()),
  jobZone: z.object({ zone: z.number().int(), name: z.string(), education: z.string() }).nullable(),
  riasec: z.array(z.object({ name: z.string(), score: z.number() })),
  tasks: z.array(z.string()),
  technologies: z.array(
    z.object({ name: z.string(), kind: z.string(), hot: z.boolean(), inDemand: z.boolean() }),
  ),
  skills: z.array(ratedElementSchema),
  knowledge: z.array(ratedElementSchema),
  related: z.array(z.object({ code: occupationCodeSchema, title: z.string() })),
  builtInCareers: z.array(z.object({ id: z.number().int(), title: z.string() })),
  /** When O*NET has no ratings for this occupation, the one whose ratings the roadmap uses. */
  ratingsFrom: z.object({ code: occupationCodeSchema, title: z.string() }).nullable(),
  hasRoadmap: z.boolean(),
  links: z.object({ onet: z.string(), careerOneStop: z.string() }),
  /** What its roadmap holds beyond skills (docs/product.md §3 Career families, Curated careers). */
  family: goalSchema.shape.career.shape.family,
  curated: z.boolean(),
  milestones: z.array(roadmapMilestoneSchema),
  entryRoutes: z.array(roadmapEntryRouteSchema),
  practice: z.array(
    roadmapProjectSchema.pick({ id: true, title: true, description: true, estimatedHours: true, kind: true }),
  ),
});
export type OccupationDetail = z.infer<typeof occupationDetailSchema>;

/** docs/product.md §5 More occupations that fit: an occupation and what in the background matched. */
export const occupationFitSchema = z.object({
  code: occupationCodeSchema,
  title: z.string(),
  careerId: z.number().int(),
  reasons: z.object({
    technologies: z.array(z.string()),
    knowledge: z.array(z.string()),
    skills: z.array(z.string()),
    interests: z.array(z.string()),
  }),
  /**
   * The user's own entries behind those matches, as typed, per list (docs/decisions.md S92): the
   * "Why" a user reads names only what they said.
   */
  said: z.object({
    skills: z.array(z.string()),
    coursework: z.array(z.string()),
    interests: z.array(z.string()),
  }),
  score: z.number(),
});
export const occupationFitsSchema = z.array(occupationFitSchema);
export type OccupationFitDto = z.infer<typeof occupationFitSchema>;

/** One occupation's figures beside others in a region (docs/product.md §2 Local Market). */
export const regionalFigureSchema = z.object({
  code: occupationCodeSchema,
  title: z.string(),
  /** The BLS occupation the figures are for, when not this occupation's own ("Registered Nurses"). */
  figuresFor: z.string().nullable(),
  stateMean: figureSchema,
  nationalMedian: figureSchema,
  changePercent: z.number().nullable(),
  annualOpenings: z.number().nullable(),
});
export type RegionalFigure = z.infer<typeof regionalFigureSchema>;

/** The goal's occupation and its related ones where the user is (docs/decisions.md D22). */
export const regionalOutlookSchema = z.object({
  goal: occupationFactsSchema,
  /** The goal and its related occupations with figures, in O*NET's order of relatedness. */
  occupations: z.array(regionalFigureSchema),
  /** Among them: the best paid, by the state mean where the user's state has figures, else by the national median; never mixed. */
  highestPaid: z.array(regionalFigureSchema),
  /** What `highestPaid` is ranked by: the state's mean wages, or the national medians. */
  highestPaidBy: z.enum(['state', 'national']),
  /** Among them: the fastest growing (BLS national projections: no state projections here). */
  fastestGrowing: z.array(regionalFigureSchema),
});
export type RegionalOutlook = z.infer<typeof regionalOutlookSchema>;
