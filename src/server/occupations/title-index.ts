/**
 * Job-title search over every name an occupation goes by (docs/product.md §5 Title resolution):
 * tolerant of case, accents, punctuation, plurals, a partly typed last word ("data scien") and
 * typos ("registerd nurse", "sofware engineer"). Words are weighted by rarity, so "senior" or
 * "specialist" count less than "nurse".
 */

/** Words that say nothing about the job, grades ("Engineer II") included. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'in',
  'for',
  'or',
  'to',
  'at',
  'on',
  'with',
  'i',
  'ii',
  'iii',
  'iv',
]);

/** Words of a query that are searched; the rest are ignored (the longest O*NET title has 15 words, 9 without filler). */
export const MAX_QUERY_WORDS = 12;

/** Typed words whose matches an index remembers (a few megabytes at most). */
const REMEMBERED_WORDS = 5000;

/** One name of one target: an occupation title, an alternate or reported title, a built-in career. */
export interface TitleEntry<T> {
  text: string;
  target: T;
  /** How much an exact hit on this name counts (official title above alternates). */
  weight: number;
}

export interface TitleHit<T> {
  target: T;
  /** The name that matched best. */
  text: string;
  /** 0-1: rarity-weighted share of the query's words found, times how much of the name they cover. */
  score: number;
  /** Every word of the query was found (exactly, as a prefix of the last word, or within a typo). */
  complete: boolean;
  /** Every word of the query is a word of the name, as typed (no prefix, no typo). */
  wordsExact: boolean;
  /** The query is this name, up to case, spacing, punctuation and plurals. */
  exact: boolean;
  /** The last typed word (in a job title, usually the role: "nurse", "engineer") was found. */
  headMatched: boolean;
  /**
   * Every word of the name is a word of the query ("Software Engineer" in "Senior Software Engineer
   * (Remote)"); a one-word name only when it is the query's last word ("Nurse" in "night nurse").
   */
  contained: boolean;
  /** The longest such name, when `contained`. */
  containedName: string | null;
}

/** A word's singular form for matching: "nurses" → "nurse", "technologies" → "technology". */
export function stem(word: string): string {
  if (word.length <= 4) return word; // "dats" (an acronym) is not a plural of "dat"
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|us|is|ics)$/.test(word)) return word;
  if (/(sses|xes|ches|shes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** Lowercased words without accents or punctuation ("C++" and "C#" keep their symbols). */
export function titleWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean)
    .map(stem);
}

export function titleKey(text: string): string {
  return titleWords(text)
    .filter((w) => !STOP_WORDS.has(w))
    .join(' ');
}

let table = new Uint16Array(1024);

/** Damerau-Levenshtein distance, giving up (returning max + 1) once it must exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  // one table reused by every call: a search compares the typed words with the whole vocabulary
  if (table.length < rows * cols) table = new Uint16Array(rows * cols * 2);
  const d = table;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(
        d[(i - 1) * cols + j]! + 1,
        d[i * cols + j - 1]! + 1,
        d[(i - 1) * cols + j - 1]! + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[(i - 2) * cols + j - 2]! + 1);
      d[i * cols + j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
  }
  return d[rows * cols - 1]!;
}

/** How well a typed word matches a word of a name: 1 exact, less for a prefix or a typo, 0 none. */
function wordMatch(typed: string, word: string, isLast: boolean): number {
  if (typed === word) return 1;
  if (word.startsWith(typed) && (isLast ? typed.length >= 2 : typed.length >= 4)) {
    return 0.75 + 0.2 * (typed.length / word.length);
  }
  if (typed.length < 4 || typed[0] !== word[0]) return 0;
  const allowed = typed.length >= 8 ? 2 : 1;
  const distance = editDistance(typed, word, allowed);
  return distance <= allowed ? 0.8 - 0.1 * distance : 0;
}

/** Every typed word is found in the name (exactly, as a prefix of the last word, or within a typo). */
export function nameCovers(name: string, query: string): boolean {
  const own = titleWords(name);
  const typed = titleWords(query).filter((w) => !STOP_WORDS.has(w));
  return typed.every((t, i) => own.some((w) => wordMatch(t, w, i === typed.length - 1) > 0));
}

