/**
 * Skills as resumes write them (docs/product.md §5 Local ATS score, skill detection): a lexicon of
 * common skills with their aliases and variants, and matching by word stems in any spelling
 * ("Matplotlib/Seaborn", "hypothesis tests", "cross-validation", "HTML5", "forecasting with
 * Prophet"). Used to read a resume's own skills and to decide which roadmap skills it shows.
 */

import { own } from '../../../shared/lookup.ts';
import type { LexiconEntry } from '../../../shared/skill-lexicon.schema.ts';
import { skillTerms } from '../../../shared/skill-terms.ts';
import { lexiconEntryOf, SKILL_LEXICON as SKILL_LEXICON_DATA } from '../../catalog/skill-lexicon.ts';
import { escapeRegExp, stem, words } from './text.ts';

/** A skill by its usual name, with the other ways people write it (docs/decisions.md S82). */
export type Entry = LexiconEntry;

/** Every family's tools, credentials, methods and languages, read from content/lexicon/. */
export const SKILL_LEXICON: readonly Entry[] = SKILL_LEXICON_DATA;

/** Words that name a field, not a skill, when they stand alone in a roadmap skill's name. */
const GENERIC = new Set(
  (
    'basics fundamentals essentials principles design testing analysis data management security development ' +
    'engineering framework frameworks models model patterns optimization strategy vision delivery communication ' +
    'contrast layout publishing storage governance monitoring evaluation metrics documentation architecture ' +
    'integration validation selection recovery response programming performance deployment setup systems ' +
    'services tools tooling apps programs features forms fluency types web mobile cloud game games processes ' +
    'permissions sessions logs traces vectors matrices components data structures shell fundamentals'
  ).split(' '),
);

/** A text's word stems and where each occurs, for matching many skill terms against one text. */
export interface TextIndex {
  text: string;
  stems: string[];
  positions: Map<string, number[]>;
}

/**
 * Terms that are also everyday words count only when written as the name is ("REST", not "the
 * rest"; "Unity", not "unity"; "Epic", not "an epic week"): the lexicon's `asWritten` forms, and a
 * few words roadmap names use alone.
 */
const AS_WRITTEN: Record<string, string> = Object.fromEntries([
  ...SKILL_LEXICON.flatMap((e) => (e.asWritten ?? []).map((w) => [w.toLowerCase(), w] as const)),
  ['ia', 'IA'],
  ['grid', 'Grid'],
  ['shell', 'Shell'],
]);

