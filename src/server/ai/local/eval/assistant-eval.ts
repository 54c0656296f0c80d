/**
 * The assistant's language understanding against a set of questions written apart from its
 * training utterances (src/server/ai/local/intents.md is the contract between them): intent
 * accuracy, in-scope refusals, entity accuracy, follow-up accuracy and emergency recall. The
 * independent test set is assistant-test-set.json (added by the lead; never tuned on); the
 * authors' own dev sets are assistant-dev-set*.json (DEV_SETS below).
 */
import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { INTENTS } from '../nlu/corpus.ts';
import type { Entities } from '../nlu/entities.ts';
import { entitiesSchema, type Turn, understandMessage } from '../nlu/understand.ts';

export const TEST_SET = new URL('./assistant-test-set.json', import.meta.url);
/** A second independent batch, by an author who saw neither the training data nor the first set. */
export const TEST_SET_2 = new URL('./assistant-test-set-2.json', import.meta.url);
/** The third independent set (assistant-test-set-3.md), written while S114-S117 were built, measured once after them. */
export const TEST_SET_3 = new URL('./assistant-test-set-3.json', import.meta.url);
/** The fourth (assistant-test-set-4.md), written after S148, measured once, its missed emergencies studied for S151. */
export const TEST_SET_4 = new URL('./assistant-test-set-4.json', import.meta.url);
/** The fifth (assistant-test-set-5.md), written after S151, measured once, its misses studied for S155. */
export const TEST_SET_5 = new URL('./assistant-test-set-5.json', import.meta.url);
/** The sixth (assistant-test-set-6.md), written after S155, measured once after S156, never studied. */
export const TEST_SET_6 = new URL('./assistant-test-set-6.json', import.meta.url);
/**
 * The seventh (assistant-test-set-7.md), written after S162, measured once on the code of bcb49ec,
 * then studied for S164 (its missed emergencies and long messages), so tuned on since.
 */
export const TEST_SET_7 = new URL('./assistant-test-set-7.json', import.meta.url);
/**
 * The eighth (assistant-test-set-8.md), written after S164, measured once on the code of 1866dca,
 * then its emergencies and career questions taken for emergencies studied for S165.
 */
export const TEST_SET_8 = new URL('./assistant-test-set-8.json', import.meta.url);
/** The ninth (assistant-test-set-9.md), written after S165, measured once on the code of 8e90f68, never studied. */
export const TEST_SET_9 = new URL('./assistant-test-set-9.json', import.meta.url);
/**
 * The authors' dev batches. Each was written fresh, measured once, then used to extend the training
 * data, so all are tuned on now; their first figures are in docs/decisions.md S85 and S86.
 */
export const DEV_SETS = [
  new URL('./assistant-dev-set.json', import.meta.url),
  new URL('./assistant-dev-set-2.json', import.meta.url),
  new URL('./assistant-dev-set-3.json', import.meta.url),
  new URL('./assistant-dev-set-4.json', import.meta.url),
  new URL('./assistant-dev-set-safety.json', import.meta.url),
  new URL('./assistant-dev-set-safety-2.json', import.meta.url),
  new URL('./assistant-dev-set-5.json', import.meta.url),
  new URL('./assistant-dev-set-6.json', import.meta.url),
  new URL('./assistant-dev-set-7.json', import.meta.url),
  new URL('./assistant-dev-set-8.json', import.meta.url),
  // S116: written after the wider training data, measured once before any tuning on it
  new URL('./assistant-dev-set-9.json', import.meta.url),
];

const intentSchema = z.enum(INTENTS);
const itemSchema = z.object({
  id: z.string(),
  persona: z.string().optional(),
  family: z.string().optional(),
  context: z
    .array(z.object({ user: z.string(), intent: intentSchema, entities: entitiesSchema.optional() }))
    .optional(),
  message: z.string().min(1),
  expected: z.object({ intent: intentSchema, entities: entitiesSchema.optional() }),
  inScope: z.boolean(),
  goodAnswer: z.string().optional(),
});
export type AssistantEvalItem = z.infer<typeof itemSchema>;

/** The set in a file, checked against the format; null when the file is absent. */
export function readEvalSet(file: URL): AssistantEvalItem[] | null {
  if (!existsSync(file)) return null;
  // a set is a list of items, or { about, referenceDate, items } as the independent author wrote it
  const raw: unknown = JSON.parse(readFileSync(file, 'utf8'));
  const items = Array.isArray(raw) ? raw : z.object({ items: z.array(z.unknown()) }).parse(raw).items;
  return z.array(itemSchema).parse(items);
}

