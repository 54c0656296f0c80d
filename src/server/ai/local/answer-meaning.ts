/**
 * What an interview answer means against the question it answers (docs/product.md §7 Local engine,
 * "Interview answers"; docs/decisions.md S87). Words are read with NLP.js's English normaliser and
 * Porter stemmer, the tooling of the chat's classifier (nlu/classifier.ts), after folding British
 * spellings, and weighted by how rare each stem is across every interview bank (IDF), so a field's
 * own words count and everyday words barely do. Nothing here is a word list: the other ways of
 * saying a key point come from the banks' key points and the skill lexicon's aliases (data).
 *
 * - A key point is found as its words near each other, as one of its other wordings (its own, and
 *   those every bank gives a key point of the same name), or word by word through related words
 *   (a one-word key point and its one-word wordings relate both ways), with partial credit.
 * - Relevance is the weight the answer carries in the question's topic: its telling words (IDF) that
 *   are the question's own (its words, key points, their wordings and tips), or at lower weights its
 *   field's (the family's bank, pack and lexicon) or work's in general (the general bank), plus the
 *   word pairs the topic also has.
 */
import { createRequire } from 'node:module';
import type { InterviewBankQuestion } from '../../../shared/interview-bank.schema.ts';
import { loadFamilyPacks, loadInterviewBanks, loadSkillLexicons } from '../../catalog/career-content.ts';
import { SKILL_LEXICON } from '../../catalog/skill-lexicon.ts';
import { FUNCTION_WORDS, foldSpelling, STOP_WORDS } from './text.ts';

const require = createRequire(import.meta.url);

interface StemmerLike {
  stemWord(word: string): string;
}
interface NormalizerLike {
  normalize(text: string): string;
}
const { StemmerEn, NormalizerEn, StopwordsEn } = require('@nlpjs/lang-en-min') as {
  StemmerEn: new () => StemmerLike;
  NormalizerEn: new () => NormalizerLike;
  StopwordsEn: new () => { dictionary: Record<string, boolean> };
};

const stemmer = new StemmerEn();
const normalizer = new NormalizerEn();

/** Words that carry no topic: NLP.js's English stop words and the engine's own fillers. */
const STOP = new Set([
  ...Object.keys(new StopwordsEn().dictionary),
  ...STOP_WORDS,
  ...FUNCTION_WORDS,
  // light verbs, whose meaning is in the words around them ("go as planned", "take care")
  ...'go goe went gone come came take took taken put keep kept'.split(' '),
]);

/** Words of how a question is asked ("tell me about a time"), not of what it is about. */
export const ASKING_WORDS = new Set(
  'tell describe explain walk time times example approach approached quickly handle handled would could please share talk give recent situation'.split(
    ' ',
  ),
);

/** Lowercased words without accents, contractions opened, hyphenated words split. */
export function meaningTokens(text: string): string[] {
  return (
    normalizer
      .normalize(text)
      .replace(/[’‘]/g, "'")
      .replace(/n't\b/g, ' not')
      .replace(/'(s|re|ve|m|ll|d)\b/g, ' ')
      .match(/[a-z0-9]+/g) ?? []
  );
}

const stemCache = new Map<string, string>();

/** Porter's stem of a word, British spellings folded first ("prioritisation" meets "prioritize"). */
export function meaningStem(word: string): string {
  let s = stemCache.get(word);
  if (s === undefined) {
    s = /\d/.test(word) ? word : stemmer.stemWord(foldSpelling(word));
    stemCache.set(word, s);
  }
  return s;
}

function isContent(token: string): boolean {
  return token.length > 1 && !STOP.has(token) && !/^\d+$/.test(token);
}

/** The stems of a text's topic words, in order. */
export function topicStems(text: string): string[] {
  // "gets" is "get": a stop word in any form
  return meaningTokens(text)
    .filter(isContent)
    .map(meaningStem)
    .filter((s) => !STOP.has(s));
}

/** An answer as the meaning functions read it: its topic stems in order and where each occurs. */
export interface MeaningReading {
  stems: string[];
  positions: Map<string, number[]>;
  /** Where each stem of every word (topic or not) occurs, for wordings found as written. */
  everyWord: Map<string, number[]>;
  distinct: Set<string>;
  pairs: Set<string>;
}

function positionsOf(stems: readonly string[]): Map<string, number[]> {
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s) ?? [];
    list.push(i);
    positions.set(s, list);
  });
  return positions;
}

