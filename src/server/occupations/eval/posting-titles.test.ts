/**
 * The title resolver on the batches of posting titles written by authors who saw neither the resolver
 * nor the other batches (README.md in this folder). Each batch measured the resolver once; the first
 * three were then studied for S121 (docs/decisions.md), so they are development data now and their
 * floors keep what S121 reached. The target is zero wrong single matches (docs/product.md §5 Title
 * resolution); the latest batch (16), never studied, measures how far that holds on titles nobody
 * tuned on.
 */
import { describe, expect, it } from 'vitest';
import { careerPaths } from '../../catalog/careers/index.ts';
import { createOccupations } from '../occupations.service.ts';
import { judgeTitles, readTitleSet } from './judge-titles.ts';

const occupations = createOccupations({ careers: careerPaths });

/** A batch keeps its size, at most `wrong` wrong single matches, and `share` right or a right choice. */
function holdsFloor(file: Parameters<typeof readTitleSet>[0], total: number, wrong: number, share: number) {
  const report = judgeTitles(readTitleSet(file), (t) => occupations.resolve(t));
  expect(report.total).toBe(total);
  expect(report.counts.wrong).toBeLessThanOrEqual(wrong);
  expect((report.counts.right + report.counts.choices) / report.total).toBeGreaterThanOrEqual(share);
}

describe('title resolution on the posting-title batches studied for S121 (development data)', () => {
  it.each([
    // file, titles, measured once before S121 (wrong), wrong after S128 (1, 5, 2 after S121), right or a right choice
    ['posting-titles.json', 542, 4, 0, 0.97],
    ['posting-titles-2.json', 426, 9, 3, 0.92],
    ['posting-titles-3.json', 607, 8, 1, 0.93],
  ] as const)(
    '%s (%i titles): from %i wrong single matches to at most %i, right or a right choice for %d',
    (file, total, _before, wrong, share) => {
      holdsFloor(file, total, wrong, share);
    },
  );
});

/**
 * Batches 6-9, each written by another author who saw neither the resolver nor any batch, each measured
 * once and then studied, so development data since; the floors keep what the studies reached.
 *
 * Batch 6 (posting-titles-6.md): 471 titles written after S128's resolver changes by an author who saw
 * neither the resolver nor any other batch, measured once: 252 right, 205 right among choices, 13
 * unhelpful, 1 wrong single match ("Local Delivery Driver - Box Truck (Non-CDL)"). The resolver before
 * S128 (fee21be): 255, 198, 14, 4. One of the titles ("Porter - Apartments") was given to the author as
 * an example of a posting title's shape; without it, 3 wrong became 1.
 *
 * Batch 7 (posting-titles-7.md): 827 titles written after the last S128 rule by another author who saw
 * neither the resolver nor any batch (and was given no example titles), measured once: 396 right, 379
 * right among choices, 48 unhelpful, 4 wrong single matches (0.5%). The resolver before S128 (fee21be)
 * on it: 400, 371, 50, 6. The target is zero. Studied for S132 (two titles in one, a qualifier naming
 * another occupation's job): 392, 384, 49, 2 since, so development data now; S138 (115 more names whose
 * O*NET filing misleads, "Benefits" a job word before a role): 392, 388, 46, 1.
 *
 * Batch 8 (posting-titles-8.md): 991 titles written after S138 by another author who saw neither the
 * resolver nor any batch (and was given no example titles), measured once: 454 right, 468 right among
 * choices, 65 unhelpful, 4 wrong single matches (0.4%). The resolver at the start of the stop (7dc2066):
 * 462, 457, 68, the same 4 wrong. The target is zero. Studied for S139 (an "All Other" group never
 * alone, three names whose O*NET filing misleads): 454, 472, 65, 0 since, so development data now.
 *
 * Batch 9 (posting-titles-9.md): 549 titles written after S139 by another author who saw neither the
 * resolver nor any batch (and was given no example titles), measured once: 303 right, 222 right among
 * choices, 20 unhelpful, 4 wrong single matches (0.7%). The resolver at the start of the stop (7dc2066):
 * 308, 216, 21, the same 4 wrong. The target is zero. Studied for S141 (another part of the title alone
 * no longer decides against the title's own role; three names whose O*NET filing misleads): 302, 227,
 * 20, 0 since, so development data now.
 *
 * Batches 10-15 were written the same way, each by another author, each measured once and then
 * studied, so development data since.
 *
 * Batch 10 (posting-titles-10.md): 621 titles written after S141, measured once: 294 right, 286 right
 * among choices, 37 unhelpful, 4 wrong (0.6%); the resolver at the start of that stop (7dc2066): 301,
 * 275, 38, 7 wrong. Studied for S142 (a vice president's title offers the field's managers and Chief
 * Executives; the person word the title names beside a wide O*NET filing): 2 wrong since, readings
 * O*NET supports ("Quality Engineer - Automotive (IATF)" is an Automotive Engineers' name, "Help Desk
 * Coordinator" a computer support one); 1 since S152.
 *
 * Batch 11 (posting-titles-11.md): 623 titles written after S142, measured once: 323, 274, 23, 3 wrong
 * (0.5%), as the resolver at the start of the stop (40711b2). Studied for S144 (a qualifier that makes
 * another occupation's name with the matched name's words; a comma inside a pay figure; two names
 * whose O*NET filing misleads): 0 wrong since.
 *
 * Batch 12 (posting-titles-12.md): 645 titles written after S144, measured once: 344, 280, 20, 1 wrong
 * (0.2%: "Customer Account Executive"); 40711b2: 346, 278, 20, the same one. Studied for S145 (a name
 * postings use for several jobs decides nothing inside a longer title either): 0 wrong since.
 *
 * Batch 13 (posting-titles-13.md): 648 titles written after S145, measured once: 336, 279, 31, 2 wrong
 * (0.3%: "Personal Shopper", "Lineman - Distribution"); 40711b2: 338, 277, 31, the same two. Studied
 * for S147 (two names whose O*NET filing misleads): 0 wrong since.
 *
 * Batch 14 (posting-titles-14.md): 642 titles written after S147 (its author wrote 75 titles with
 * their codes, the md says), measured once: 340, 285, 16, 1 wrong (0.2%: "School Nutrition
 * Assistant", which O*NET files only under dietetic technicians); 40711b2: 341, 282, 16, 3 wrong (the
 * same, "Vice President of Nursing / Chief Nursing Officer" and "Veterinary Receptionist", which S142
 * fixed). Studied for S149 (that name is ambiguous): 0 wrong since.
 *
 * Batch 15 (posting-titles-15.md): 643 titles written after S149, measured once: 333, 289, 19, 2
 * wrong (0.3%: "Quality Engineer - Automotive (IATF)", the same title batch 10's author wrote and read
 * the same way, and "Assistant General Manager (AGM) - Casual Dining"); 40711b2: 336, 284, 20, 3.
 * Studied for S152 ("Automotive Quality Engineer" is ambiguous, which also fixed batch 10's; a
 * restaurant's segment, "Casual Dining", names a restaurant): 0 wrong since.
 */
