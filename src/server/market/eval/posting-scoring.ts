/**
 * How well the posting analysis reads a set of postings with expected values (issue 32; the
 * independent set's conventions in postings-set.md, the author's dev set in fixtures/): requirement
 * recall and precision with names matched leniently, and the share right of the occupation, the
 * years, the education level, the pay and the texts that are not postings. Used by the tests and by
 * bench/posting-extraction.ts, so both measure the same way.
 */
import { escapeRegExp, stem } from '../../ai/local/text.ts';
import { lexiconEntryOf, sameSkill } from '../../catalog/skill-lexicon.ts';
import { educationLevel, type PostingAnalysisResult } from '../posting-analysis.ts';

export interface ExpectedPosting {
  occupation: string;
  required: string[];
  preferred: string[];
  yearsExperience: number | null;
  education: string | null;
  licences: string[];
  pay: { min: number; max: number; period: string } | null;
}

export interface ScoredItem {
  id: string;
  text: string;
  expected: ExpectedPosting | { notAPosting: true };
}

/** Words that say what kind of thing a name is, not which thing. */
const FILLER = new Set(
  'a an the of in with and or for to valid current active state card certification certified certificate cert skills skill knowledge proficiency proficient experience using use basic working'.split(
    ' ',
  ),
);

/**
 * The US states' names: a state licence is the one the posting's place needs, so "Texas LVN
 * licence" and "LVN licence" name the same requirement.
 */
const STATES =
  /\b(alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming)\b/g;

/**
 * A name as comparable words, by general rules only (never a rule for one item): lowercase;
 * "licence" spelt "license"; punctuation, filler words and US state names out; "pounds" and "lb"
 * written "lbs" and "up to"/"at least" before a number dropped ("lifting up to 40 pounds" is
 * "lifting 40 lbs"); each word by its stem ("lifting" is "lift", "installation" is "install").
 */