export function readMeaning(text: string): MeaningReading {
  const stems = topicStems(text);
  const positions = positionsOf(stems);
  const everyWord = positionsOf(meaningTokens(text).map(meaningStem));
  const pairs = new Set<string>();
  for (let i = 0; i + 1 < stems.length; i++) pairs.add(`${stems[i]} ${stems[i + 1]}`);
  return { stems, positions, everyWord, distinct: new Set(stems), pairs };
}

interface MeaningIndex {
  documents: number;
  df: Map<string, number>;
  /**
   * A key point's other wordings by its stems ("patient safeti"), from every bank and the lexicon,
   * each with the families whose banks give it ("lexicon" for the skill lexicon's aliases).
   */
  wordings: Map<string, Map<string, Wording>>;
  /** One-word key points and their one-word wordings, both ways, with the families that relate them. */
  related: Map<string, Map<string, Set<string>>>;
  /** The words of a field: its interview bank, its family pack (entry routes, credentials, practice) and its lexicon. */
  familyWords: Map<string, Set<string>>;
}

/**
 * A wording's stems, every word kept ("in the end", "team used"): a wording is found as written, in
 * order, so a phrase is never reduced to the one topic word it contains.
 */
function wordingStems(text: string): string[] {
  return meaningTokens(text).map(meaningStem);
}

interface Wording {
  stems: string[];
  families: Set<string>;
}

let index: MeaningIndex | undefined;

/** Builds the index now (at server start, as the chat's classifier trains), not on the first answer. */
export function warmAnswerMeaning(): void {
  meaningIndex();
}

const keyOf = (stems: readonly string[]) => stems.join(' ');

function addWording(
  map: Map<string, Map<string, Wording>>,
  point: string[],
  stems: string[],
  family: string,
) {
  const own = map.get(keyOf(point)) ?? new Map<string, Wording>();
  map.set(keyOf(point), own);
  const wording = own.get(keyOf(stems)) ?? { stems, families: new Set<string>() };
  wording.families.add(family);
  own.set(keyOf(stems), wording);
}

function relate(related: MeaningIndex['related'], a: string, b: string, family: string) {
  if (a === b) return;
  const own = related.get(a) ?? new Map<string, Set<string>>();
  related.set(a, own);
  const families = own.get(b) ?? new Set<string>();
  families.add(family);
  own.set(b, families);
}

/**
 * A wording another bank gives counts when it is the asking family's own or the skill lexicon's, or
 * when enough banks agree on it: two for a phrase, three for a single word, which depends more on
 * its bank's context ("shared" for "adoption" in an office, "family" for "result" in personal care).
 */
function trusted(families: ReadonlySet<string>, family: string | undefined, words = 1): boolean {
  if (families.has('lexicon') || (family !== undefined && families.has(family))) return true;
  return families.size >= (words > 1 ? 2 : 3);
}

/** Built once per process from the interview banks and the skill lexicon. */
function meaningIndex(): MeaningIndex {
  if (index) return index;
  const df = new Map<string, number>();
  const wordings: MeaningIndex['wordings'] = new Map();
  const related: MeaningIndex['related'] = new Map();
  const familyWords = new Map<string, Set<string>>();
  let documents = 0;
  for (const { data: bank } of loadInterviewBanks()) {
    const vocabulary = familyWords.get(bank.family) ?? new Set<string>();
    familyWords.set(bank.family, vocabulary);
    for (const q of bank.questions) {
      const texts = [q.question, ...q.tips, ...q.keyPoints.flatMap((k) => [k.point, ...k.synonyms])];
      const doc = new Set(texts.flatMap(topicStems));
      documents += 1;
      for (const s of doc) {
        df.set(s, (df.get(s) ?? 0) + 1);
        vocabulary.add(s);
      }
      for (const k of q.keyPoints) {
        const point = topicStems(k.point);
        if (point.length === 0) continue;
        for (const synonym of k.synonyms) {
          const wording = wordingStems(synonym);
          if (wording.length === 0) continue;
          addWording(wordings, point, wording, bank.family);
          if (point.length === 1 && wording.length === 1) {
            relate(related, point[0] as string, wording[0] as string, bank.family);
            relate(related, wording[0] as string, point[0] as string, bank.family);
          }
        }
      }
    }
  }
  // the field's own words beyond its questions: the family pack's text and the family's skill lexicon
  const allText = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(allText)
        : value && typeof value === 'object'
          ? Object.values(value).flatMap(allText)
          : [];
  const fieldWords = (family: string, texts: string[]) => {
    const vocabulary = familyWords.get(family) ?? new Set<string>();
    familyWords.set(family, vocabulary);
    for (const text of texts) for (const s of topicStems(text)) vocabulary.add(s);
  };
  for (const { data } of loadFamilyPacks()) fieldWords(data.id, allText(data));
  for (const { data } of loadSkillLexicons())
    fieldWords(
      data.family,
      data.entries.flatMap((e) => [e.name, ...e.aliases]),
    );
  // a tool, credential or method is the same key point under any of its names ("LOTO", "lockout/tagout")
  for (const entry of SKILL_LEXICON) {
    const names = [entry.name, ...entry.aliases].map((name) => ({
      key: topicStems(name),
      wording: wordingStems(name),
    }));
    for (const name of names) {
      if (name.key.length === 0) continue;
      for (const other of names)
        if (other !== name && other.wording.length > 0 && keyOf(other.wording) !== keyOf(name.wording))
          addWording(wordings, name.key, other.wording, 'lexicon');
    }
  }
  index = { documents, df, wordings, related, familyWords };
  return index;
}

