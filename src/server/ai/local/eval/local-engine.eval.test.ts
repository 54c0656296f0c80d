/**
 * The local engine's evaluation set (docs/product.md §7 Local engine): hand-written answers, chat
 * questions and resumes with what a career coach expects of each. The thresholds are the product's;
 * `node bench/local-engine.ts` prints the same figures for bench/RESULTS.md.
 */
import { describe, expect, it } from 'vitest';
import { corpusFiles, runCorpusSkillRecall } from '../../../test/local-engine-eval.ts';
import { runFieldResumeEval, runIndependentFieldResumes } from './field-resumes.ts';
import { graderAgreement, loadGradedSet, runGradedEval, runInterviewEval } from './interview-eval.ts';
import { runResumeEval } from './resume-eval.ts';

describe('interview answers: scored on content (evaluation set)', () => {
  const figures = runInterviewEval();

  it('has at least 40 answers, at least 4 in each of the six bands', () => {
    expect(figures.answers.length).toBeGreaterThanOrEqual(40);
    for (const band of ['strong', 'adequate', 'weak', 'wrong-but-fluent', 'off-topic', 'gibberish'])
      expect(figures.answers.filter((a) => a.band === band).length).toBeGreaterThanOrEqual(4);
  });

  it('orders the scores as the bands: at least 90% of cross-band pairs agree, band means descend', () => {
    expect(figures.rankAgreement).toBeGreaterThanOrEqual(0.9);
    const m = figures.bandMeans;
    expect(m.strong).toBeGreaterThan(m.adequate);
    expect(m.adequate).toBeGreaterThan(m.weak);
    expect(m.adequate).toBeGreaterThan(m['wrong-but-fluent']);
    expect(m.weak).toBeGreaterThan(m['off-topic']);
  });

  it('scores no gibberish or off-topic answer above 35', () => {
    expect(figures.maxNonAnswer).toBeLessThanOrEqual(35);
  });

  it('puts every wrong-but-fluent answer below the adequate answers of its question', () => {
    expect(figures.wrongAboveAdequate).toEqual([]);
  });
});

// docs/decisions.md S87: the DEV set of graded answers by field the scorer's author tunes on; the
// independent graded set is measured by `node bench/local-engine.ts`, its floors set by the lead
describe('interview answers by field: scores ranked as a hiring manager grades them (DEV set)', () => {
  const figures = runGradedEval(loadGradedSet('interview-dev-set.json'));

  it('has at least 60 answers from at least 10 families', () => {
    expect(figures.answers).toBeGreaterThanOrEqual(60);
    expect(figures.byFamily.length).toBeGreaterThanOrEqual(10);
  });

  it('agrees with the grades: Spearman at least 0.85 overall and 0.7 in every family', () => {
    expect(figures.rankAgreement).toBeGreaterThanOrEqual(0.85);
    expect(figures.byFamily.filter((f) => f.rankAgreement < 0.7)).toEqual([]);
  });

  it('scores no keyword list or off-topic answer above 30', () => {
    expect(figures.maxKeywordList).toBeLessThanOrEqual(30);
    expect(figures.maxOffTopic).toBeLessThanOrEqual(30);
  });

  it("puts STAR told in the field's own words above adequate answers, and vague ones below", () => {
    const m = figures.meanByKind;
    expect(m['star-unusual']).toBeGreaterThan(m.adequate as number);
    expect(m.adequate).toBeGreaterThan(m.vague as number);
    expect(m.vague).toBeGreaterThan(m['keyword-list'] as number);
    expect(m['keyword-list']).toBeGreaterThan(m['off-topic'] as number);
  });
});

/**
 * The graded sets 1-4 (docs/decisions.md S87, S123, S127): written by authors who saw neither the
 * scorer nor its dev set and measured once each (Spearman 0.83, 0.82, 0.81, and 0.734 for set 4 after
 * S123). Sets 1-3 were studied and tuned on in S123, set 4 in S127, so all four are DEVELOPMENT data
 * now, and their figures are development figures: floors at what S127 reached, so they cannot fall
 * back. The targets (Spearman 0.85, no keyword list or off-topic answer above 30) are judged on a fresh
 * set nobody has tuned on (bench/RESULTS.md).
 */
