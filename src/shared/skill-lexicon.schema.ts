import { z } from 'zod';

/**
 * The resume skill lexicon as data (src/server/catalog/content/lexicon/, one file per career family
 * and `general.json` for what every field lists): each tool, credential, method or language with the
 * other ways resumes and job ads write it, so a field expert can review it without reading code
 * (docs/decisions.md S82).
 */

export const LEXICON_KINDS = ['tool', 'credential', 'method', 'language', 'knowledge'] as const;

export const lexiconEntrySchema = z.strictObject({
  /** The usual name, as a hiring manager of the field writes it ("Epic", "BLS", "CDL Class A"). */
  name: z.string().trim().min(1).max(60),
  kind: z.enum(LEXICON_KINDS),
  /**
   * Other ways people write it: full names, abbreviations, vendor names and O*NET's technology name
   * ("Epic EHR", "Epic Systems"; "Basic Life Support"). Matched as whole words, in order.
   */
  aliases: z.array(z.string().trim().min(1).max(80)).max(40),
  /**
   * Terms (the name's or an alias's) that are also everyday words, counted only where the text
   * writes them exactly so ("REST", not "the rest"; "Epic", not "an epic week").
   */
  asWritten: z.array(z.string().trim().min(1).max(20)).max(10).optional(),
  /** A one- or two-letter name (C, R, Go) that counts only inside a list ("C, C++, Java"). */
  listOnly: z.literal(true).optional(),
});
export type LexiconEntry = z.infer<typeof lexiconEntrySchema>;

export const skillLexiconSchema = z.strictObject({
  /** A family pack id ("healthcare-practitioners"), or "general" for what every field lists. */
  family: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  entries: z.array(lexiconEntrySchema).min(1),
});
export type SkillLexicon = z.infer<typeof skillLexiconSchema>;