/** The day the questions are asked on, for relative dates. */
export const EVAL_NOW = new Date('2026-11-25T12:00:00Z');

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length > 3 && w.endsWith('es') && !w.endsWith('ses') ? w.slice(0, -1) : w))
    .map((w) => (w.length > 2 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');

/** True when the entity found equals the expected one (names compared without case or plural). */
export function entityMatches(key: keyof Entities, expected: unknown, got: unknown): boolean {
  if (got === undefined || got === null) return false;
  switch (key) {
    case 'money': {
      const e = expected as Entities['money'];
      const g = got as Entities['money'];
      return Boolean(e && g && Math.abs(e.amount - g.amount) < 0.005 && e.period === g.period);
    }
    case 'duration': {
      const e = expected as Entities['duration'];
      const g = got as Entities['duration'];
      return Boolean(e && g && e.value === g.value && e.unit === g.unit);
    }
    case 'weekdays': {
      const e = [...(expected as string[])].sort().join();
      return e === [...(got as string[])].sort().join();
    }
    case 'city': {
      const e = norm(String(expected));
      const g = norm(String(got));
      // "Austin" matches "Austin, TX" when the state was not asked for
      return (
        e === g || (!e.includes(' ') || e.split(' ').length < g.split(' ').length ? g.startsWith(e) : false)
      );
    }
    case 'occupation':
      return norm(String(expected)) === norm(String(got));
    case 'skill': {
      const list = (v: unknown) => (Array.isArray(v) ? v : [v]).map((s) => norm(String(s)));
      const g = new Set(list(got));
      return list(expected).every((s) => g.has(s));
    }
    default:
      return expected === got;
  }
}

export interface AssistantFigures {
  items: number;
  intentAccuracy: number;
  /** In-scope items answered as off-topic or as "no fit" (below the confidence threshold). */
  inScopeRefusals: number;
  inScopeCount: number;
  entityAccuracy: number;
  entityCount: number;
  followUpAccuracy: number;
  followUpCount: number;
  /** Emergencies answered with emergency services first: taken for one, or given the safety note (S99). */
  emergencyRecall: number;
  /** Emergencies taken for one (the emergency answer alone). */
  emergencyIntentRecall: number;
  /** Other messages answered with the safety note first. */
  safetyNotes: number;
  emergencyCount: number;
  /** Messages that are not emergencies taken for one (an ER nurse's interview question). */
  falseEmergencies: number;
  misses: Array<{ id: string; message: string; expected: string; got: string }>;
  entityMisses: Array<{ id: string; key: string; expected: unknown; got: unknown }>;
}

export function runAssistantEval(items: readonly AssistantEvalItem[]): AssistantFigures {
  let right = 0;
  let refusals = 0;
  let entityRight = 0;
  let entityCount = 0;
  let followUps = 0;
  let followUpsRight = 0;
  let emergencies = 0;
  let emergenciesFound = 0;
  let falseEmergencies = 0;
  let emergenciesNoted = 0;
  let safetyNotes = 0;
  const misses: AssistantFigures['misses'] = [];
  const entityMisses: AssistantFigures['entityMisses'] = [];
  for (const item of items) {
    let previous: Turn | null = null;
    for (const turn of item.context ?? []) previous = { intent: turn.intent, entities: turn.entities ?? {} };
    const u = understandMessage(item.message, { previous, now: EVAL_NOW });
    const ok = u.intent === item.expected.intent;
    if (ok) right++;
    else misses.push({ id: item.id, message: item.message, expected: item.expected.intent, got: u.intent });
    if (item.inScope && (u.intent === 'none' || u.intent === 'off-topic')) refusals++;
    if (item.context?.length) {
      followUps++;
      if (ok) followUpsRight++;
    }
    // S99: emergency services come first for an emergency, or for a message close to one
    if (item.expected.intent === 'emergency') {
      emergencies++;
      if (u.intent === 'emergency') emergenciesFound++;
      else if (u.safetyNote) emergenciesNoted++;
    } else if (u.intent === 'emergency') falseEmergencies++;
    else if (u.safetyNote) safetyNotes++;
    for (const [key, value] of Object.entries(item.expected.entities ?? {})) {
      if (value === undefined || key === 'amounts') continue;
      entityCount++;
      const got = u.entities[key as keyof Entities];
      if (entityMatches(key as keyof Entities, value, got)) entityRight++;
      else entityMisses.push({ id: item.id, key, expected: value, got });
    }
  }
  const share = (n: number, d: number) => (d === 0 ? 1 : n / d);
  const inScopeCount = items.filter((i) => i.inScope).length;
  return {
    items: items.length,
    intentAccuracy: share(right, items.length),
    inScopeRefusals: share(refusals, inScopeCount) * (inScopeCount === 0 ? 0 : 1),
    inScopeCount,
    entityAccuracy: share(entityRight, entityCount),
    entityCount,
    followUpAccuracy: share(followUpsRight, followUps),
    followUpCount: followUps,
    emergencyRecall: share(emergenciesFound + emergenciesNoted, emergencies),
    emergencyIntentRecall: share(emergenciesFound, emergencies),
    safetyNotes,
    emergencyCount: emergencies,
    falseEmergencies,
    misses,
    entityMisses,
  };
}
