/**
 * The structured resume (docs/product.md §2 Resume, docs/decisions.md S88): the uploaded resume
 * read into sections, the form the generator improves, the editor changes and the downloads are
 * written from. Pure: the schema, the plain-text rendering and the placeholder rule.
 */
import { z } from 'zod';

/** Bounded by the extracted text (50,000 characters, extractor.ts); an edit by RESUME_SECTION_MAX_CHARS. */
const line = (max: number) => z.string().max(max);

export const resumeBulletSchema = z.object({
  text: line(50_000).min(1),
  /** No number, percentage or time in it: the editor asks for a result, the files never do. */
  needsResult: z.boolean().default(false),
});
export type ResumeBullet = z.infer<typeof resumeBulletSchema>;

/** A job, a degree or a project: its header fields, header lines not split into fields, and bullets. */
export const resumeRoleSchema = z.object({
  title: line(50_000),
  organization: line(50_000),
  location: line(50_000),
  dates: line(50_000),
  details: z.array(line(50_000)),
  bullets: z.array(resumeBulletSchema),
});
export type ResumeRole = z.infer<typeof resumeRoleSchema>;

export const skillGroupSchema = z.object({
  /** "Languages", "Tools"… or empty; "Completed in Waymark" marks roadmap skills the user finished. */
  label: line(50_000),
  items: z.array(line(50_000).min(1)),
});
export type SkillGroup = z.infer<typeof skillGroupSchema>;

export const RESUME_SECTION_KINDS = [
  'summary',
  'experience',
  'education',
  'skills',
  'certifications',
  'projects',
  'other',
] as const;
export type ResumeSectionKind = (typeof RESUME_SECTION_KINDS)[number];

export const resumeSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/),
  kind: z.enum(RESUME_SECTION_KINDS),
  /** The user's own heading ("Licenses & Certifications"), kept. */
  heading: line(50_000).min(1),
  /** Summary paragraphs, certification and licence lines, or the lines of any other section, as written. */
  lines: z.array(line(50_000)),
  /** Experience, education and projects. */
  roles: z.array(resumeRoleSchema),
  /** Skills. */
  skills: z.array(skillGroupSchema),
});
export type ResumeSection = z.infer<typeof resumeSectionSchema>;

export const resumeContactSchema = z.object({
  name: line(50_000),
  /** A line under the name ("Journeyman Electrician"), when the resume has one. */
  headline: line(50_000),
  email: line(50_000),
  /** Exactly as written: "(312) 555-0142" stays "(312) 555-0142". */
  phone: line(50_000),
  location: line(50_000),
  links: z.array(line(50_000)),
  /** Anything else on the contact lines, as written. */
  other: z.array(line(50_000)),
});
export type ResumeContact = z.infer<typeof resumeContactSchema>;

export const structuredResumeSchema = z.object({
  contact: resumeContactSchema,
  sections: z.array(resumeSectionSchema),
});
export type StructuredResume = z.infer<typeof structuredResumeSchema>;

/** An edited section's text, at most (about ten pages of resume). */
export const RESUME_SECTION_MAX_CHARS = 20_000;
export const editResumeSectionSchema = z.strictObject({
  text: z
    .string()
    .max(RESUME_SECTION_MAX_CHARS, 'A section is at most 20,000 characters: split it or shorten it.'),
});
