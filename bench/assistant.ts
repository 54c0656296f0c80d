/**
 * The assistant's language understanding (issue 29; docs/decisions.md S76-S78, S85, S86): intent accuracy,
 * in-scope refusals, entity accuracy, follow-up accuracy, emergency recall and false alarms on the independent
 * test set (src/server/ai/local/eval/assistant-test-set.json, when present) and on the authors' dev
 * sets, and the classifiers' training time. The same figures the unit test asserts
 * (src/server/ai/local/eval/assistant-eval.test.ts). Run alone: `node bench/assistant.ts`.
 */
import {
  type AssistantFigures,
  DEV_SETS,
  readEvalSet,
  runAssistantEval,
  TEST_SET,
  TEST_SET_2,
  TEST_SET_3,
  TEST_SET_4,
  TEST_SET_5,
  TEST_SET_6,
  TEST_SET_7,
  TEST_SET_8,
  TEST_SET_9,
} from '../src/server/ai/local/eval/assistant-eval.ts';
import { trainClassifier } from '../src/server/ai/local/nlu/classifier.ts';
import { safetyCorpus } from '../src/server/ai/local/nlu/safety.ts';
import { type Row, saveSection } from './lib.ts';

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;

function countBy(keys: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

function rows(label: string, f: AssistantFigures, targets: boolean): Row[] {
  const t = <T extends Row>(row: T, target: string, ok: boolean): Row =>
    targets ? { ...row, target, ok } : row;
  return [
    t(
      { name: `${label}: intent accuracy (${f.items} questions)`, value: pct(f.intentAccuracy) },
      '≥ 90%',
      f.intentAccuracy >= 0.9,
    ),
    t(
      {
        name: `${label}: in-scope questions refused (off-topic or no fit, of ${f.inScopeCount})`,
        value: pct(f.inScopeRefusals),
      },
      '≤ 5%',
      f.inScopeRefusals <= 0.05,
    ),
    { name: `${label}: entity accuracy (${f.entityCount} expected entities)`, value: pct(f.entityAccuracy) },
    {
      name: `${label}: follow-up accuracy (${f.followUpCount} with context)`,
      value: pct(f.followUpAccuracy),
    },
    t(
      {
        name: `${label}: emergencies answered with emergency services first (${f.emergencyCount}; S99)`,
        value: pct(f.emergencyRecall),
      },
      '100%',
      f.emergencyRecall === 1,
    ),
    {
      name: `${label}: emergencies taken for one (the emergency answer alone)`,
      value: pct(f.emergencyIntentRecall),
    },
    {
      name: `${label}: other messages given the emergency numbers first (S99)`,
      value: String(f.safetyNotes),
    },
    t(
      {
        name: `${label}: other messages taken for an emergency (of ${f.items - f.emergencyCount})`,
        value: String(f.falseEmergencies),
      },
      '0',
      f.falseEmergencies === 0,
    ),
  ];
}

export function runAssistantBench() {
  // CPU time, not wall time: on a shared machine the wall clock measures the neighbours
  const started = process.cpuUsage();
  const classifier = trainClassifier();
  const trainMs = process.cpuUsage(started).user / 1000;
  const safetyStarted = process.cpuUsage();
  const safety = trainClassifier(safetyCorpus());
  const safetyMs = process.cpuUsage(safetyStarted).user / 1000;
  const dev = DEV_SETS.flatMap((file) => readEvalSet(file) ?? []);
  const devFigures = runAssistantEval(dev);
  // the independent sets, each written apart from the training utterances (src/server/ai/local/eval)
  const independent = (
    [
      ['independent test set', 'Test set', TEST_SET],
      ['second independent test set', 'Second test set', TEST_SET_2],
      ['third independent test set', 'Third test set', TEST_SET_3],
      ['fourth independent test set (its emergencies studied for S151)', 'Fourth test set', TEST_SET_4],
      ['fifth independent test set (its emergencies studied for S155)', 'Fifth test set', TEST_SET_5],
      [
        'sixth independent test set (first measured after S156: 93.7% intent; never studied)',
        'Sixth test set',
        TEST_SET_6,
      ],
      [
        'seventh test set (measured once at bcb49ec: 87.6% intent, 40 of 44 emergencies; studied for S164)',
        'Seventh test set',
        TEST_SET_7,
      ],
      [
        'eighth test set (measured once at 1866dca: 84.1% intent, 44 of 45 emergencies; its emergencies studied for S165)',
        'Eighth test set',
        TEST_SET_8,
      ],
      [
        'ninth independent test set (measured once at 8e90f68: 86.7% intent, every emergency; never studied)',
        'Ninth test set',
        TEST_SET_9,
      ],
    ] as const
  ).flatMap(([label, short, file]) => {
    const items = readEvalSet(file);
    return items ? [{ label, short, figures: runAssistantEval(items) }] : [];
  });
  const testFigures = independent[0]?.figures ?? null;
  const out: Row[] = [
    ...independent.flatMap(({ label, figures }) => rows(label, figures, true)),
    ...rows("authors' dev batches (tuned on)", devFigures, false),
    {
      name: `classifier training (${classifier.size} utterances, once per process), CPU time`,
      value: `${Math.round(trainMs)} ms`,
    },
    {
      name: `safety classifier training (${safety.size} utterances, once per process), CPU time`,
      value: `${Math.round(safetyMs)} ms`,
    },
  ];
  const notes = [
    testFigures
      ? 'The test set was written apart from the training utterances, against src/server/ai/local/intents.md only; it is never tuned on.'
      : 'No independent test set in src/server/ai/local/eval/assistant-test-set.json yet: only the dev set is reported.',
    // the test sets' messages are never printed, so nobody tunes on them: only which intents they confused
    ...independent.flatMap(({ short, figures }) =>
      [...countBy(figures.misses.map((m) => `${m.expected} taken for ${m.got}`))].map(
        ([pair, n]) => `${short} misses: ${pair} (${n}).`,
      ),
    ),
    ...devFigures.misses
      .slice(0, 15)
      .map((m) => `Dev batch miss ${m.id}: "${m.message}" taken for ${m.got}, expected ${m.expected}.`),
  ];
  return {
    title: 'Assistant understanding (intents, entities, follow-ups)',
    command: 'node bench/assistant.ts',
    rows: out,
    notes,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) saveSection('assistant', runAssistantBench());
