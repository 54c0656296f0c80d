// Content test for the independent evaluation sets: they must stay well-formed and keep to the
// contract in intents.md (assistant-test-set.md, interview-graded-set.md). It checks the data only;
// it says nothing about how the engine scores on it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadFamilyPacks } from '../../../catalog/career-content.ts';

const here = (name: string) => new URL(name, import.meta.url);
const readJson = (name: string): unknown => JSON.parse(readFileSync(here(name), 'utf8'));

/** The backticked names in the first column of the tables of one section of intents.md. */
function contractNames(section: string): string[] {
  const markdown = readFileSync(here('../intents.md'), 'utf8');
  const start = markdown.indexOf(`## ${section}`);
  const next = markdown.indexOf('\n## ', start + 1);
  const body = markdown.slice(start, next === -1 ? undefined : next);
  return [...body.matchAll(/^\| `([a-zA-Z-]+)`/gm)].map((match) => match[1] ?? '');
}

const intents = contractNames('Intents');
const entityNames = contractNames('Entities');
const familyIds = new Set(loadFamilyPacks().map((pack) => pack.data.id));
const STATES = new Set(
  'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'.split(
    ' ',
  ),
);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const entitiesSchema = z.strictObject({
  money: z
    .strictObject({ amount: z.number().positive(), period: z.enum(['hour', 'week', 'month', 'year']) })
    .optional(),
  mileRate: z.number().positive().max(5).optional(),
  hoursPerWeek: z.number().positive().max(168).optional(),
  weekdays: z
    .array(z.enum(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']))
    .min(1)
    .optional(),
  duration: z
    .strictObject({ value: z.number().positive(), unit: z.enum(['day', 'week', 'month', 'year']) })
    .optional(),
  date: isoDate.optional(),
  state: z
    .string()
    .refine((code) => STATES.has(code), 'a US state code')
    .optional(),
  city: z.string().min(2).optional(),
  occupation: z.string().min(2).optional(),
  skill: z.array(z.string().min(1)).min(1).optional(),
  experienceYears: z.number().nonnegative().optional(),
});
const intentSchema = z.string().refine((name) => intents.includes(name), 'an intent of intents.md');
const chatItemSchema = z.strictObject({
  id: z.string().regex(/^t\d{3}$/),
  persona: z.string().min(3),
  family: z.string().refine((id) => familyIds.has(id), 'a career-family pack id'),
  context: z
    .array(z.strictObject({ user: z.string().min(1), intent: intentSchema, entities: entitiesSchema }))
    .min(1)
    .optional(),
  followUp: z.boolean().optional(),
  message: z.string().min(1),
  expected: z.strictObject({ intent: intentSchema, entities: entitiesSchema }),
  inScope: z.boolean(),
  goodAnswer: z.string().min(10),
});
const chatSetSchema = z.strictObject({
  about: z.string(),
  referenceDate: isoDate,
  items: z.array(chatItemSchema),
});

const kinds = ['strong', 'adequate', 'weak', 'keyword-list', 'off-topic'] as const;
const gradedSetSchema = z.strictObject({
  about: z.string(),
  grading: z.string(),
  questions: z.array(
    z.strictObject({
      id: z.string().min(3),
      family: z.string().refine((id) => familyIds.has(id), 'a career-family pack id'),
      occupation: z.string().min(2),
      question: z.string().min(10),
      category: z.enum(['behavioral', 'situational', 'technical']),
      keyPoints: z.array(z.string().min(5)).min(3),
      answers: z
        .array(
          z.strictObject({
            text: z.string().min(5),
            grade: z.number().int().min(0).max(100),
            kind: z.enum(kinds),
            why: z.string().min(5),
          }),
        )
        .length(5),
    }),
  ),
});

const chat = chatSetSchema.parse(readJson('assistant-test-set.json'));
const graded = gradedSetSchema.parse(readJson('interview-graded-set.json'));

describe('intents.md as read by this test', () => {
  it('lists the contract intents and entities', () => {
    expect(intents).toHaveLength(32);
    expect(intents).toContain('emergency');
    expect(entityNames).toEqual(Object.keys(entitiesSchema.shape));
  });
});

describe('the assistant test set', () => {
  const items = chat.items;
  const count = (predicate: (item: (typeof items)[number]) => boolean) => items.filter(predicate).length;
  const byIntent = (intent: string) => count((item) => item.expected.intent === intent);

  it('has at least 240 items with unique ids and covers every intent', () => {
    expect(items.length).toBeGreaterThanOrEqual(240);
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
    const minimum: Record<string, number> = {
      greeting: 3,
      thanks: 3,
      identity: 3,
      help: 3,
      emergency: 12,
      fraud: 10,
      'professional-referral': 10,
      'off-topic': 15,
    };
    const short = intents.filter((intent) => byIntent(intent) < (minimum[intent] ?? 5));
    expect(short).toEqual([]);
  });

  it('marks only off-topic messages out of scope', () => {
    expect(
      items.filter((item) => item.inScope === (item.expected.intent === 'off-topic')).map((i) => i.id),
    ).toEqual([]);
  });

  it('keeps software and data questions to at most 15% and spans the career families', () => {
    expect(count((item) => item.family === 'computer-mathematical') / items.length).toBeLessThanOrEqual(0.15);
    expect(new Set(items.map((item) => item.family)).size).toBeGreaterThanOrEqual(18);
  });

  it('has at least 30 follow-ups, each keeping the last turn intent and the entities it does not replace', () => {
    const followUps = items.filter((item) => item.followUp === true);
    expect(followUps.length).toBeGreaterThanOrEqual(30);
    const broken = followUps.filter((item) => {
      const last = item.context?.at(-1);
      if (!last || last.intent !== item.expected.intent) return true;
      const stateChanged = item.expected.entities.state !== last.entities.state;
      return Object.keys(last.entities).some(
        (key) => !(key in item.expected.entities) && !(key === 'city' && stateChanged),
      );
    });
    expect(broken.map((item) => item.id)).toEqual([]);
    expect(count((item) => item.context !== undefined && item.followUp === undefined)).toBe(0);
    expect(count((item) => item.context === undefined && item.followUp !== undefined)).toBe(0);
  });

  it('takes occupations, skills and cities from the words of the conversation', () => {
    const missing: string[] = [];
    for (const item of items) {
      const text = [item.message, ...(item.context ?? []).map((turn) => turn.user)].join(' ').toLowerCase();
      const { occupation, skill, city } = item.expected.entities;
      const written = [occupation, ...(skill ?? []), city?.split(',')[0]].filter((v) => v !== undefined);
      for (const value of written)
        if (!text.includes(value.toLowerCase())) missing.push(`${item.id}: ${value}`);
    }
    expect(missing).toEqual([]);
  });
});

describe('the graded interview answers', () => {
  const questions = graded.questions;

  it('has three questions (behavioral, situational, technical) for at least ten occupations', () => {
    const byOccupation = new Map<string, string[]>();
    for (const q of questions)
      byOccupation.set(q.occupation, [...(byOccupation.get(q.occupation) ?? []), q.category]);
    expect(byOccupation.size).toBeGreaterThanOrEqual(10);
    for (const categories of byOccupation.values())
      expect(categories).toEqual(['behavioral', 'situational', 'technical']);
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  });

  it('gives each question one answer of each kind, with strong above adequate above the rest', () => {
    for (const q of questions) {
      expect([...q.answers.map((a) => a.kind)].sort(), q.id).toEqual([...kinds].sort());
      const grade = Object.fromEntries(q.answers.map((a) => [a.kind, a.grade]));
      const rest = Math.max(grade.weak ?? 0, grade['keyword-list'] ?? 0, grade['off-topic'] ?? 0);
      expect(grade.strong, q.id).toBeGreaterThan(grade.adequate ?? 0);
      expect(grade.adequate, q.id).toBeGreaterThan(rest);
    }
  });

  it('grades no keyword list or off-topic answer above 30', () => {
    const over = questions.flatMap((q) =>
      q.answers
        .filter((a) => (a.kind === 'keyword-list' || a.kind === 'off-topic') && a.grade > 30)
        .map(() => q.id),
    );
    expect(over).toEqual([]);
  });

  it('writes most strong answers without the literal STAR labels', () => {
    const strong = questions.flatMap((q) => q.answers.filter((a) => a.kind === 'strong'));
    const labelled = strong.filter((a) => /\b(situation|task|action|result)\b/i.test(a.text));
    expect(labelled.length).toBeLessThanOrEqual(strong.length / 2);
  });
});