describe('interview answers by field: graded sets 1-4 (DEVELOPMENT data since S123 and S127)', () => {
  it('ranks the first set as its grades do (0.83 when first measured; 0.877 after S123, 0.912 after S127)', () => {
    const g = runGradedEval(loadGradedSet('interview-graded-set.json'));
    expect(g.rankAgreement).toBeGreaterThanOrEqual(0.91);
    expect(g.maxKeywordList).toBeLessThanOrEqual(30);
    expect(g.maxOffTopic).toBeLessThanOrEqual(30);
  });

  it('ranks the second set as its grades do (0.82 when first measured; 0.821 after S123, 0.826 after S127)', () => {
    const g = runGradedEval(loadGradedSet('interview-graded-set-2.json'));
    expect(g.rankAgreement).toBeGreaterThanOrEqual(0.825);
    expect(g.maxKeywordList).toBeLessThanOrEqual(30);
    // an answer to another question of the same field scores 45 there (target 30): a nurse's story of
    // a colleague's errors, told to a question about her own
    expect(g.maxOffTopic).toBeLessThanOrEqual(45);
  });

  it('ranks the third set as its grades do (0.81 when first measured; 0.903 after S123, 0.926 after S127), no list or off-topic answer above 30', () => {
    const g = runGradedEval(loadGradedSet('interview-graded-set-3.json'));
    expect(g.rankAgreement).toBeGreaterThanOrEqual(0.92);
    expect(g.maxKeywordList).toBeLessThanOrEqual(30);
    expect(g.maxOffTopic).toBeLessThanOrEqual(30);
  });

  it('scores the wrong-but-fluent answers of the third set below its adequate ones on average', () => {
    const g = runGradedEval(loadGradedSet('interview-graded-set-3.json'));
    expect(g.meanByKind['wrong-but-fluent']).toBeLessThan((g.meanByKind.adequate as number) - 10);
  });

  it('ranks the fourth set as its grades do (0.734 when first measured; 0.867 after S127), no list or off-topic answer above 30', () => {
    const g = runGradedEval(loadGradedSet('interview-graded-set-4.json'));
    expect(g.answers).toBe(160);
    expect(g.rankAgreement).toBeGreaterThanOrEqual(0.86);
    expect(g.maxKeywordList).toBeLessThanOrEqual(30);
    expect(g.maxOffTopic).toBeLessThanOrEqual(30);
    // weak, wrong-but-fluent, keyword-list and off-topic answers were graded 28, 14, 8 and 3 on average
    expect(g.meanByKind['off-topic']).toBeLessThan(g.meanByKind['keyword-list'] as number);
    expect(g.meanByKind['wrong-but-fluent']).toBeLessThan(g.meanByKind.weak as number);
  });
});

/**
 * Graded sets 5-7, each written by an author who saw neither the scorer nor any other set:
 *
 * Graded set 5 (interview-graded-set-5.md): 160 answers written after S127 by an author who saw
 * neither the scorer nor any other set, measured once: rank agreement 0.518, highest keyword list 16,
 * highest off-topic 61 (the targets are 0.85 and 30). Then studied for S130 (development data since):
 * 0.627.
 *
 * Graded set 6 (interview-graded-set-6.md): 160 answers written after S130 by another author who saw
 * neither the scorer nor any set, measured once: rank agreement 0.658, highest keyword list 23,
 * highest off-topic 60. The scorer before S127 (fee21be) measured 0.604 on it and S127 alone 0.600, so
 * S127's gains on sets 1-4 did not carry to unseen answers and S130's did in part. The targets (0.85,
 * 30) are not met.
 *
 * Graded set 7 (interview-graded-set-7.md): 160 answers written after S135 by another author who saw
 * neither the scorer nor any set, measured once on the scorer of S130 (unchanged since): rank agreement
 * 0.721, highest keyword list 20, highest off-topic 30. The scorer before S127 (fee21be): 0.715, 20, 30.
 * The off-topic and keyword-list target (none above 30) holds on it; the rank target (0.85) does not.
 */
