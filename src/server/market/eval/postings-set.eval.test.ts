/**
 * The posting analysis on the two sets independent helpers wrote (postings-set.md, postings-set-2.md).
 * Each was measured once on a frozen analyser (set 1: recall 55.5%, precision 67.2%; set 2: recall
 * 40.9%, precision 81.8%); since docs/decisions.md S125 both are development data the analyser was
 * studied and tuned on, so these floors guard against regressions only and are no measure of how it
 * reads postings it has not seen. A further set, written apart, measures that.
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

describe('the posting analysis on the development sets 1 and 2 (issue 32)', () => {
  it('set 1 keeps its requirement recall and precision, occupation, years, education and pay, and refuses every non-posting', () => {
    const s = scorePostings(readIndependentPostings('postings-set.json'), (text) => analyser.analyse(text));
    // measured 2026-11-28 after S125 (development figures): recall 402/477 (84.3%), precision
    // 431/637 (67.7%), occupation 41/49 (40 once S121 turned more titles into choices), years 46/49, education 45/49, pay 45/49, non-postings 4/4
    expect(s.postings).toBe(49);
    expect(s.requirements.recall).toBeGreaterThanOrEqual(0.83);
    expect(s.requirements.precision).toBeGreaterThanOrEqual(0.66);
    expect(s.occupation.right).toBeGreaterThanOrEqual(40);
    expect(s.years.right).toBeGreaterThanOrEqual(45);
    expect(s.education.right).toBeGreaterThanOrEqual(44);
    expect(s.pay.right).toBeGreaterThanOrEqual(44);
    expect(s.notAPosting.caught).toBe(s.notAPosting.total);
    expect(s.notAPosting.postingsRejected).toBe(0);
  });

  it('set 2 keeps its requirement recall and precision, occupation, years, education and pay, and refuses every non-posting', () => {
    const s = scorePostings(readIndependentPostings('postings-set-2.json'), (text) => analyser.analyse(text));
    // measured 2026-11-28 after S125 (development figures): recall 430/558 (77.1%), precision
    // 443/505 (87.7%), occupation 33/38, years 36/38, education 34/38, pay 36/38, non-postings 4/4;
    // conditions of hire are scored apart (counted: recall 83.5%, precision 88.2%)
    expect(s.postings).toBe(38);
    expect(s.requirements.recall).toBeGreaterThanOrEqual(0.76);
    expect(s.requirements.precision).toBeGreaterThanOrEqual(0.86);
    expect(s.occupation.right).toBeGreaterThanOrEqual(32);
    expect(s.years.right).toBeGreaterThanOrEqual(35);
    expect(s.education.right).toBeGreaterThanOrEqual(33);
    expect(s.pay.right).toBeGreaterThanOrEqual(35);
    expect(s.notAPosting.caught).toBe(s.notAPosting.total);
    expect(s.notAPosting.postingsRejected).toBe(0);
  });
});

/**
 * Set 3 (postings-set-3.md): 40 postings and 4 texts that are not postings, written after S125 by an
 * author who saw no analyser, lexicon or earlier item, measured once on 2026-11-28 and never studied.
 * These floors sit at that measurement, so the figure cannot fall back unnoticed; they are far from
 * the 90% aim (bench/RESULTS.md). Its author did not list physical demands as requirements: with them
 * set aside, precision is 302/406 (74.4%).
 */
describe('the posting analysis on the independent set 3 (issue 32, measured once)', () => {
  it('keeps the recall, precision and fields it measured', () => {
    const s = scorePostings(readIndependentPostings('postings-set-3.json'), (text) => analyser.analyse(text));
    // measured: recall 287/440 (65.2%), precision 302/416 (72.6%), occupation 33/40, years 37/40,
    // education 36/40, pay 35/40, non-postings refused 3/4, postings refused by mistake 2
    expect(s.postings).toBe(40);
    expect(s.requirements.recall).toBeGreaterThanOrEqual(0.65);
    expect(s.requirements.precision).toBeGreaterThanOrEqual(0.72);
    expect(s.occupation.right).toBeGreaterThanOrEqual(33);
    expect(s.years.right).toBeGreaterThanOrEqual(37);
    expect(s.education.right).toBeGreaterThanOrEqual(36);
    expect(s.pay.right).toBeGreaterThanOrEqual(35);
    expect(s.notAPosting.caught).toBeGreaterThanOrEqual(3);
    expect(s.notAPosting.postingsRejected).toBeLessThanOrEqual(2);
  });
});
