/**
 * The safety check that runs before any intent (docs/decisions.md S85; docs/product.md §4): is
 * someone in danger right now (a medical emergency, a suicidal or self-harm crisis said directly or
 * indirectly, someone else in danger, violence happening now)? It does not rely on the intent
 * classifier's top intent alone. A dedicated two-way classifier (the same NLP.js network and
 * features as the intent classifier, classifier.ts) is trained on safety/emergency.json (many
 * wordings of emergencies, and career questions that use the same words without one: an ER nurse's
 * interview question, a nursing-home CNA) plus the chat's corpus (its emergency utterances as
 * emergencies, every other utterance as not). It reads the whole message and each of its sentences
 * and clauses, so an emergency told in passing inside a long message is still found; and the intent
 * classifier's emergency score counts too, at a low threshold, when the safety classifier also
 * leans that way.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { escapeRegExp } from '../text.ts';
import { type IntentClassifier, trainClassifier } from './classifier.ts';
import { type Corpus, loadCorpus } from './corpus.ts';

/** The safety classifier's share for "emergency" that alone makes a message one (S85). */
export const SAFETY_ALONE = 0.5;
/**
 * With the intent classifier's emergency share at least EMERGENCY_INTENT_MIN, this share of the
 * whole message is enough (S85).
 */
export const SAFETY_WITH_INTENT = 0.1;
export const EMERGENCY_INTENT_MIN = 0.15;
/**
 * Below an emergency, a message this close to one (the safety classifier's share, or the intent
 * classifier's) is answered as asked, with the emergency numbers first (S99). Chosen on the authors'
 * dev sets: 0.02 and 0.1 put the numbers on 6 of their 425 career messages (1.4%).
 */
export const SAFETY_POSSIBLE = 0.02;
export const EMERGENCY_INTENT_POSSIBLE = 0.1;

const safetyFileSchema = z.object({
  $comment: z.string().optional(),
  emergency: z.array(z.string().trim().min(1).max(400)).min(100),
  'not-emergency': z.array(z.string().trim().min(1).max(400)).min(50),
  'warning-signs': z.array(z.string().trim().min(3).max(80)).min(20),
  'red-flags': z.array(z.string().trim().min(3).max(80)).min(20),
});

export type SafetyCorpus = Array<{ text: string; intent: 'emergency' | 'safe' }>;

let safetyFile: z.infer<typeof safetyFileSchema> | undefined;

