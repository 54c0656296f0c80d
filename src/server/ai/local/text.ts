/**
 * Plain-text helpers the local engine shares: words, a light English stemmer, function words and
 * a test for "is this a word at all". No dictionary: small and deterministic.
 */

/** Function words: frequent in any English sentence, absent from gibberish and keyword lists. */
export const FUNCTION_WORDS = new Set(
  (
    'a about after again all also am an and any are as at be because been before being but by can ' +
    'could did do does doing down during each few for from had has have having he her here him his how ' +
    'i if in into is it its itself just me more most my myself no nor not now of off on once only or other ' +
    'our ours out over own same she should so some such than that the their them then there these they this ' +
    'those through to too under until up very was we were what when where which while who whom why will ' +
    'with would you your yours one two three first then which us let lets get got make made like much many'
  ).split(' '),
);

import { own } from '../../../shared/lookup.ts';

/** Words that carry no topic (for search and overlap): function words plus vague verbs and fillers. */
export const STOP_WORDS = new Set([
  ...FUNCTION_WORDS,
  ...'really thing things something anything way ways lot lots kind sort good great well yes yeah ok okay i’m im dont don’t cant can’t want wants need needs think know tell say said give given use used using would'.split(
    ' ',
  ),
]);

/** Folds British spellings into American ones, so "prioritisation" meets "prioritization". */
export function foldSpelling(word: string): string {
  return word
    .replace(/is(e|ed|es|ing|ation|ations|er|ers)$/, 'iz$1')
    .replace(/yse(s|d)?$/, 'yze$1')
    .replace(/our(s)?$/, 'or$1')
    .replace(/ence$/, 'ense')
    .replace(/ogue$/, 'og')
    .replace(/tre$/, 'ter');
}

/** Lowercased words; hyphens and slashes split words ("cross-validation" is "cross validation"). */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[’']s\b/g, '')
      .match(/[a-z0-9][a-z0-9+#]*(?:\.(?:js|net|io))?/g) ?? []
  );
}

const SUFFIXES: Array<[string, string, number]> = [
  // suffix, replacement, minimum stem length left
  ['izations', 'ize', 3],
  ['entations', 'ent', 3],
  ['entation', 'ent', 3],
  ['ization', 'ize', 3],
  ['ational', 'ate', 3],
  ['ations', 'ate', 3],
  ['ation', 'ate', 3],
  ['nesses', '', 3],
  ['ness', '', 3],
  ['ments', '', 4],
  ['ment', '', 4],
  ['ities', '', 4],
  ['ity', '', 4],
  ['ship', '', 4],
  ['ings', '', 3],
  ['ing', '', 3],
  ['ies', 'y', 2],
  ['ied', 'y', 2],
  ['ed', '', 3],
  ['ers', '', 3],
  ['er', '', 3],
  ['es', '', 3],
  ['ly', '', 4],
  ['s', '', 3],
];

/**
 * A light stemmer: plural, -ing, -ed, -er, -ation and -ment forms of a word meet ("deploying",
 * "deployment", "deployed" → "deploy"; "tests", "testing" → "test"). Not linguistics: enough for
 * matching answers and questions.
 */
/** Words the rules below would split from their family ("application" is "apply"). */
const STEM_EXCEPTIONS: Record<string, string> = {
  application: 'apply',
  applications: 'apply',
  applicant: 'apply',
  applicants: 'apply',
};

export function stem(raw: string): string {
  const exception = own(STEM_EXCEPTIONS, raw);
  if (exception) return exception;
  let w = foldSpelling(raw);
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (/(ss|us|is|ics|sis)$/.test(w)) return w;
  // up to three rounds: "ownership" → "owner" → "own", "testers" → "tester" → "test"
  for (let round = 0; round < 3; round++) {
    const rule = SUFFIXES.find(([suffix, , min]) => w.endsWith(suffix) && w.length - suffix.length >= min);
    if (!rule || /(ss|us|is)$/.test(w)) break;
    w = w.slice(0, -rule[0].length) + rule[1];
  }
  if (w.length > 4) w = w.replace(/e+$/, '');
  // "preparation" and "prepared", "automation" and "automated" meet
  if (w.length > 6 && w.endsWith('at')) w = w.slice(0, -2);
  // "shipp" → "ship", "plann" → "plan"; keep "ll" and "ss" ("install", "process")
  if (w.length > 3 && /([bdfgmnprt])\1$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('iz')) w = w.slice(0, -2);
  return w;
}

/** The stems of a text's words. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** The stems of a text's topic words (no function words, no numbers). */
export function contentStems(text: string): string[] {
  return words(text)
    .filter((w) => !STOP_WORDS.has(w) && !/^\d+$/.test(w) && w.length > 1)
    .map(stem);
}

const KEYBOARD_RUNS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm', '1234567890'];

/**
 * True when a token cannot be an English word or a technical term: keyboard runs ("asdf",
 * "hjkl"), no vowel, four letters repeated ("aaaa"), or five consonants in a row.
 */
export function isNonWord(token: string): boolean {
  const t = token.toLowerCase();
  if (/\d/.test(t)) return false;
  if (t.length >= 3 && /^(.)\1+$/.test(t)) return true;
  if (t.length >= 4 && /(.)\1\1/.test(t)) return true;
  if (
    t.length >= 3 &&
    !/[aeiouy]/.test(t) &&
    !/^(html|css|sql|xml|npm|jsx|tsx|ssr|ssg|crm|kpi|okr|gdpr|dns|tcp|cpu|gpu|vpn|jwt|mfa|sdk|cdn|rpc|grpc|bff|rfc|ssh|ftp|nyc|llm|lcp|cls|rpm|cvss)$/.test(
      t,
    )
  )
    return true;
  if (/[bcdfghjklmnpqrstvwxz]{5,}/.test(t)) return true;
  if (
    t.length >= 4 &&
    KEYBOARD_RUNS.some((row) => row.includes(t) || row.split('').reverse().join('').includes(t))
  )
    return true;
  return false;
}

/** `text` as a regular expression that matches it literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface TrieNode {
  children: Map<string, TrieNode>;
  end: boolean;
  /** The most atoms any alternative through this node has left. */
  depth: number;
}

