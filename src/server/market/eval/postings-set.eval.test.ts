/**
 * The posting analysis on the sets independent helpers wrote (postings-set.md, -2.md, -3.md). Sets 1
 * and 2 were each measured once on a frozen analyser (set 1: recall 55.5%, precision 67.2%; set 2:
 * recall 40.9%, precision 81.8%); since docs/decisions.md S125 both are development data the analyser
 * was studied and tuned on, so their floors guard against regressions only. Set 3, written after S125,
 * was measured once, then studied and tuned on too (S126); the analyser is measured by a fresh set.
 */
import { describe, expect, it } from 'vitest';
import { careerContent, loadSkillLexicons } from '../../catalog/career-content.ts';
import { careerPaths } from '../../catalog/careers/index.ts';
import { createOccupations } from '../../occupations/occupations.service.ts';
import { createPostingAnalyser, postingAnalyserDeps } from '../posting-analysis.ts';
import { scorePostings } from './posting-scoring.ts';
import { readIndependentPostings } from './postings-set.ts';

const analyser = createPostingAnalyser(
  postingAnalyserDeps(createOccupations({ careers: careerPaths }), loadSkillLexicons(), careerContent()),
);

/**
 * Floors per set. Sets 1 and 2, measured 2026-11-28 after S125 (development figures): set 1 recall
 * 402/477 (84.3%), precision 431/637 (67.7%), occupation 41/49 (40 once S121 turned more titles into
 * choices), years 46/49, education 45/49, pay 45/49, non-postings 4/4; set 2 recall 430/558 (77.1%),
 * precision 443/505 (87.7%), occupation 33/38, years 36/38, education 34/38, pay 36/38, non-postings
 * 4/4 (conditions of hire scored apart; counted: recall 83.5%, precision 88.2%).
 *
 * Set 3 (postings-set-3.md): 40 postings and 4 texts that are not postings, written after S125 by an
 * author who saw no analyser, lexicon or earlier item, measured once and never studied: recall 287/440
 * (65.2%), precision 302/416 (72.6%; 302/406, 74.4%, with physical demands set aside, which its author
 * did not list), occupation 33/40, years 37/40, education 36/40, pay 35/40, non-postings refused 3/4,
 * postings refused by mistake 2.
 *
 * docs/decisions.md S126 then studied sets 1-3 as development data (set 3 too since then); the floors
 * are their development figures after S126: set 1 recall 403/477 (84.5%), precision 432/639 (67.6%),
 * occupation 40/49, years 47/49, education 45/49, pay 45/49, non-postings 4/4; set 2 recall 440/558
 * (78.9%), precision 455/509 (89.4%), occupation 34/38, years 38/38, education 36/38, pay 37/38,
 * non-postings 4/4; set 3 recall 330/440 (75.0%), precision 348/456 (76.3%), occupation 36/40, years
 * 39/40, education 39/40, pay 40/40, non-postings 4/4, no posting refused. They guard against
 * regressions only; a fresh set measures the analyser.
 */
/**
 * Set 5 (postings-set-5.md): 41 postings and 5 texts that are not postings, written after S131's
 * first rules by another author who saw neither the analyser nor any earlier item, measured once:
 * recall 59.6%, precision 76.1% (strict 52.1%, 65.7%), occupation 31/41, years 32/41, education
 * 33/41, pay 34/41, 4 of 5 non-postings refused, 3 postings refused by mistake (the analyser at the
 * start of the stop, fee21be: 54.4%, 76.0%, 5 refused by mistake). The three refused postings were
 * then studied for S131 (a line of pay and perks read as a heading, duties told in the posting's own
 * verbs): development figures since, recall 63.3%, precision 76.0%, none refused.
 *
 * Set 6 (postings-set-6.md): 47 postings and 6 texts that are not postings, written after S137 by
 * another author who saw neither the analyser nor any earlier item, measured once: recall 50.3%,
 * precision 76.5% (strict 42.5%, 63.4%), occupation 31/47, years 37/47, education 44/47, pay 40/47,
 * 3 of 6 non-postings refused, 1 posting refused by mistake. The analyser at the start of the stop
 * (7dc2066): 50.1%, 77.4% (strict 42.3%, 64.5%), occupation 31, education 43, the same refusals. Its
 * author named requirements finely (542 required, "separate conduit types and gauges"). The aim (90%
 * and 90%) is far. Its refusals were then studied for S140 (a course page, a self-review and a union
 * contract clause taken for postings; a short ad refused): development figures since, recall 52.0%,
 * precision 76.8%, every non-posting refused and no posting.
 */