export function createTitleIndex<T>(entries: ReadonlyArray<TitleEntry<T>>) {
  const words = entries.map((e) => titleWords(e.text).filter((w) => !STOP_WORDS.has(w)));
  const keys = words.map((w) => w.join(' '));
  const distinctWords = words.map((w) => new Set(w).size);
  const postings = new Map<string, number[]>();
  words.forEach((list, i) => {
    for (const w of new Set(list)) {
      const p = postings.get(w);
      if (p) p.push(i);
      else postings.set(w, [i]);
    }
  });
  // a typed word matches only words of its first letter (exactly, as their beginning, or within a
  // typo that keeps the first letter), so each is compared with those alone, in vocabulary order
  const byInitial = new Map<string, string[]>();
  for (const word of postings.keys()) {
    const own = byInitial.get(word[0] ?? '');
    if (own) own.push(word);
    else byInitial.set(word[0] ?? '', [word]);
  }
  const idf = (word: string) => Math.log(1 + entries.length / (1 + (postings.get(word)?.length ?? 0)));
  const maxIdf = Math.log(1 + entries.length);

  // a word's matches are the same in every search: the last few thousand words typed are remembered
  const remembered = new Map<string, ReadonlyArray<[string, number]>>();

  /** The vocabulary's words a typed word matches, and how well, in vocabulary order. */
  function wordMatches(typed: string, isLast: boolean): ReadonlyArray<[string, number]> {
    const key = `${isLast ? '$' : ''}${typed}`;
    const known = remembered.get(key);
    if (known) return known;
    const found: Array<[string, number]> = [];
    for (const word of byInitial.get(typed[0] ?? '') ?? []) {
      const s = wordMatch(typed, word, isLast);
      if (s > 0) found.push([word, s]);
    }
    if (remembered.size >= REMEMBERED_WORDS) remembered.clear();
    remembered.set(key, found);
    return found;
  }

  /** Every name whose words match the query's words, best first, one hit per target. */
  function search(query: string, limit: number): Array<TitleHit<T>> {
    // bounded work (docs/decisions.md S57): each typed word is compared with the vocabulary's words
    // of its first letter, and no job title has more than a dozen words
    const typed = titleWords(query)
      .filter((w) => !STOP_WORDS.has(w))
      .slice(0, MAX_QUERY_WORDS);
    if (typed.length === 0) return [];
    const queryKey = typed.join(' ');
    const typedSet = new Set(typed);
    // per typed word: matching vocabulary words and how well they match
    const matches = typed.map((t, i) => wordMatches(t, i === typed.length - 1));
    // a typed word's weight: the rarity of the words it matched (an unknown word weighs most)
    const weights = matches.map((found) => {
      const exact = found.find(([, s]) => s === 1);
      return exact ? idf(exact[0]) : found.length > 0 ? Math.max(...found.map(([v]) => idf(v))) : maxIdf;
    });
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    const best = new Map<number, Float64Array>();
    matches.forEach((found, i) => {
      for (const [word, s] of found) {
        for (const entry of postings.get(word) ?? []) {
          let row = best.get(entry);
          if (!row) {
            row = new Float64Array(typed.length);
            best.set(entry, row);
          }
          if (s > row[i]!) row[i] = s;
        }
      }
    });
    const byTarget = new Map<T, TitleHit<T>>();
    for (const [entry, row] of best) {
      let got = 0;
      let complete = true;
      let wordsExact = true;
      let covered = 0;
      for (let i = 0; i < row.length; i++) {
        const s = row[i]!;
        got += s * weights[i]!;
        if (s === 0) complete = false;
        else covered++;
        if (s !== 1) wordsExact = false;
      }
      const length = words[entry]!.length || 1;
      const coverage = Math.min(1, covered / length);
      const { target, text, weight } = entries[entry]!;
      const exact = keys[entry] === queryKey;
      const score = (got / totalWeight) * (0.6 + 0.4 * coverage) * (exact ? 1 : 0.95) * weight;
      const headMatched = row[typed.length - 1]! > 0;
      const own = words[entry]!;
      // each of the name's words is a typed word only if as many typed words were found
      const contained =
        own.length > 0 &&
        distinctWords[entry]! <= covered &&
        own.every((w) => typedSet.has(w)) &&
        (own.length > 1 || own[0] === typed[typed.length - 1]);
      const previous = byTarget.get(target);
      const containedName =
        contained && own.length > (previous?.containedName ? titleWords(previous.containedName).length : 0)
          ? text
          : (previous?.containedName ?? null);
      if (!previous || score > previous.score)
        byTarget.set(target, {
          target,
          text,
          score,
          complete,
          wordsExact: wordsExact || (previous?.wordsExact ?? false),
          exact: exact || (previous?.exact ?? false),
          headMatched,
          contained: contained || (previous?.contained ?? false),
          containedName,
        });
      else if (
        (exact && !previous.exact) ||
        (contained && containedName !== previous.containedName) ||
        (wordsExact && !previous.wordsExact)
      )
        byTarget.set(target, {
          ...previous,
          wordsExact: previous.wordsExact || wordsExact,
          exact: previous.exact || exact,
          contained: previous.contained || contained,
          containedName,
        });
    }
    return [...byTarget.values()]
      .sort((a, b) => b.score - a.score || a.text.localeCompare(b.text))
      .slice(0, limit);
  }

  return { search, size: entries.length };
}

export type TitleIndex<T> = ReturnType<typeof createTitleIndex<T>>;