/** Stems for skill matching: symbols kept (C#, Node.js), version digits dropped (HTML5, CSS3). */
function skillStem(word: string): string {
  if (/[.+#]/.test(word)) return word;
  const versioned = /^(html|css|python|es|php|angular|vue|java)(\d{1,2})$/.exec(word);
  if (versioned) return versioned[1] as string;
  return stem(word);
}

function skillStems(text: string): string[] {
  return words(text.replace(/&/g, ' and ')).map(skillStem);
}

export function indexText(text: string): TextIndex {
  const stems = skillStems(text);
  const positions = new Map<string, number[]>();
  stems.forEach((s, i) => {
    const list = positions.get(s) ?? [];
    list.push(i);
    positions.set(s, list);
  });
  return { text, stems, positions };
}

/** A term's occurrence: the first and the last word it covers in the text. */
interface Span {
  start: number;
  end: number;
}

/**
 * A term's stems, remembered: the lexicon's few thousand terms are matched against every text (and
 * a posting's every sentence), and stemming them again each time was most of the work. Bounded, so
 * terms from user text cannot grow it without limit.
 */
const termStemCache = new Map<string, string[]>();
const TERM_STEM_CACHE_MAX = 50_000;
function termStems(term: string): string[] {
  let seq = termStemCache.get(term);
  if (!seq) {
    if (termStemCache.size >= TERM_STEM_CACHE_MAX) termStemCache.clear();
    seq = skillStems(term);
    termStemCache.set(term, seq);
  }
  return seq;
}

/** Where the term's words occur in the text in order, next to each other. */
function termSpans(term: string, index: TextIndex): Span[] {
  const written = own(AS_WRITTEN, term.toLowerCase());
  if (written && !new RegExp(`(^|[^A-Za-z])${escapeRegExp(written)}(?![A-Za-z])`).test(index.text)) return [];
  const seq = termStems(term);
  if (seq.length === 0) return [];
  const spans: Span[] = [];
  for (const start of index.positions.get(seq[0] as string) ?? []) {
    let at = start;
    let whole = true;
    for (const s of seq.slice(1)) {
      // next to each other, or with a number or article between ("engineered 40+ features")
      if (index.stems[at + 1] === s) at += 1;
      else if (index.stems[at + 2] === s && FILLER.test(index.stems[at + 1] ?? '')) at += 2;
      else {
        whole = false;
        break;
      }
    }
    if (whole) spans.push({ start, end: at });
  }
  return spans;
}

const FILLER = /^(\d[\d,.+%]*|a|an|the|\d+\+?)$/;

/** Every occurrence of every lexicon entry in the text, computed once per text. */
const entrySpansOf = new WeakMap<TextIndex, Map<Entry, Span[]>>();

function lexiconSpans(index: TextIndex): Map<Entry, Span[]> {
  let found = entrySpansOf.get(index);
  if (found) return found;
  found = new Map();
  for (const entry of SKILL_LEXICON) {
    const spans = [entry.name, ...entry.aliases]
      // one- and two-letter languages only count inside a list (see letterLanguages)
      .filter((t) => !(entry.listOnly && t === entry.name))
      .flatMap((t) => termSpans(t, index));
    if (spans.length > 0) found.set(entry, spans);
  }
  entrySpansOf.set(index, found);
  return found;
}

/**
 * docs/decisions.md S82: a name inside a longer name the text uses is not that name ("CSS" in
 * "Tailwind CSS", "AWS" in "AWS D1.1"): an occurrence that lies within a longer occurrence of
 * another lexicon entry does not count, unless that entry is one of `own`.
 */
function inLongerName(span: Span, index: TextIndex, own: ReadonlySet<Entry>): boolean {
  for (const [entry, spans] of lexiconSpans(index)) {
    if (own.has(entry)) continue;
    for (const other of spans)
      if (
        other.start <= span.start &&
        other.end >= span.end &&
        other.end - other.start > span.end - span.start
      )
        return true;
  }
  return false;
}

/** Occurrences of a term that are its own name, not part of a longer one. */
function wholeSpans(term: string, index: TextIndex, own: ReadonlySet<Entry> = ownEntries(term)): Span[] {
  return termSpans(term, index).filter((span) => !inLongerName(span, index, own));
}

const ownEntries = (term: string): ReadonlySet<Entry> => {
  const entry = entryOf(term);
  return new Set(entry ? [entry] : []);
};

/** How often the term occurs as its own name (for keyword density). */
export function termCount(term: string, index: TextIndex, own?: ReadonlySet<Entry>): number {
  return wholeSpans(term, index, own).length;
}

const normal = (t: string) => skillStems(t).join(' ');
const byTerm = new Map<string, Entry>();
for (const entry of SKILL_LEXICON)
  for (const t of [entry.name, ...entry.aliases]) if (!byTerm.has(normal(t))) byTerm.set(normal(t), entry);

/** The lexicon entry a phrase names (by its name, an alias or O*NET's name for it), if any. */
function entryOf(phrase: string): Entry | undefined {
  return byTerm.get(normal(phrase)) ?? lexiconEntryOf(phrase);
}

/**
 * The parts of a roadmap skill's name that each identify it: "Matplotlib and Seaborn" is either
 * one; "Python for Data Science" is Python (the part after "for" is the context, not the skill);
 * "Containerizing Services with Docker" is Docker. Parts that only name a field ("Design",
 * "Testing") are dropped.
 */
export function nameParts(name: string): string[] {
  const inner = [...name.matchAll(/\(([^)]*)\)/g)].flatMap((m) => (m[1] ?? '').split(/,|\/| or | and | & /));
  const head = name.replace(/\([^)]*\)/g, ' ').replace(/\s+for\s+.*$/i, '');
  // "A/B" and "I/O" stay whole; "Git/GitHub" splits
  const pieces = head.split(/\s+(?:and|&|with|or)\s+|,|\s\/\s|(?<=\w{2})\/(?=\w{2})/i);
  return [...new Set([...pieces, ...inner].map((p) => p.trim().toLowerCase()).filter(Boolean))].filter(
    (p) => p.length >= 2 && !GENERIC.has(p),
  );
}