/** How much a stem tells about a topic: rare across the banks is telling, everywhere is not. */
export function idf(stem: string): number {
  const { documents, df } = meaningIndex();
  return Math.log((documents + 1) / ((df.get(stem) ?? 0) + 1)) + 1;
}

/** All the phrase's stems within a few words of its first, in any order. */
function near(phrase: readonly string[], r: MeaningReading): boolean {
  const first = r.positions.get(phrase[0] as string);
  if (!first) return false;
  if (phrase.length === 1) return true;
  const window = phrase.length + 3;
  return first.some((start) =>
    phrase
      .slice(1)
      .every((w) => (r.positions.get(w) ?? []).some((i) => i !== start && Math.abs(i - start) <= window)),
  );
}

/** A wording's stems in order, with at most two other words between neighbours. */
function inOrder(phrase: readonly string[], r: MeaningReading): boolean {
  const first = r.everyWord.get(phrase[0] as string);
  if (!first) return false;
  return first.some((start) => {
    let at = start;
    for (const w of phrase.slice(1)) {
      const next = (r.everyWord.get(w) ?? []).find((i) => i > at && i <= at + 3);
      if (next === undefined) return false;
      at = next;
    }
    return true;
  });
}

/** A key point as a bank gives it (with its wordings), or as plain text. */
export type KeyPointLike = string | InterviewBankQuestion['keyPoints'][number];

const pointText = (k: KeyPointLike) => (typeof k === 'string' ? k : k.point);

/**
 * A key point's other wordings: its own, those the banks and the lexicon agree on, and the banks'
 * wordings of its other names in the lexicon ("personal protective equipment" is "PPE", which a
 * bank says as "gloves" or "safety glasses").
 */
function wordingsOf(k: KeyPointLike, family: string | undefined): string[][] {
  const { wordings } = meaningIndex();
  const own = typeof k === 'string' ? [] : k.synonyms.map(wordingStems).filter((s) => s.length > 0);
  const sharedBy = (key: string) =>
    [...(wordings.get(key)?.values() ?? [])].filter((w) => trusted(w.families, family, w.stems.length));
  const shared = sharedBy(keyOf(topicStems(pointText(k))));
  // a point of three words or more is also its initials ("personal protective equipment" is "PPE")
  const words = meaningTokens(pointText(k)).filter(isContent);
  const initials = words.length >= 3 ? words.map((w) => w[0]).join('') : '';
  if (initials) shared.push({ stems: [meaningStem(initials)], families: new Set(['lexicon']) });
  const names = shared.filter((w) => w.families.has('lexicon'));
  const viaNames = names.flatMap((name) =>
    sharedBy(keyOf(name.stems)).filter((w) => !w.families.has('lexicon')),
  );
  return [...own, ...shared.map((w) => w.stems), ...viaNames.map((w) => w.stems)];
}

/**
 * How well an answer makes a key point, 0 to 1: 1 when its words are near each other or one of its
 * wordings is there; else the IDF-weighted share of its words the answer has (itself or a related
 * word), at most 0.8, since words scattered through an answer are weaker evidence than the phrase.
 */
