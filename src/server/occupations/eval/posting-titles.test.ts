/**
 * The title resolver on the batches of posting titles written by authors who saw neither the resolver
 * nor the other batches (README.md in this folder). Each batch measured the resolver once; the first
 * three were then studied for S121 (docs/decisions.md), so they are development data now and their
 * floors keep what S121 reached. The target is zero wrong single matches (docs/product.md §5 Title
 * resolution); the fourth batch, never studied, measures how far that holds on titles nobody tuned on.
 */
import { describe, expect, it } from 'vitest';
import { careerPaths } from '../../catalog/careers/index.ts';
import { createOccupations } from '../occupations.service.ts';
import { judgeTitles, readTitleSet } from './judge-titles.ts';

const occupations = createOccupations({ careers: careerPaths });

describe('title resolution on the posting-title batches studied for S121 (development data)', () => {
  it.each([
    // file, titles, measured once before S121 (wrong), wrong after S121, right or a right choice after
    ['posting-titles.json', 542, 4, 1, 0.97],
    ['posting-titles-2.json', 426, 9, 5, 0.92],
    ['posting-titles-3.json', 607, 8, 2, 0.93],
  ] as const)(
    '%s (%i titles): from %i wrong single matches to at most %i, right or a right choice for %d',
    (file, total, _before, wrong, share) => {
      const report = judgeTitles(readTitleSet(file), (t) => occupations.resolve(t));
      expect(report.total).toBe(total);
      expect(report.counts.wrong).toBeLessThanOrEqual(wrong);
      expect((report.counts.right + report.counts.choices) / report.total).toBeGreaterThanOrEqual(share);
    },
  );
});