/** The lexicon entries a roadmap skill's name names, whole or by its parts. */
export function roadmapSkillEntries(name: string): Set<Entry> {
  const entries = new Set<Entry>();
  const whole = entryOf(name);
  if (whole) entries.add(whole);
  for (const part of nameParts(name)) {
    const entry = entryOf(part);
    if (entry) entries.add(entry);
  }
  return entries;
}

/** Every way a resume may show a roadmap skill: its terms, its name's parts and their aliases. */
export function roadmapSkillTerms(name: string): string[] {
  const terms = new Set<string>();
  const addEntry = (phrase: string) => {
    const entry = entryOf(phrase);
    if (entry) for (const t of [entry.name, ...entry.aliases]) terms.add(t.toLowerCase());
    return entry;
  };
  // a part that is a lexicon name is that name: its own words ("CSS" in "Tailwind CSS") are not it
  const named = nameParts(name).filter((p) => entryOf(p));
  const insideNamed = (t: string) =>
    named.some((p) => p !== t && ` ${normal(p)} `.includes(` ${normal(t)} `) && entryOf(t) !== entryOf(p));
  for (const t of skillTerms(name)) if (!GENERIC.has(t) && !insideNamed(t)) terms.add(t);
  for (const part of nameParts(name)) {
    terms.add(part);
    if (addEntry(part)) continue;
    const w = part.split(/\s+/);
    // "API Integration Testing" is also "integration testing"; "User Research Interviews" also
    // "research interviews" (and so "user interviews")
    if (w.length >= 3) {
      const tail = w.slice(1).join(' ');
      terms.add(tail);
      addEntry(tail);
    }
    // "A/B Test Analysis" is an A/B test; "Dashboard Design" a dashboard
    if (w.length >= 2 && GENERIC.has(w.at(-1) as string)) addEntry(w.slice(0, -1).join(' '));
  }
  const whole = entryOf(name);
  if (whole) for (const t of [whole.name, ...whole.aliases]) terms.add(t.toLowerCase());
  return [...terms].filter((t) => t.length >= 2 || LIST_ONLY_NAMES.has(t));
}

/** How often the resume shows a roadmap skill in any of its spellings (0: missing). */
export function roadmapSkillCount(name: string, index: TextIndex): number {
  const own = roadmapSkillEntries(name);
  let count = roadmapSkillTerms(name).reduce(
    (n, t) => n + (LIST_ONLY_NAMES.has(t) ? 0 : termCount(t, index, own)),
    0,
  );
  // "R" or "Go" named in a list
  for (const entry of own) if (entry.listOnly && letterLanguages(index.text).includes(entry.name)) count += 1;
  return count;
}

/** True when the resume shows the roadmap skill in any of its spellings. */
export function mentionsSkill(name: string, index: TextIndex): boolean {
  return roadmapSkillCount(name, index) > 0;
}

const LIST_ONLY = SKILL_LEXICON.filter((e) => e.listOnly).map((e) => e.name);
const LIST_ONLY_NAMES = new Set(LIST_ONLY.map((n) => n.toLowerCase()));

/** Single-letter languages, only inside a list ("C, C++, Java" or "R / Python"). */
function letterLanguages(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n')) {
    if ((line.match(/[,|•·/]/g)?.length ?? 0) < 1) continue;
    for (const name of LIST_ONLY)
      if (new RegExp(`(^|[,|•·/:]\\s*)${escapeRegExp(name)}(\\s*[,|•·/]|\\s*$)`).test(line)) found.push(name);
  }
  return [...new Set(found)];
}

/**
 * The skills a resume names, by their lexicon names, in the order they first appear; a name inside
 * a longer name the resume uses ("CSS" in "Tailwind CSS") is not counted.
 */
export function resumeSkills(text: string, index: TextIndex = indexText(text)): string[] {
  const found: Array<{ name: string; at: number }> = [];
  for (const [entry, spans] of lexiconSpans(index)) {
    const own = new Set([entry]);
    const whole = spans.filter((span) => !inLongerName(span, index, own));
    if (whole.length > 0) found.push({ name: entry.name, at: Math.min(...whole.map((s) => s.start)) });
  }
  const letters = letterLanguages(text).map((name) => ({ name, at: -1 }));
  return [...new Set([...letters, ...found].sort((a, b) => a.at - b.at).map((f) => f.name))];
}