/** safety/emergency.json, checked against its schema, read once. */
function readSafetyFile(): z.infer<typeof safetyFileSchema> {
  if (safetyFile) return safetyFile;
  const file = 'safety/emergency.json';
  try {
    safetyFile = safetyFileSchema.parse(
      JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8')),
    );
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
  return safetyFile;
}

/** Lower case, curly quotes straightened and apostrophes dropped ("won't" and "wont" are one word). */
const plain = (text: string) => text.toLowerCase().replace(/[’‘']/g, '');

/**
 * A list of signs as one whole-word pattern: lower case, apostrophes ignored, and "…" in a sign for up
 * to five other words of the same sentence ("sorry … goodbye" is "sorry and goodbye" too).
 */
function signPattern(signs: readonly string[]): RegExp {
  const gap = String.raw`(?:\s+[^\s.!?]+){0,5}\s+`;
  const one = (sign: string) =>
    plain(sign)
      .split(/\s*…\s*/)
      .map((part) => escapeRegExp(part.trim()))
      .join(gap);
  return new RegExp(
    `(?<![a-z0-9])(?:${[...signs]
      .sort((a, b) => b.length - a.length)
      .map(one)
      .join('|')})(?![a-z0-9])`,
  );
}

const patterns = new Map<'warning-signs' | 'red-flags', RegExp>();

/** Whether a message holds one of a list's signs (the list's pattern compiled once). */
function holdsSign(list: 'warning-signs' | 'red-flags', message: string): boolean {
  let pattern = patterns.get(list);
  if (!pattern) {
    pattern = signPattern(readSafetyFile()[list]);
    patterns.set(list, pattern);
  }
  return pattern.test(plain(message).replace(/\s+/g, ' '));
}

/**
 * docs/decisions.md S143, S151: a warning sign of a suicidal crisis (a goodbye, things given away, the
 * means at hand; `warning-signs` in safety/emergency.json) in the message.
 */
export const hasWarningSign = (message: string) => holdsSign('warning-signs', message);

/**
 * docs/decisions.md S151: a red flag of a medical emergency or of violence now (crushing chest pain,
 * someone shocked or not breathing, a child afraid to go home; `red-flags` in safety/emergency.json).
 */
export const hasRedFlag = (message: string) => holdsSign('red-flags', message);

/** The safety check's training utterances: its own file, then the chat's corpus (file order, deterministic). */
export function safetyCorpus(corpus: Corpus = loadCorpus()): SafetyCorpus {
  const parsed = readSafetyFile();
  const out: SafetyCorpus = [];
  for (const text of parsed.emergency) out.push({ text, intent: 'emergency' });
  for (const text of parsed['not-emergency']) out.push({ text, intent: 'safe' });
  for (const u of corpus) out.push({ text: u.text, intent: u.intent === 'emergency' ? 'emergency' : 'safe' });
  return out;
}

/** A message's sentences, trimmed: split after ".", "!" or "?" and at line breaks. */
export function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The parts of a message read on their own: the whole, each sentence, and each clause of a long
 * sentence (split at commas, semicolons, dashes and "but", "and", "so", "also", "anyway"), so a
 * crisis said in passing is not outweighed by the career words around it.
 */
export function messageParts(message: string): string[] {
  const parts = new Set<string>([message.trim()]);
  for (const s of sentencesOf(message)) {
    parts.add(s);
    for (const clause of s.split(/[,;:()]|\s[-–—]\s|\s(?:but|and|so|also|anyway|tbh|honestly|btw)\s/i)) {
      const c = clause.trim();
      if (c.split(/\s+/).length >= 2) parts.add(c);
    }
  }
  return [...parts];
}

export interface SafetyCheck {
  /** True when the message tells of an emergency: emergency services come first. */
  emergency: boolean;
  /** The safety classifier's highest emergency share over the message's parts. */
  score: number;
  /** Not an emergency, but close to one: the answer starts with the emergency numbers (S99). */
  possible: boolean;
  /** A warning sign or a red flag is in the message (S143, S151). */
  flagged: boolean;
  /** A warning sign of a suicidal crisis is in the message (S143). */
  warned: boolean;
}

/**
 * Each emergency utterance counts this many times in training (S85): emergencies are the smaller
 * class, and a missed one costs far more than a career question answered with 911 first.
 */
export const EMERGENCY_WEIGHT = 3;

let shared: IntentClassifier | undefined;

/** The safety classifier, trained once per process on first use. */
export function safetyClassifier(): IntentClassifier {
  shared ??= trainClassifier(
    safetyCorpus().flatMap((u) =>
      u.intent === 'emergency' ? Array<typeof u>(EMERGENCY_WEIGHT).fill(u) : [u],
    ),
    undefined,
    'safety',
  );
  return shared;
}

/**
 * See the file comment. `intentEmergency` is the intent classifier's emergency share for the whole
 * message (0 when it was not asked).
 */
export function checkSafety(
  message: string,
  intentEmergency: number,
  classifier: IntentClassifier = safetyClassifier(),
): SafetyCheck {
  const shareOf = (text: string) =>
    classifier.classify(text).ranking.find((r) => r.intent === 'emergency')?.score ?? 0;
  const whole = shareOf(message);
  let score = whole;
  for (const part of messageParts(message).slice(1)) score = Math.max(score, shareOf(part));
  const warned = hasWarningSign(message);
  const redFlag = hasRedFlag(message);
  // a clause alone must be sure; the intent classifier's support counts for the whole message only,
  // so "I saved a choking customer last year, should that go on my resume?" stays a career question;
  // a warning sign of a suicidal crisis (S143) is an emergency when the classifier leans that way at
  // all, and brings the emergency numbers first when it does not
  const emergency =
    score >= SAFETY_ALONE ||
    (intentEmergency >= EMERGENCY_INTENT_MIN && whole >= SAFETY_WITH_INTENT) ||
    (warned && score >= SAFETY_POSSIBLE);
  // a red flag of a medical emergency or violence (S151) brings the numbers first; readMessage takes
  // a flagged message for an emergency when no career intent reads it confidently (S155), so a nurse's
  // question about a patient who stopped breathing is still answered as asked
  const possible =
    !emergency &&
    (warned || redFlag || score >= SAFETY_POSSIBLE || intentEmergency >= EMERGENCY_INTENT_POSSIBLE);
  return { emergency, score, possible, flagged: warned || redFlag, warned };
}
