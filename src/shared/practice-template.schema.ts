import { z } from 'zod';
import { PRACTICE_KINDS } from './career-content.schema.ts';

/**
 * The AI Project Generator's templates (docs/decisions.md S83), kept as data in
 * src/server/catalog/content/practice/: one file per practice kind for the fields, `software.json`
 * for software projects and `general.json` for a goal with no family data.
 * `{occupation}` and `{exam}` are the only placeholders.
 */
const text = (min: number) => z.string().trim().min(min);
const tasks = z.array(text(10)).min(3).max(5);

export const practiceKindTemplateSchema = z.strictObject({
  kind: z.enum(PRACTICE_KINDS),
  /** How the kind is named in a sentence ("Clinical hours"). */
  label: text(3),
  /** The project title, before ": {occupation}". */
  title: text(3),
  description: text(60),
  tasks: z.strictObject({ beginner: tasks, intermediate: tasks, advanced: tasks }),
  objectives: z.array(text(10)).min(3).max(4),
  /** The workbook's checklist: what finished, good practice looks like. */
  checklist: z.array(text(10)).min(4).max(8),
  /** The workbook's log template. */
  log: z.strictObject({ title: text(3), columns: z.array(text(2)).min(3).max(7) }),
  /** How to show the result to an employer. */
  showEmployer: z.array(text(20)).min(2).max(4),
});
export type PracticeKindTemplate = z.infer<typeof practiceKindTemplateSchema>;

export const SOFTWARE_TRACKS = [
  'web',
  'api',
  'data',
  'mobile',
  'infra',
  'security',
  'design',
  'product',
  'qa',
  'game',
  'blockchain',
] as const;
export type SoftwareTrack = (typeof SOFTWARE_TRACKS)[number];

export const archetypeSchema = z.strictObject({
  /** Set for a project that is not software (a design portfolio piece, a product case study). */
  kind: z.enum(PRACTICE_KINDS).optional(),
  title: text(3),
  description: text(60),
  tech: z.array(text(1)).min(1).max(6),
  features: z.array(text(5)).min(4).max(6),
  objectives: z.array(text(5)).min(3).max(4),
});
export type Archetype = z.infer<typeof archetypeSchema>;

/** One archetype per difficulty (beginner, intermediate, advanced) for every kind of software goal. */
export const softwareTemplatesSchema = z.strictObject({
  // an enum-keyed record: every track is required (zod 4)
  tracks: z.record(z.enum(SOFTWARE_TRACKS), z.tuple([archetypeSchema, archetypeSchema, archetypeSchema])),
});

/** The general pack: the kinds of practice that fit most jobs, and the sentence that says so. */
export const generalPracticeSchema = z.strictObject({
  kinds: z.array(z.enum(PRACTICE_KINDS)).min(2),
  note: text(40),
});

export interface PracticeTemplates {
  kinds: ReadonlyMap<(typeof PRACTICE_KINDS)[number], PracticeKindTemplate>;
  software: z.infer<typeof softwareTemplatesSchema>;
  general: z.infer<typeof generalPracticeSchema>;
}
