/**
 * Resume bullet rewrites of the Local analysis (docs/product.md §5 Local ATS score): grammatical,
 * the same meaning and the person's real role ("Helped fix bugs" becomes "Contributed to fixing
 * bugs", never "Delivered"), existing numbers kept and praised, and only for lines that are
 * bullets, not job titles or project names.
 */

/** Base forms of verbs that open resume bullets. */
const BASE_VERBS = new Set(
  (
    'accelerate achieve administer advise analyse analyze answer architect arrange assess assist audit automate balance ' +
    'book boost brief build calculate champion clean close coach code collaborate collect communicate compile complete ' +
    'conduct configure consolidate contribute control coordinate count create cut debug decrease define deliver deploy ' +
    'design develop devise direct document draft drive edit eliminate enable engineer enhance ensure enter establish ' +
    'evaluate execute expand facilitate file fix forecast found generate grow guide handle help hire identify implement ' +
    'improve increase initiate install integrate interview introduce investigate launch lead learn log maintain manage ' +
    'map market measure mentor migrate model modernize monitor negotiate onboard operate optimize order organise organize ' +
    'oversee own partner perform pilot plan prepare present prioritize process produce program promote prototype provide ' +
    'publish raise reconcile record recruit redesign reduce refactor rebuild report research resolve respond restructure ' +
    'review revamp rewrite run save scale schedule secure sell serve set ship simplify solve source spearhead standardize ' +
    'streamline strengthen supervise support survey teach test track train transform translate troubleshoot tutor update ' +
    'upgrade use validate verify visualize volunteer work write ' +
    // the verbs of field resumes: care, trades, driving, teaching, books
    'admit assess bill chart diagnose discharge dispense dispatch document grade haul inspect instruct invoice ' +
    'load measure precept repair stock titrate triage unload weld wire'
  ).split(' '),
);

import { own } from '../../../shared/lookup.ts';

const IRREGULAR: Record<string, string> = {
  build: 'built',
  rebuild: 'rebuilt',
  lead: 'led',
  write: 'wrote',
  rewrite: 'rewrote',
  run: 'ran',
  make: 'made',
  teach: 'taught',
  drive: 'drove',
  grow: 'grew',
  cut: 'cut',
  set: 'set',
  win: 'won',
  give: 'gave',
  take: 'took',
  get: 'got',
  keep: 'kept',
  find: 'found',
  send: 'sent',
  spend: 'spent',
  bring: 'brought',
  hold: 'held',
  meet: 'met',
  speak: 'spoke',
  sell: 'sold',
  oversee: 'oversaw',
  do: 'did',
  draw: 'drew',
  choose: 'chose',
  troubleshoot: 'troubleshot',
  show: 'showed',
  pay: 'paid',
};
const PAST_IRREGULAR = new Set(Object.values(IRREGULAR));
/** Final-stress verbs that double their last consonant ("controlled"). */
const DOUBLE = new Set([
  'control',
  'commit',
  'submit',
  'refer',
  'prefer',
  'occur',
  'admit',
  'permit',
  'patrol',
]);

