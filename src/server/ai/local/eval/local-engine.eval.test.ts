/**
 * The local engine's evaluation set (docs/product.md §7 Local engine): hand-written answers, chat
 * questions and resumes with what a career coach expects of each. The thresholds are the product's;
 * `node bench/local-engine.ts` prints the same figures for bench/RESULTS.md.
 */
import { describe, expect, it } from 'vitest';
import { corpusFiles, runCorpusSkillRecall } from '../../../test/local-engine-eval.ts';
import { runFieldResumeEval } from './field-resumes.ts';
import { runInterviewEval } from './interview-eval.ts';
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