export function nameWords(name: string): string[] {
  return (
    name
      .toLowerCase()
      .replace(/\([^)]*\)/g, (m) => ` ${m.slice(1, -1)} `)
      .replace(/licen[cs]e/g, 'license')
      .replace(/’/g, "'")
      .replace(STATES, ' ')
      .replace(/\b(?:up to|at least|a minimum of)\s+(?=\d)/g, '')
      .replace(/(\d)\s*(?:pounds?|lbs?\.?|#)(?![a-z])/g, '$1 lbs')
      .match(/[a-z0-9+#]+(?:[.'][a-z0-9]+)*/g) ?? []
  )
    .map((w) => w.replace(/'s$/, ''))
    .filter((w) => !FILLER.has(w))
    .map((w) => (/^[a-z]{4,}$/.test(w) ? stem(w) : w.replace(/(?<=[a-z]{3})s$/, '')));
}

const containsRun = (outer: string[], inner: string[]) =>
  inner.length > 0 &&
  outer
    .join(' ')
    .concat(' ')
    .includes(`${inner.join(' ')} `) &&
  ` ${outer.join(' ')} `.includes(` ${inner.join(' ')} `);

/**
 * Two requirement names name the same thing: the same words (in any order) after the rules of
 * nameWords, the same lexicon entry (by its aliases), or one name's words inside the other's.
 */
export function sameRequirement(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.length > 0 && x.join(' ') === y.join(' ')) return true;
  // the same words in another order ("LVN/LPN licence", "LPN/LVN license")
  if (x.length > 0 && [...x].sort().join(' ') === [...y].sort().join(' ')) return true;
  // the lexicon's names are spelt "license"
  const spelt = (n: string) => n.replace(/licence/gi, 'license');
  const ea = lexiconEntryOf(a) ?? lexiconEntryOf(spelt(a));
  const eb = lexiconEntryOf(b) ?? lexiconEntryOf(spelt(b));
  if (ea && eb && ea === eb) return true;
  if (sameSkill(a, b)) return true;
  return containsRun(x, y) || containsRun(y, x);
}

/**
 * The strict reading of the same requirement, set by an independent review of the lenient one
 * (docs/decisions.md S129): the same words in any order after nameWords (a licence class kept as one word,
 * so "CDL Class A" is not "CDL Class B"), or the same lexicon entry by name; one name inside the other only when the
 * inner has two words or more and the outer adds one word at most ("MIG welding" in "GMAW (MIG)
 * welding"), or the inner is the outer's acronym in brackets ("CMSRN" in "Med-Surg certification
 * (CMSRN)"). A bare word never stands for a longer name ("Welding" is not "AWS Certified Welder").
 */
export function strictRequirement(a: string, b: string): boolean {
  // a licence class is one word ("Class A" is not "Class B", and "a" is no filler there)
  const words = (n: string) => nameWords(n.replace(/\bclass\s+([a-d])\b/gi, 'class$1'));
  const x = words(a);
  const y = words(b);
  if (x.length > 0 && [...x].sort().join(' ') === [...y].sort().join(' ')) return true;
  const spelt = (n: string) => n.replace(/licence/gi, 'license');
  const ea = lexiconEntryOf(a) ?? lexiconEntryOf(spelt(a));
  const eb = lexiconEntryOf(b) ?? lexiconEntryOf(spelt(b));
  if (ea && eb && ea === eb) return true;
  const inside = (outer: string[], inner: string[], outerName: string, innerName: string) =>
    (inner.length >= 2 && outer.length - inner.length <= 1 && containsRun(outer, inner)) ||
    (inner.length === 1 && new RegExp(`\\(${escapeRegExp(innerName.trim())}\\)`, 'i').test(outerName));
  return inside(x, y, a, b) || inside(y, x, b, a);
}

/**
 * The most pairs of found and expected names that match with each name in one pair at most (a
 * bipartite matching): one "Welding" read does not recall seven expected names, and a name read
 * twice counts once.
 */
export function matchedPairs(
  found: readonly string[],
  expected: readonly string[],
  same: (f: string, e: string) => boolean,
): number {
  const owner = new Array<number>(expected.length).fill(-1);
  const edges = found.map((f) => expected.flatMap((e, j) => (same(f, e) ? [j] : [])));
  const assign = (i: number, seen: Set<number>): boolean => {
    for (const j of edges[i] ?? []) {
      if (seen.has(j)) continue;
      seen.add(j);
      const holder = owner[j] ?? -1;
      if (holder < 0 || assign(holder, seen)) {
        owner[j] = i;
        return true;
      }
    }
    return false;
  };
  let n = 0;
  for (let i = 0; i < found.length; i++) if (assign(i, new Set())) n++;
  return n;
}

const samePay = (
  a: { min: number; max: number; period: string } | null,
  b: { min: number; max: number; period: string } | null,
) =>
  a === null || b === null
    ? a === b
    : a.period === b.period &&
      Math.abs(a.min - b.min) <= a.min * 0.01 &&
      Math.abs(a.max - b.max) <= a.max * 0.01;

export interface PostingScores {
  postings: number;
  requirements: {
    expected: number;
    found: number;
    recalled: number;
    correct: number;
    recall: number;
    precision: number;
  };
  occupation: { right: number; sameBase: number; total: number };
  years: { right: number; total: number };
  education: { right: number; total: number };
  pay: { right: number; total: number };
  notAPosting: { caught: number; total: number; postingsRejected: number };
  /** Per posting: what was missed and what was read that the posting does not ask for. */
  misses: Array<{ id: string; missed: string[]; extra: string[]; wrong: string[] }>;
}

const ratio = (n: number, d: number) => (d === 0 ? 1 : n / d);

/**
 * The requirement kinds compared with the expected names (the minimum education and the overall
 * years are scored apart); experience of a field ("Retail experience") and education beyond the
 * minimum are compared like a skill.
 */
const NAMED_KINDS = new Set(['skill', 'tool', 'credential', 'licence', 'physical']);

/** The overall years item ("2 years of experience"), scored as years, not as a name. */
const OVERALL_YEARS = /^\d+(\.\d+)? years? of experience$/;

export function scorePostings(
  items: readonly ScoredItem[],
  analyse: (text: string) => PostingAnalysisResult,
  /**
   * Conditions of hire ("Background check", "Age 18+") are scored apart by default: set 2 lists them
   * as requirements, set 1 and the dev set do not (docs/decisions.md S125). With true they count
   * as requirements, for the figure both ways. Physical demands count unless `countPhysical` is
   * false: set 3's author did not list them as requirements.
   */
  options: { countConditions?: boolean; countPhysical?: boolean; strict?: boolean } = {},
): PostingScores {
  // S129: the strict figure matches names one to one by `strictRequirement`, and counts a name of
  // more than eight words or one that still says "preferred" or "but not" as read wrong
  const same = options.strict ? strictRequirement : sameRequirement;
  const s: PostingScores = {
    postings: 0,
    requirements: { expected: 0, found: 0, recalled: 0, correct: 0, recall: 0, precision: 0 },
    occupation: { right: 0, sameBase: 0, total: 0 },
    years: { right: 0, total: 0 },
    education: { right: 0, total: 0 },
    pay: { right: 0, total: 0 },
    notAPosting: { caught: 0, total: 0, postingsRejected: 0 },
    misses: [],
  };
  for (const item of items) {
    const result = analyse(item.text);
    if ('notAPosting' in item.expected) {
      s.notAPosting.total += 1;
      if (!result.ok) s.notAPosting.caught += 1;
      continue;
    }
    const e = item.expected;
    s.postings += 1;
    const expected = [...new Set([...e.required, ...e.preferred, ...e.licences])].filter(
      (n, i, all) => all.findIndex((m) => sameRequirement(m, n)) === i,
    );
    s.requirements.expected += expected.length;
    s.occupation.total += 1;
    s.years.total += 1;
    s.education.total += 1;
    s.pay.total += 1;
    if (!result.ok) {
      s.notAPosting.postingsRejected += 1;
      s.misses.push({ id: item.id, missed: expected, extra: [], wrong: [`rejected: ${result.reason}`] });
      continue;
    }
    const a = result.analysis;
    const found = a.requirements
      .filter(
        (r) =>
          (NAMED_KINDS.has(r.kind) && !(r.kind === 'physical' && options.countPhysical === false)) ||
          (r.kind === 'condition' && options.countConditions) ||
          // education beyond the minimum ("Associate degree in IT" preferred) is named like a skill
          (r.kind === 'education' && r.name !== a.education) ||
          (r.kind === 'experience' && !OVERALL_YEARS.test(r.name)),
      )
      .map((r) => r.name);
    s.requirements.found += found.length;
    const broken = (f: string) =>
      options.strict === true && (f.split(/\s+/).length > 8 || /\bpreferred\b|\bbut not\b/i.test(f));
    const usable = found.filter((f) => !broken(f));
    const missed = expected.filter((n) => !usable.some((f) => same(f, n)));
    const extra = found.filter((f) => broken(f) || !expected.some((n) => same(f, n)));
    if (options.strict) {
      const pairs = matchedPairs(usable, expected, same);
      s.requirements.recalled += pairs;
      s.requirements.correct += pairs;
    } else {
      s.requirements.recalled += expected.length - missed.length;
      s.requirements.correct += found.length - extra.length;
    }
    const wrong: string[] = [];
    if (a.occupation?.code === e.occupation) s.occupation.right += 1;
    else
      wrong.push(
        `occupation ${a.occupation?.code ?? 'none'} (${a.occupation?.title ?? ''}) not ${e.occupation}`,
      );
    if (a.occupation?.code.slice(0, 7) === e.occupation.slice(0, 7)) s.occupation.sameBase += 1;
    if (a.yearsExperience === e.yearsExperience) s.years.right += 1;
    else wrong.push(`years ${a.yearsExperience} not ${e.yearsExperience}`);
    const level = (t: string | null) => (t === null ? null : (educationLevel(t) ?? 0));
    if (level(a.education) === level(e.education)) s.education.right += 1;
    else wrong.push(`education "${a.education}" not "${e.education}"`);
    if (samePay(a.pay, e.pay)) s.pay.right += 1;
    else wrong.push(`pay ${JSON.stringify(a.pay)} not ${JSON.stringify(e.pay)}`);
    if (missed.length || extra.length || wrong.length) s.misses.push({ id: item.id, missed, extra, wrong });
  }
  s.requirements.recall = ratio(s.requirements.recalled, s.requirements.expected);
  s.requirements.precision = ratio(s.requirements.correct, s.requirements.found);
  return s;
}