describe('interview answers on graded sets 5-7 (each measured once; set 5 studied for S130)', () => {
  it.each([
    // file, rank agreement floor, highest off-topic score asserted (null: that set measured above 30)
    ['interview-graded-set-5.json', 0.62, null],
    ['interview-graded-set-6.json', 0.65, null],
    ['interview-graded-set-7.json', 0.72, 30],
  ] as const)('%s: rank agreement at least %d, no keyword list above 30', (file, rank, offTopic) => {
    const g = runGradedEval(loadGradedSet(file));
    expect(g.answers).toBe(160);
    expect(g.rankAgreement).toBeGreaterThanOrEqual(rank);
    expect(g.maxKeywordList).toBeLessThanOrEqual(30);
    if (offTopic !== null) expect(g.maxOffTopic).toBeLessThanOrEqual(offTopic);
  });
});

/**
 * docs/decisions.md S136: a second author graded set 6 blind; the two gradings agree at 0.94, the scorer
 * with them at 0.66 and 0.54. Graders of these sets tell the kinds of answer apart; the scorer does not
 * yet, which is the gap to the 0.85 target.
 */
describe('interview answers: two graders of set 6 against each other and the scorer', () => {
  it('has every answer graded twice, the graders agreeing far more than the scorer with either', () => {
    const a = graderAgreement();
    expect(a.answers).toBe(160);
    expect(a.graders).toBeGreaterThanOrEqual(0.9);
    expect(a.scorerWithFirst).toBeGreaterThanOrEqual(0.65);
    expect(a.scorerWithSecond).toBeGreaterThanOrEqual(0.53);
  });
});

describe('resumes: skills read in every spelling (evaluation set)', () => {
  const figures = runResumeEval();

  it('has six resumes', () => {
    expect(figures.resumes).toHaveLength(6);
  });

  it('recognises at least 90% of the skills the resumes name', () => {
    expect(figures.recall).toBeGreaterThanOrEqual(0.9);
  });

  it('never calls a skill the resume shows "missing"', () => {
    expect(
      figures.resumes.filter((r) => r.falseMissing.length > 0).map((r) => [r.file, r.falseMissing]),
    ).toEqual([]);
  });
});

// docs/decisions.md S82: the DEV set of nine fields' resumes the lexicon was written against
describe('resumes by field: skills read under their aliases (DEV set)', () => {
  const figures = runFieldResumeEval();

  it("covers nine fields, recognising at least 90% of each field's skills", () => {
    expect(figures).toHaveLength(9);
    for (const f of figures)
      expect(f.recall, `${f.family}: ${f.notRecognised.join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('never calls a skill the resume names "missing"', () => {
    expect(figures.filter((f) => f.falseMissing.length > 0).map((f) => [f.family, f.falseMissing])).toEqual(
      [],
    );
  });
});

/** Real PDFs with hand-made ground truth; skipped when ../shared/corpus is absent (CI). */
describe.skipIf(corpusFiles().length === 0)('resumes: skills of the shared PDF corpus', () => {
  it('recognises at least 90% of the skills their ground truth lists', async () => {
    expect((await runCorpusSkillRecall()).recall).toBeGreaterThanOrEqual(0.9);
  });
});

/**
 * The independent field resumes (field-resumes-2.md), run once, never tuned on: 97% of the skills
 * they name were recognised overall and at least 91% in every family. Floors at that run.
 */
describe('resumes by field: the independent set', () => {
  it('recognises at least 90% of the named skills in every family', () => {
    const figures = runIndependentFieldResumes();
    expect(figures).toHaveLength(14);
    for (const f of figures) expect(f.recall, f.family).toBeGreaterThanOrEqual(0.9);
  });
});