export function pastOf(verb: string): string {
  const v = verb.toLowerCase();
  const irregular = own(IRREGULAR, v);
  if (irregular) return irregular;
  if (v.endsWith('e')) return `${v}d`;
  if (/[^aeiou]y$/.test(v)) return `${v.slice(0, -1)}ied`;
  if (DOUBLE.has(v) || /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.at(-1)}ed`;
  return `${v}ed`;
}

export function gerundOf(verb: string): string {
  const v = verb.toLowerCase();
  if (v.endsWith('ie')) return `${v.slice(0, -2)}ying`;
  if (v.endsWith('e') && !v.endsWith('ee')) return `${v.slice(0, -1)}ing`;
  if (DOUBLE.has(v) || /^[^aeiou]*[aeiou][bdgklmnprt]$/.test(v)) return `${v}${v.at(-1)}ing`;
  return `${v}ing`;
}

/** The base form of a verb written as a base, -s, -ing or past form, or null if it is not one. */
export function baseOf(word: string): string | null {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (BASE_VERBS.has(w) || own(IRREGULAR, w)) return w;
  for (const [base, past] of Object.entries(IRREGULAR)) if (past === w) return base;
  const candidates: string[] = [];
  if (w.endsWith('ing')) {
    const s = w.slice(0, -3);
    candidates.push(s, `${s}e`, s.slice(0, -1));
  }
  if (w.endsWith('ied')) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('ed')) {
    const s = w.slice(0, -2);
    candidates.push(s, `${s}e`, s.slice(0, -1), w.slice(0, -1));
  }
  if (w.endsWith('ies')) candidates.push(`${w.slice(0, -3)}y`);
  if (w.endsWith('es')) candidates.push(w.slice(0, -2));
  if (w.endsWith('s')) candidates.push(w.slice(0, -1));
  return candidates.find((c) => BASE_VERBS.has(c)) ?? null;
}

/** A past-tense verb: one of ours, an irregular past, or any "-ed" word. */
export function isPastVerb(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  return PAST_IRREGULAR.has(w) || (w.length > 4 && w.endsWith('ed'));
}

/** Openers that say little about what the person did. */
const WEAK_PAST = new Set(['helped', 'assisted', 'worked', 'participated', 'involved', 'tasked']);

/** True when a bullet opens with a past-tense action verb that says what the person did. */
export function opensWithAction(line: string): boolean {
  const first = (line.trim().split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return isPastVerb(first) && !WEAK_PAST.has(first);
}

const ROLE_NOUNS =
  /\b(engineer|developer|intern|manager|analyst|designer|scientist|assistant|specialist|consultant|lead|director|coordinator|technician|teacher|associate|administrator|officer|fellow|architect|tutor|representative|cashier|clerk|nurse|volunteer|founder|owner|head|vp|president|contractor|freelancer)s?\b/i;

/**
 * True when a line is a job title, a company line or a project name rather than a bullet:
 * "Frontend Developer at Shopwise", "Senior Systems Administrator, Rocky Mountain Health",
 * "Budget Buddy: React and Vite app".
 */
export function isTitleLine(line: string): boolean {
  const body = line.trim();
  const words = body.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  if (baseOf(first) || isPastVerb(first)) return false;
  if (/\b(19|20)\d{2}\b|\b(present|current)\b/i.test(body) && words.length <= 14) return true;
  if (ROLE_NOUNS.test(body) && /(\s(at|@)\s|,|\s[—–|-]\s)/.test(body) && words.length <= 12) return true;
  // "Project Name: what it is" or a short line in Title Case
  if (/^[A-Z][\w&'’./-]*(\s+[\w&'’./()-]+){0,4}\s*:\s/.test(body)) return true;
  const capitalised = words.filter((w) => /^[A-Z0-9]/.test(w)).length;
  return words.length <= 8 && capitalised / words.length >= 0.7;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The note the analysis's suggestions end with when a bullet has no result; never written into a file. */
export const RESULT_PROMPT = '[add the result: a number, a percentage or the time saved]';

export interface BulletRewrite {
  original: string;
  improved: string;
  reasoning: string;
}

/** The rewrite of one bullet, or null when it needs none or cannot be rewritten honestly. */
export function improveBullet(original: string): BulletRewrite | null {
  const reasons: string[] = [];
  let body = original.trim().replace(/[.;]+$/, '');
  // "I fixed…", "I was responsible for…", "Was responsible for…": bullets leave out the pronoun
  const pronoun =
    /^(i|we)\s+(was\s+|were\s+)?(?=\S)|^(was|were)\s+(?=responsible|in charge|tasked|involved)/i.exec(body);
  if (pronoun) {
    body = cap(body.slice(pronoun[0].length));
    reasons.push(`drops "${pronoun[0].trim()}", which resume bullets leave out`);
  }
  const words = body.split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const second = (words[1] ?? '').toLowerCase();
  const rest = (n: number) => words.slice(n).join(' ');
  let improved: string | null = null;

  const fromWeak = (n: number, noun: string): string => {
    // "responsible for managing X" → "Managed X"; "responsible for X" → "Owned X"
    const next = words[n] ?? '';
    const base = next.toLowerCase().endsWith('ing') ? baseOf(next) : null;
    return base ? cap(`${pastOf(base)} ${rest(n + 1)}`) : `${noun} ${rest(n)}`;
  };

  if (first === 'responsible' && second === 'for') {
    improved = fromWeak(2, 'Owned');
    reasons.push('replaces "Responsible for" with what you did, keeping that it was yours');
  } else if (first === 'in' && second === 'charge' && words[2]?.toLowerCase() === 'of') {
    improved = fromWeak(3, 'Owned');
    reasons.push('replaces "In charge of" with what you did, keeping that it was yours');
  } else if ((first === 'duties' && second === 'included') || (first === 'tasked' && second === 'with')) {
    improved = fromWeak(2, 'Handled');
    reasons.push(`replaces "${words.slice(0, 2).join(' ')}" with an action verb`);
  } else if (/^(helped|assisted)$/.test(first)) {
    const n = second === 'to' || second === 'with' || second === 'in' ? 2 : 1;
    const next = words[n] ?? '';
    const base = baseOf(next);
    if (n === 1 && base && !next.toLowerCase().endsWith('ing') && !isPastVerb(next)) {
      // "Helped fix bugs" → "Contributed to fixing bugs": your part, not the whole team's
      improved = `Contributed to ${gerundOf(base)} ${rest(2)}`;
    } else if (n === 2 && second === 'to' && base) {
      improved = `Contributed to ${gerundOf(base)} ${rest(3)}`;
    } else if (n === 2) {
      improved = `Contributed to ${rest(2)}`;
    }
    if (improved)
      reasons.push(
        `says "contributed to" instead of "${words.slice(0, n).join(' ')}", which keeps your real role`,
      );
    else reasons.push(`keeps "${cap(first)}", which is honest: add what your own part was`);
  } else if ((first === 'participated' || first === 'involved') && second === 'in') {
    improved = `Contributed to ${rest(2)}`;
    reasons.push(`says "contributed to" instead of "${words.slice(0, 2).join(' ')}"`);
  } else if (first === 'worked' && second === 'on') {
    const next = words[2] ?? '';
    const base = next.toLowerCase().endsWith('ing') ? baseOf(next) : null;
    improved = base ? cap(`${pastOf(base)} ${rest(3)}`) : `Contributed to ${rest(2)}`;
    reasons.push('names what you did instead of "worked on"');
  } else if (first === 'worked' && second === 'with') {
    improved = `Partnered with ${rest(2)}`;
    reasons.push('"partnered with" says the same and reads stronger than "worked with"');
  } else if (!isPastVerb(first)) {
    const base = baseOf(first);
    if (base) {
      improved = cap(`${pastOf(base)} ${rest(1)}`);
      reasons.push('opens with the verb in the past tense, as the other bullets do');
    }
  }

  const numbers = body.match(/\$?\d[\d,.]*\s?(%|k\b|x\b|ms\b|s\b)?/gi);
  if (numbers) {
    reasons.push(
      `keeps your figure (${numbers[0]?.trim()}): a measurable result is what makes a bullet stand out`,
    );
  } else {
    reasons.push('asks for a measurable result, which recruiters and ATS rankings reward');
  }
  if (!improved) {
    // a line without a verb (a project's name, a list of tools): no honest rewrite to offer
    if (!isPastVerb(first)) return null;
    // already a good verb: only the missing result to add (or the pronoun dropped)
    if (numbers && !pronoun) return null;
    improved = cap(body);
  }
  improved = improved.replace(/\s+/g, ' ').trim();
  if (!numbers) improved += ` ${RESULT_PROMPT}`;
  return { original, improved, reasoning: cap(`${reasons.join('; ')}.`) };
}