/**
 * Alternatives, each a sequence of pattern atoms (a character, escaped, or a class or group written
 * as one), as one pattern that shares their common beginnings: "nurse", "nurse aide" and "nursing"
 * become `nurs(?:e(?: aide)?|ing)`. Thousands of names then cost the pattern engine a few steps at
 * each position instead of one try per name (docs/decisions.md S163). At each branch the longer way
 * is tried first, so a pattern matches what the names sorted longest first would.
 */
export function trieAlternation(alternatives: Iterable<readonly string[]>): string {
  const root: TrieNode = { children: new Map(), end: false, depth: 0 };
  for (const atoms of alternatives) {
    let node = root;
    atoms.forEach((atom, i) => {
      node.depth = Math.max(node.depth, atoms.length - i);
      let next = node.children.get(atom);
      if (!next) {
        next = { children: new Map(), end: false, depth: 0 };
        node.children.set(atom, next);
      }
      node = next;
    });
    node.end = true;
  }
  return source(root);

  function source(node: TrieNode): string {
    const branches = [...node.children]
      .sort(([, a], [, b]) => b.depth - a.depth)
      .map(([atom, child]) => atom + source(child));
    if (branches.length === 0) return '';
    if (branches.length === 1 && !node.end) return branches[0] ?? '';
    return `(?:${branches.join('|')})${node.end ? '?' : ''}`;
  }
}

/** Contractions spelt out, so a cue or a rule reads "it's on me" as "it is on me" and "I'd" as "I would". */
export function openContractions(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/\b(it|he|she|that|there|what|who)'s\b/gi, '$1 is')
    .replace(/\bi'm\b/gi, 'i am')
    .replace(/\b(we|they|you)'re\b/gi, '$1 are')
    .replace(/\b(i|we|they|you)'d\b/gi, '$1 would')
    .replace(/\b(i|we|they|you)'ve\b/gi, '$1 have')
    .replace(/\b(i|we|they|you|he|she|it)'ll\b/gi, '$1 will');
}
