import { z } from 'zod';

/**
 * Posting names as data (src/server/catalog/content/posting-names.json, docs/decisions.md S120 and
 * S126): the names job boards give jobs where O*NET's own filing of the name misleads, reviewed as a
 * career counsellor would. Title resolution (docs/product.md §5 Title resolution) reads a `common`
 * name as an official name of its one occupation, and offers an `ambiguous` name's occupations as
 * choices, most common meaning first.
 */

const socCode = z.string().regex(/^\d{2}-\d{4}\.\d{2}$/);
/** A name as a person types it ("Farm Hand", "Patient Access Representative"). */
const postingName = z.string().trim().min(2).max(60);

export const postingNamesSchema = z.strictObject({
  about: z.string().min(1),
  /** A name employers give one job most people hold, where O*NET lists it under several or none. */
  common: z
    .array(
      z.strictObject({
        code: socCode,
        names: z.array(postingName).min(1).max(20),
        why: z.string().min(10),
      }),
    )
    .min(1),
  /** A name O*NET files under one occupation while postings by that name commonly mean another or several. */
  ambiguous: z
    .array(
      z.strictObject({
        name: postingName,
        offer: z.array(socCode).min(2).max(5),
        why: z.string().min(10),
      }),
    )
    .min(1),
});
export type PostingNames = z.infer<typeof postingNamesSchema>;
