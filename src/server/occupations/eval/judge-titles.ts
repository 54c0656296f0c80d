/**
 * How the title resolver does on a set of posting titles (docs/product.md §5 Title resolution). Each
 * title is right (one match, an acceptable occupation), acceptable choices (choices that include an
 * acceptable occupation), unhelpful (choices without one, or nothing), or wrong (one match to an
 * occupation that is not acceptable). A title that names no real occupation is right when the
 * resolver offers choices or nothing, wrong when it picks one.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Resolution } from '../title-resolution.ts';

const titleSetSchema = z.object({
  titles: z.array(
    z.object({
      title: z.string().min(1),
      expect: z.string().nullable(),
      acceptable: z.array(z.string()),
      family: z.string().nullable(),
    }),
  ),
});
export type TitleSet = z.infer<typeof titleSetSchema>;
export type Verdict = 'right' | 'choices' | 'unhelpful' | 'wrong';

/**
 * `dev-titles.json` (tuned on) or a batch of posting titles by an author who saw neither the resolver
 * nor the other batches (README.md): each measures once; once a fix was made from its failures it is
 * development data, and the next batch measures.
 */
export function readTitleSet(
  file:
    | 'dev-titles.json'
    | 'posting-titles.json'
    | 'posting-titles-2.json'
    | 'posting-titles-3.json'
    | 'posting-titles-4.json'
    | 'posting-titles-5.json'
    | 'posting-titles-6.json'
    | 'posting-titles-7.json'
    | 'posting-titles-8.json'
    | 'posting-titles-9.json'
    | 'posting-titles-10.json'
    | 'posting-titles-11.json'
    | 'posting-titles-12.json'
    | 'posting-titles-13.json'
    | 'posting-titles-14.json'
    | 'posting-titles-15.json'
    | 'posting-titles-16.json',
): TitleSet {
  return titleSetSchema.parse(JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8')));
}

export function judgeTitle(entry: TitleSet['titles'][number], found: Resolution): Verdict {
  const ok = (code: string | null) => code !== null && entry.acceptable.includes(code);
  if (entry.expect === null) return found.kind === 'match' ? 'wrong' : 'right';
  if (found.kind === 'match') return ok(found.option.code) ? 'right' : 'wrong';
  if (found.kind === 'choices') return found.options.some((o) => ok(o.code)) ? 'choices' : 'unhelpful';
  return 'unhelpful';
}

export interface TitleReport {
  total: number;
  counts: Record<Verdict, number>;
  /** Every title judged, with what the resolver said. */
  results: Array<{ title: string; verdict: Verdict; said: string }>;
}

export function judgeTitles(set: TitleSet, resolve: (title: string) => Resolution): TitleReport {
  const counts: Record<Verdict, number> = { right: 0, choices: 0, unhelpful: 0, wrong: 0 };
  const results = set.titles.map((entry) => {
    const found = resolve(entry.title);
    const verdict = judgeTitle(entry, found);
    counts[verdict] += 1;
    const said =
      found.kind === 'match'
        ? `${found.option.title} (${found.option.code})`
        : found.kind === 'choices'
          ? `choices: ${found.options.map((o) => o.code ?? o.title).join(', ')}`
          : 'none';
    return { title: entry.title, verdict, said };
  });
  return { total: set.titles.length, counts, results };
}