export function keyPointMatch(k: KeyPointLike, r: MeaningReading, family?: string): number {
  const point = topicStems(pointText(k));
  if (point.length === 0) return 0;
  if (near(point, r)) return 1;
  if (wordingsOf(k, family).some((w) => inOrder(w, r))) return 1;
  const { related } = meaningIndex();
  let total = 0;
  let found = 0;
  for (const s of point) {
    const weight = idf(s);
    total += weight;
    const relatives = [...(related.get(s) ?? [])].filter(([, families]) => trusted(families, family));
    if (r.distinct.has(s) || relatives.some(([x]) => r.distinct.has(x))) found += weight;
  }
  return total ? (0.8 * found) / total : 0;
}

/** The words of a question's topic, each with how much it says about the topic (1 its own, less its field's). */
export interface Topic {
  weight(stem: string): number;
  pairs: Set<string>;
}

/** How much a word of work in general, and a word of the question's field, says about the question. */
const GENERAL_WEIGHT = 0.3;
const FIELD_WEIGHT = 0.5;

export function topicOf(input: {
  question: string;
  keyPoints: readonly KeyPointLike[];
  tips: readonly string[];
  family?: string | undefined;
}): Topic {
  const { familyWords } = meaningIndex();
  const weights = new Map<string, number>();
  // any field's answer speaks of work in general (the general bank's words), and of its own field
  const general = familyWords.get('general') ?? new Set<string>();
  const field = input.family && input.family !== 'general' ? familyWords.get(input.family) : undefined;
  const pairs = new Set<string>();
  const add = (stems: readonly string[], weight: number) => {
    stems.forEach((s, i) => {
      weights.set(s, Math.max(weights.get(s) ?? 0, weight));
      if (i + 1 < stems.length) pairs.add(`${s} ${stems[i + 1]}`);
    });
  };
  add(
    meaningTokens(input.question)
      .filter((w) => isContent(w) && !ASKING_WORDS.has(w))
      .map(meaningStem)
      .filter((s) => !STOP.has(s)),
    1,
  );
  for (const tip of input.tips) add(topicStems(tip), 0.8);
  for (const k of input.keyPoints) {
    const point = topicStems(pointText(k));
    add(point, 1);
    for (const w of wordingsOf(k, input.family)) add(w, 0.8);
  }
  return {
    weight: (s) => weights.get(s) ?? (field?.has(s) ? FIELD_WEIGHT : general.has(s) ? GENERAL_WEIGHT : 0),
    pairs,
  };
}

/** How much of an answer is about the question (see relevance). */
export interface Relevance {
  /** 0 to 1: the topic weight the answer carries, full from RELEVANCE_FULL. */
  score: number;
  /** The IDF-weighted sum of the answer's distinct words, each at its weight in the topic. */
  mass: number;
  /** The same for the question's own words only (its words, key points, their wordings, tips). */
  questionMass: number;
  /** The share of the answer's own weight (the IDF of its distinct words) that the topic carries. */
  share: number;
  /** The answer's distinct words that are telling (rare across the banks) and of the topic or its field. */
  fieldTerms: number;
}

/** A word in fewer than about one bank question in fifty is a field's own term ("controller", "SBAR"). */
const TELLING_IDF = 4.5;

/** Topic weight an answer needs for the whole of its relevance (about a dozen telling words). */
const RELEVANCE_FULL = 60;

/**
 * How much of the answer is about the question's topic: the sum over its distinct words of how
 * telling each is (IDF) times its weight in the topic, plus a little for each word pair the topic
 * also has. A sum, not a share: a rich answer that also says much else is still on topic, and an
 * answer about something else carries almost no weight whatever its length.
 */
export function relevance(r: MeaningReading, topic: Topic): Relevance {
  let mass = 0;
  let questionMass = 0;
  let fieldTerms = 0;
  let own = 0;
  for (const s of r.distinct) {
    own += idf(s);
    const weight = topic.weight(s);
    mass += idf(s) * weight;
    if (weight >= 0.8) questionMass += idf(s);
    if (weight >= FIELD_WEIGHT && idf(s) >= TELLING_IDF) fieldTerms += 1;
  }
  const sharedPairs = [...r.pairs].filter((p) => topic.pairs.has(p)).length;
  mass += 2 * sharedPairs;
  const share = own ? (mass - 2 * sharedPairs) / own : 0;
  return { score: Math.min(1, mass / RELEVANCE_FULL), mass, questionMass, fieldTerms, share };
}
