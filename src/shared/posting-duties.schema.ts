import { z } from 'zod';

/**
 * Duty skills as data (src/server/catalog/content/posting-duties.json, docs/decisions.md S125): what
 * the work itself is in each career family ("Vital signs", "Cash handling", "Forklift"), with the
 * common wordings postings use for it, so a field expert can review them without reading code. The
 * posting analysis reads them in a posting of the family, its neighbours, and from `general` in any
 * posting.
 */

export const dutySkillSchema = z.strictObject({
  /** The short canonical name a hiring manager of the field would write ("Patient transfers"). */
  name: z.string().trim().min(2).max(60),
  /**
   * How postings write it, matched by word stems, in order, as whole words ("safe transfers",
   * "reposition residents"). A wording in capitals ("PMS", "RTUs") counts only as written.
   */
  wordings: z.array(z.string().trim().min(2).max(60)).min(1).max(30),
});
export type DutySkill = z.infer<typeof dutySkillSchema>;

export const postingDutiesSchema = z.strictObject({
  about: z.string().min(1),
  families: z
    .array(
      z.strictObject({
        /** A SOC major group ("29"), or "general" for duties every field's postings name. */
        family: z.string().regex(/^(\d{2}|general)$/),
        skills: z.array(dutySkillSchema).min(1),
      }),
    )
    .min(1),
});
export type PostingDuties = z.infer<typeof postingDutiesSchema>;
