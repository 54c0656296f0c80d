/**
 * The independent evaluation set for issue 32's posting analysis (postings-set.md): written by an
 * author who saw no extractor, lexicon or rule, before any extractor exists, never tuned on. This
 * checks its data only, so it stays readable until the extractor is measured against it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const posting = z.object({
  occupation: z.string().min(1),
  socCode: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/),
  required: z.array(z.string().min(1)).min(1),
  preferred: z.array(z.string().min(1)),
  yearsExperience: z.number().min(0).nullable(),
  education: z.string().nullable(),
  licences: z.array(z.string()),
  pay: z
    .object({ min: z.number().positive(), max: z.number().positive(), period: z.string().min(1) })
    .nullable(),
});
const setSchema = z.object({
  about: z.string().min(1),
  items: z.array(
    z.object({
      id: z.string(),
      family: z.string().optional(),
      text: z.string(),
      expected: z.union([posting, z.object({ notAPosting: z.literal(true) })]),
    }),
  ),
});

describe('the independent posting sets (issue 32)', () => {
  it.each([
    'postings-set.json',
    'postings-set-2.json',
    'postings-set-3.json',
    'postings-set-4.json',
    'postings-set-5.json',
    'postings-set-6.json',
    'postings-set-7.json',
    'postings-set-8.json',
    'postings-set-9.json',
  ])('%s holds at least 36 postings across 14 families and the texts that are not postings', (file) => {
    const set = setSchema.parse(JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')));
    const postings = set.items.filter((i) => !('notAPosting' in i.expected));
    expect(postings.length).toBeGreaterThanOrEqual(36);
    expect(new Set(postings.map((i) => i.family)).size).toBeGreaterThanOrEqual(14);
    expect(set.items.length - postings.length).toBeGreaterThanOrEqual(4);
    expect(new Set(set.items.map((i) => i.id)).size).toBe(set.items.length);
  });
});
