/**
 * The independent posting set (postings-set.md) in the scorer's shape: its socCode is the expected
 * occupation. Read by its evaluation test and by bench/posting-extraction.ts, never to tune on.
 */
import { readFileSync } from 'node:fs';
import type { ExpectedPosting, ScoredItem } from './posting-scoring.ts';

interface IndependentItem {
  id: string;
  family?: string;
  text: string;
  expected: (Omit<ExpectedPosting, 'occupation'> & { socCode: string }) | { notAPosting: true };
}

export function readIndependentPostings(): Array<ScoredItem & { family: string }> {
  const set = JSON.parse(readFileSync(new URL('./postings-set.json', import.meta.url), 'utf8')) as {
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
