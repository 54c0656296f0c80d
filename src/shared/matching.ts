import { own } from './lookup.ts';
import { sameSkill } from './skill-terms.ts';

/**
 * docs/product.md §5: demand tags match by case-insensitive substring in either direction (career
 * matching and job matches use `phrasesMatch`, whole words only).
 */
export function matchesEitherWay(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!x || !y) return false;
  return x.includes(y) || y.includes(x);
}

/** docs/product.md §5 Career title lookups are lowercased and trimmed. */
export function normalizeTitle(title: string): string {
  return title.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** A typed title as a display title: each word capitalised, short acronyms ("QA", "UX") kept. */
export function titleCase(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((w) => (w.length <= 3 && w === w.toUpperCase() ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}

/**
 * docs/product.md §5: job text search matches the title, the company or one of the required skills
 * ("python", "CDL", "patient care"), case-insensitively (docs/decisions.md S90).
 */
export function jobMatchesText(
  job: { title: string; company: string; requiredSkills?: readonly string[] },
  query: string,
): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [job.title, job.company, ...(job.requiredSkills ?? [])].some((text) =>
    text.toLowerCase().includes(q),
  );
}

/**
 * How well a user's skills cover a job's required skills (docs/product.md §5 Job match): a completed
 * or known skill counts fully, one in progress half; percent of the job's skills covered, and the
 * required skills the user has not started.
 */
export function jobMatch(
  requiredSkills: readonly string[],
  userSkills: ReadonlyArray<{ name: string; completed: boolean; inProgress: boolean }>,
  /** Whether two skill names name the same thing; the server passes the lexicon's (docs/decisions.md S82). */
  same: (skillName: string, required: string) => boolean = sameSkill,
): { percent: number; missing: string[] } {
  if (requiredSkills.length === 0) return { percent: 0, missing: [] };
  let covered = 0;
  const missing: string[] = [];
  for (const required of requiredSkills) {
    const hits = userSkills.filter((s) => phrasesMatch(s.name, required) || same(s.name, required));
    if (hits.some((s) => s.completed)) covered += 1;
    else if (hits.some((s) => s.inProgress)) covered += 0.5;
    else missing.push(required);
  }
  return { percent: Math.round((covered / requiredSkills.length) * 100), missing };
}

const STOP = new Set(['a', 'an', 'and', 'of', 'the', 'in', 'for', 'or', 'to', 'with', 'on', 'my', 'i']);

/**
 * Words that mean the same in a background or a job ad (docs/product.md §5 Career-match scoring):
 * "AI" is artificial intelligence or machine learning, never the letters inside "Tailwind".
 */
const PHRASE_SYNONYMS: Record<string, string[]> = {
  ai: ['artificial intelligence', 'machine learning', 'deep learning'],
  'artificial intelligence': ['ai', 'machine learning'],
  ml: ['machine learning'],
  'machine learning': ['ml', 'ai'],
  ux: ['user experience', 'ux design'],
  'user experience': ['ux'],
  ui: ['user interface', 'ui design'],
  js: ['javascript'],
  javascript: ['js'],
  ts: ['typescript'],
  k8s: ['kubernetes'],
  db: ['database'],
  databases: ['database systems', 'sql'],
  stats: ['statistics'],
  statistic: ['statistics'],
  golang: ['go'],
  postgres: ['postgresql', 'sql'],
  mysql: ['sql'],
  nodejs: ['node.js'],
  node: ['node.js'],
  react: ['react.js'],
  'react.js': ['react'],
  cybersecurity: ['security'],
  'web dev': ['web development'],
  dl: ['deep learning'],
  nlp: ['natural language processing'],
  cv: ['computer vision'],
  hci: ['human-computer interaction'],
  oop: ['object-oriented programming'],
  dsa: ['data structures', 'algorithms'],
};

/** A word's plain form: plurals and past or -ing forms ("redesigned", "building") read as the verb. */
function wordStem(word: string): string {
  if (word.length <= 3 || /(ss|us|is|ics)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** The whole words of a phrase, lowercased, singular, without filler words. */
export function phraseWords(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9+#.]+/)
    .map((w) => w.replace(/^\.+|\.+$/g, ''))
    .filter((w) => w && !STOP.has(w))
    .map(wordStem);
}

const variantCache = new Map<string, string[][]>();
const VARIANT_CACHE_MAX = 50_000;

/** A phrase's word lists: its own and its synonyms' (remembered: matching runs over thousands of names). */
function variants(text: string): string[][] {
  const key = text.trim().toLowerCase();
  const cached = variantCache.get(key);
  if (cached) return cached;
  const found = [key, ...(own(PHRASE_SYNONYMS, key) ?? [])].map(phraseWords).filter((w) => w.length > 0);
  if (variantCache.size >= VARIANT_CACHE_MAX) variantCache.clear();
  variantCache.set(key, found);
  return found;
}

/**
 * True when one phrase's words all appear, as whole words, in the other (or a known synonym's do):
 * "Databases" matches "Database Systems"; "R" matches only R itself (not "NEO PI-R"), "UX" never
 * matches "Linux".
 */
export function phrasesMatch(a: string, b: string): boolean {
  for (const x of variants(a)) {
    for (const y of variants(b)) {
      const [short, long] = x.length <= y.length ? [x, y] : [y, x];
      // a one- or two-letter term ("R", "C", "AI") is a name of its own, not a part of a longer one
      if (short.length === 1 && (short[0]?.length ?? 0) <= 2) {
        if (long.length === 1 && long[0] === short[0]) return true;
        continue;
      }
      const words = new Set(long);
      if (short.every((w) => words.has(w))) return true;
    }
  }
  return false;
}

/**
 * An index over many names that answers which of them `phrasesMatch` an entry, comparing the entry
 * only with the names sharing a word with it (any match shares one: the shorter phrase's words are
 * all in the longer). The same answer as testing every name, in a fraction of the time
 * (docs/decisions.md S57).
 */
export function createPhraseIndex(names: readonly string[]) {
  const byWord = new Map<string, number[]>();
  names.forEach((name, i) => {
    for (const word of new Set(variants(name).flat())) {
      const list = byWord.get(word);
      if (list) list.push(i);
      else byWord.set(word, [i]);
    }
  });
  return {
    /** The names that match `entry`, in the order they were given. */
    matching(entry: string): string[] {
      const candidates = new Set<number>();
      for (const word of new Set(variants(entry).flat()))
        for (const i of byWord.get(word) ?? []) candidates.add(i);
      return [...candidates]
        .sort((a, b) => a - b)
        .flatMap((i) => {
          const name = names[i];
          return name !== undefined && phrasesMatch(entry, name) ? [name] : [];
        });
    },
  };
}
