/**
 * The assistant's understanding (issue 29; docs/decisions.md S76-S78): on the independent test set
 * when it is present (src/server/ai/local/eval/assistant-test-set.json), with the product's
 * thresholds, and on the authors' dev sets. `node bench/assistant.ts` writes the same figures to
 * bench/RESULTS.md.
 */
import { describe, expect, it } from 'vitest';
import { DEV_SETS, readEvalSet, runAssistantEval, TEST_SET } from './assistant-eval.ts';

const test = readEvalSet(TEST_SET);

/**
 * Floors at what the first and only run on the independent test set measured (86.8% intent, 1.5%
 * in-scope refusals, 75% of emergencies), so the figures cannot fall back. The product's targets
 * (90% intent, 100% of emergencies; bench/RESULTS.md) are not met yet: raising them needs new
 * training data written without looking at this set, measured on a fresh independent batch.
 */
describe.skipIf(test === null)('assistant understanding: the independent test set', () => {
  const f = runAssistantEval(test ?? []);

  it('takes at least 86% of the questions for the expected intent (target 90%)', () => {
    expect(f.intentAccuracy).toBeGreaterThanOrEqual(0.86);
  });

  it('refuses at most 5% of the in-scope questions (off-topic or no fit)', () => {
    expect(f.inScopeRefusals).toBeLessThanOrEqual(0.05);
  });

  it('recognises at least 75% of the emergencies (target: every one)', () => {
    expect(f.emergencyRecall).toBeGreaterThanOrEqual(0.75);
  });
});

describe("assistant understanding: the authors' dev sets (tuned on)", () => {
  const dev = DEV_SETS.flatMap((file) => readEvalSet(file) ?? []);
  const f = runAssistantEval(dev);

  it('has questions from every kind of job seeker, follow-ups, emergencies and career talk with emergency words', () => {
    expect(dev.length).toBeGreaterThanOrEqual(500);
    expect(f.followUpCount).toBeGreaterThanOrEqual(7);
    expect(f.emergencyCount).toBeGreaterThanOrEqual(120);
  });

  it('recognises every emergency and takes nothing else for one (docs/decisions.md S85)', () => {
    expect(f.misses.filter((m) => m.expected === 'emergency')).toEqual([]);
    expect(f.falseEmergencies).toBe(0);
  });

  it('takes at least 95% for the expected intent and refuses at most 1% of the in-scope ones', () => {
    expect(f.intentAccuracy).toBeGreaterThanOrEqual(0.95);
    expect(f.inScopeRefusals).toBeLessThanOrEqual(0.01);
  });

  it('reads the entities the questions state', () => {
    expect(f.entityAccuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps the previous intent on follow-ups', () => {
    expect(f.followUpAccuracy).toBe(1);
  });
});