describe('title resolution on batches 6-15 (independent, each measured once, studied since)', () => {
  it.each([
    // file, titles, wrong single matches, right or a right choice
    ['posting-titles-6.json', 471, 1, 0.97],
    ['posting-titles-7.json', 827, 1, 0.93],
    ['posting-titles-8.json', 991, 0, 0.93],
    ['posting-titles-9.json', 549, 0, 0.95],
    ['posting-titles-10.json', 621, 1, 0.93],
    ['posting-titles-11.json', 623, 0, 0.95],
    ['posting-titles-12.json', 645, 0, 0.96],
    ['posting-titles-13.json', 648, 0, 0.94],
    ['posting-titles-14.json', 642, 0, 0.96],
    ['posting-titles-15.json', 643, 0, 0.96],
  ] as const)(
    '%s (%i titles): at most %i wrong single matches, right or a right choice for %d',
    (file, total, wrong, share) => {
      holdsFloor(file, total, wrong, share);
    },
  );
});

/**
 * Batches 4 and 5 (posting-titles-4.md, posting-titles-5.md): 407 and 381 titles, written after S121
 * by two authors who saw neither the resolver nor the other batches, each measured once and never
 * studied. Batch 4: 228 right, 162 right among choices, 13 unhelpful, 4 wrong single matches (the
 * resolver before S121: 234, 155, 13, 5). Batch 5: 202, 158, 19, 2 (before: 205, 154, 17, 5). The
 * target is zero wrong; the floors keep the figures from falling back.
 */
/**
 * Batch 16 (posting-titles-16.md): 649 titles written after S152 by another author who saw neither the
 * resolver nor any batch (and was given no example titles), measured once and never studied: 327
 * right, 303 right among choices, 19 unhelpful, **0 wrong single matches** (the resolver at the start
 * of the stop, 40711b2: 327, 302, 19, 1 wrong). It is the measure of the current resolver: the target
 * of zero wrong single matches (docs/product.md §5 Title resolution) holds on titles nobody tuned on.
 */
describe('title resolution on batch 16 (independent, measured once after S152, never studied)', () => {
  it('posting-titles-16.json (649 titles): no wrong single match, right or a right choice for 0.97', () => {
    holdsFloor('posting-titles-16.json', 649, 0, 0.97);
  });
});

describe('title resolution on batches 4 and 5 (independent, measured once after S121; studied for S128)', () => {
  it.each([
    // file, titles, wrong single matches (after S128; 4 and 2 when measured once after S121), right or a right choice
    ['posting-titles-4.json', 407, 0, 0.95],
    ['posting-titles-5.json', 381, 0, 0.94],
  ] as const)(
    '%s (%i titles): at most %i wrong single matches, right or a right choice for %d',
    (file, total, wrong, share) => {
      holdsFloor(file, total, wrong, share);
    },
  );
});
