/**
 * The posting sets written by independent helpers (postings-set.md, postings-set-2.md) in the
 * scorer's shape: their socCode is the expected occupation. Read by their evaluation test and by
 * bench/posting-extraction.ts. Sets 1, 2 and 3 have each been measured once and are now development
 * data (docs/decisions.md S125, S126); a further set measures the analyser afterwards.
 */
import { readFileSync } from 'node:fs';
import type { ExpectedPosting, ScoredItem } from './posting-scoring.ts';

interface IndependentItem {
  id: string;
  family?: string;
  text: string;
  expected: (Omit<ExpectedPosting, 'occupation'> & { socCode: string }) | { notAPosting: true };
}

export function readIndependentPostings(
  file:
    | 'postings-set.json'
    | 'postings-set-2.json'
    | 'postings-set-3.json'
    | 'postings-set-4.json'
    | 'postings-set-5.json'
    | 'postings-set-6.json'
    | 'postings-set-7.json'
    | 'postings-set-8.json'
    | 'postings-set-9.json' = 'postings-set.json',
): Array<ScoredItem & { family: string }> {
  const set = JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')) as {
    items: IndependentItem[];
  };
  return set.items.map((i) => ({
    id: i.id,
    family: i.family ?? 'not a posting',
    text: i.text,
    expected:
      'notAPosting' in i.expected
        ? { notAPosting: true as const }
        : { ...i.expected, occupation: i.expected.socCode },
  }));
}