/**
 * Set 7 (postings-set-7.md): 44 postings and 6 texts that are not postings, written after S145 by
 * another author who saw neither the analyser nor any earlier item, measured once: recall 59.6%,
 * precision 76.9% (strict 52.3%, 65.2%), occupation 29/44, years 39/44, education 39/44, pay 34/44,
 * every non-posting refused, 5 postings refused by mistake; the analyser at the start of the stop
 * (40711b2) measured the same. The refusals were then studied for S146 (a short ad, labelled lines,
 * "work includes", a pay figure "per flag hour"): development figures since, recall 65.3%, precision
 * 77.3%, occupation 33, years 42, education 44, pay 39, none refused.
 *
 * Set 8 (postings-set-8.md): 47 postings and 6 texts that are not postings, written after S146 by
 * another author, measured once: recall 72.0%, precision 74.3% (strict 67.1%, 65.5%), occupation
 * 38/47, years 42/47, education 44/47, pay 43/47, 4 of 6 non-postings refused, 1 posting refused by
 * mistake; the analyser at the start of the stop (40711b2): 71.7%, 74.4% (strict 66.8%, 65.6%),
 * occupation 37, education 43, pay 42, 4 of 6, 2 refused. Studied for S150 (a taken-down posting's
 * page, a nurse aide school's ad, a posting that asks for "the right person"): recall 73.1%, precision
 * 74.4%, occupation 39, years 43, education 45, pay 44, every non-posting refused and no posting.
 *
 * Set 9 (postings-set-9.md): 40 postings and 5 texts that are not postings, written after S156 by
 * another author, measured once after S157: recall 62.2%, precision 79.4% (strict 54.4%, 64.0%),
 * occupation 34/40, years 37/40, education 39/40, pay 39/40, 3 of 5 non-postings refused, no posting
 * refused; the analyser at the start of the stop (3a886e1): the same but years 36. Its two
 * non-postings read as postings (a news story whose byline the pattern missed, an email between
 * colleagues) were then studied for S158: every non-posting refused since.
 */
const FLOORS = [
  // file, postings, recall, precision, occupation, years, education, pay, non-postings missed, postings refused
  // S137 (duty skills of more fields) cost a little precision: 67.6% -> 67.0%, 89.4% -> 88.9%, 76.1% -> 75.9%
  ['postings-set.json', 49, 0.84, 0.669, 40, 47, 45, 45, 0, 0],
  ['postings-set-2.json', 38, 0.78, 0.888, 34, 38, 36, 37, 0, 0],
  ['postings-set-3.json', 40, 0.75, 0.758, 36, 39, 39, 40, 0, 0],
  // set 5 after S134 (pay by the shift, "up to"), S135 (the title under a government employer) and
  // S140 (its course page refused); set 6 after S140
  ['postings-set-5.json', 41, 0.64, 0.758, 35, 34, 37, 40, 0, 0],
  // S153 (the title after a banner, "is hiring X", "JOB ANNOUNCEMENT") found more occupations, whose
  // technologies and duties cost a little precision: set 6 76.7% -> 76.6%, set 8 74.4% -> 73.2%
  ['postings-set-6.json', 47, 0.519, 0.765, 33, 37, 44, 41, 0, 0],
  ['postings-set-7.json', 44, 0.65, 0.77, 34, 42, 44, 39, 0, 0],
  // S157 (years as requirement lists and short ads write them): set 8 years 43 -> 47
  ['postings-set-8.json', 47, 0.74, 0.73, 42, 47, 45, 44, 0, 0],
  ['postings-set-9.json', 40, 0.62, 0.79, 34, 37, 39, 39, 0, 0],
] as const;

/**
 * Set 4 (postings-set-4.md): 40 postings and 4 texts that are not postings, written after S126 by an
 * author who saw neither the analyser nor any earlier item, measured once: recall 60.2%, precision
 * 77.3% (strict and one to one, S129: 54.3% and 66.5%), occupation 37/40, years 35/40, education
 * 38/40, pay 35/40, non-postings refused 2/4, no posting refused. The analyser before S126: 59.8%,
 * 76.8% (strict 53.9%, 66.7%), pay 32/40. The aim (90% and 90%) is not met. Its two non-postings
 * read as postings (a cover letter, a news story) were then studied for S131: all four are refused.
 */
describe('the posting analysis on set 4 (independent, measured once after S126)', () => {
  it('keeps the figures it was measured at, both ways of matching names', () => {
    const items = readIndependentPostings('postings-set-4.json');
    const s = scorePostings(items, (text) => analyser.analyse(text));
    expect(s.postings).toBe(40);
    expect(s.requirements.recall).toBeGreaterThanOrEqual(0.6);
    expect(s.requirements.precision).toBeGreaterThanOrEqual(0.77);
    expect(s.occupation.right).toBeGreaterThanOrEqual(38);
    expect(s.years.right).toBeGreaterThanOrEqual(35);
    expect(s.education.right).toBeGreaterThanOrEqual(38);
    expect(s.pay.right).toBeGreaterThanOrEqual(35);
    expect(s.notAPosting.caught).toBe(4);
    expect(s.notAPosting.postingsRejected).toBe(0);
    const strict = scorePostings(items, (text) => analyser.analyse(text), { strict: true });
    expect(strict.requirements.recall).toBeGreaterThanOrEqual(0.54);
    expect(strict.requirements.precision).toBeGreaterThanOrEqual(0.66);
  });
});

describe('the posting analysis on the independent sets studied since their measurement (issue 32, development data)', () => {
  it.each(FLOORS)(
    '%s (%i postings) keeps its recall, precision, occupation, years, education and pay, and refuses the non-postings',
    (file, postings, recall, precision, occupation, years, education, pay, missed, refused) => {
      const s = scorePostings(readIndependentPostings(file), (text) => analyser.analyse(text));
      expect(s.postings).toBe(postings);
      expect(s.requirements.recall).toBeGreaterThanOrEqual(recall);
      expect(s.requirements.precision).toBeGreaterThanOrEqual(precision);
      expect(s.occupation.right).toBeGreaterThanOrEqual(occupation);
      expect(s.years.right).toBeGreaterThanOrEqual(years);
      expect(s.education.right).toBeGreaterThanOrEqual(education);
      expect(s.pay.right).toBeGreaterThanOrEqual(pay);
      expect(s.notAPosting.total - s.notAPosting.caught).toBeLessThanOrEqual(missed);
      expect(s.notAPosting.postingsRejected).toBeLessThanOrEqual(refused);
    },
  );
});
