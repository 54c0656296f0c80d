/**
 * What a posting asks for beyond the lexicon's named skills (docs/decisions.md S121): the duty
 * skills of its career family (content/posting-duties.json: "Vital signs", "Cash handling",
 * "Forklift"), its physical requirements ("Lifting 50 lbs", "Standing 10 hours", "Ladder
 * climbing"), the field experience it names ("Retail experience") and the languages it asks for.
 * Pure: the duty skills are passed in.
 */
import type { DutySkill } from '../../shared/posting-duties.schema.ts';
import { escapeRegExp, stem, words } from '../ai/local/text.ts';

/** A duty skill with its wordings ready to match. */
export interface DutyMatcher {
  name: string;
  terms: ReadonlyArray<{ stems: readonly string[]; exact: RegExp | null }>;
}

/** A wording in capitals ("PMS", "RTUs", "P&L") counts only as written; others by their word stems. */
const AS_WRITTEN = /^(?=(?:[^A-Z]*[A-Z]){2})[A-Z0-9&/.+-]+s?$/;

export function dutyMatchers(skills: ReadonlyArray<DutySkill>): DutyMatcher[] {
  const byName = new Map<string, DutyMatcher>();
  for (const skill of skills) {
    const terms = skill.wordings.map((w) => ({
      stems: words(w).map(stem),
      exact: AS_WRITTEN.test(w) ? new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(w)}(?![A-Za-z0-9])`) : null,
    }));
    const known = byName.get(skill.name.toLowerCase());
    // a duty two neighbouring families list is one duty, with both families' wordings
    byName.set(skill.name.toLowerCase(), {
      name: known?.name ?? skill.name,
      terms: [...(known?.terms ?? []), ...terms],
    });
  }
  return [...byName.values()];
}

interface Span {
  start: number;
  end: number;
}

/** Where the stems occur in the text's stems, next to each other. */
function spansOf(seq: readonly string[], stems: readonly string[]): Span[] {
  const spans: Span[] = [];
  if (seq.length === 0) return spans;
  for (let i = 0; i + seq.length <= stems.length; i++)
    if (seq.every((s, k) => stems[i + k] === s)) spans.push({ start: i, end: i + seq.length - 1 });
  return spans;
}

/**
 * The duty skills a sentence names, by name. A wording inside a longer wording of another duty in
 * the same place ("forklift" in "stand-up forklifts") counts as the longer one only.
 */
export function dutiesIn(text: string, matchers: ReadonlyArray<DutyMatcher>): string[] {
  const stems = words(text).map(stem);
  const found: Array<{ name: string; spans: Span[] }> = [];
  for (const m of matchers) {
    const spans: Span[] = [];
    for (const t of m.terms) {
      if (t.exact) {
        if (t.exact.test(text)) spans.push({ start: -1, end: -1 });
      } else spans.push(...spansOf(t.stems, stems));
    }
    if (spans.length > 0) found.push({ name: m.name, spans });
  }
  return found
    .filter(
      (f) =>
        !f.spans.every(
          (s) =>
            s.start >= 0 &&
            found.some(
              (o) =>
                o !== f &&
                o.spans.some(
                  (x) => x.start <= s.start && x.end >= s.end && x.end - x.start > s.end - s.start,
                ),
            ),
        ),
    )
    .map((f) => f.name);
}

// ---------------------------------------------------------------------------------------------
// Physical requirements

const LIFT =
  /\blift(?:ing|s)?\b[^.;\n]{0,50}?\b(\d{2,3})\s*\+?\s*(?:lbs?\b|pounds?\b|#)(\s+with (?:a )?(?:partner|assistance|help))?/i;
const STAND =
  /\b(?:stand(?!-up)(?:ing)?|on (?:your|their|one's) feet)\b(\s*(?:and|or|\/)\s*walk(?:ing)?)?[^.;\n]{0,25}?\b(?:(?:an?\s+)?(\d{1,2})\s*\+?\s*(?:-|\s)?(?:hours?|hrs?)\b|(?:the |an? )?(full|entire|whole)\s+(?:\d{1,2}[- ]hour\s+)?(?:shifts?|workday|day))/i;
const TYPING = /\b(\d{2,3})\s*\+?\s*(?:wpm|words per minute|words a minute)\b/i;
const LADDER = /\bclimb(?:ing)?\s+(?:up\s+)?(?:and\s+down\s+)?ladders?\b|\bladders?\s+(?:climbing|work)\b/i;

/**
 * docs/decisions.md S121: the physical requirements a sentence states, named the same way in every
 * posting: "Lifting 50 lbs" ("able to lift up to 50 pounds"), "Standing 10 hours", "Standing for a
 * full shift" (with "and walking" when it says so), "Ladder climbing".
 */
export function physicalIn(text: string): string[] {
  const found: string[] = [];
  const lift = LIFT.exec(text);
  if (lift) found.push(`Lifting ${lift[1]} lbs${lift[2] ? ' with a partner' : ''}`);
  // "for long periods" states no measure, so it is not read
  const stand = STAND.exec(text);
  if (stand) {
    const what = stand[1] ? 'Standing and walking' : 'Standing';
    found.push(stand[2] ? `${what} ${stand[2]} hours` : `${what} for a full shift`);
  }
  if (LADDER.test(text)) found.push('Ladder climbing');
  return found;
}

/** docs/decisions.md S121: a typing speed the sentence asks for, "Typing 35 WPM". */
export function typingIn(text: string): string | null {
  const m = TYPING.exec(text);
  return m ? `Typing ${m[1]} WPM` : null;
}

// ---------------------------------------------------------------------------------------------
// Field experience

/** A number of years or months ("2 years", "six months", "1-2 yrs"). */
const YEARS_COUNT =
  /\b(?:\d+(?:\.\d+)?|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\s*\+?\s*(?:(?:-|–|to|or)\s*\d+\s*\+?\s*)?(?:\(\d+\)\s*)?(?:years?|yrs?|months?)\b/i;
/** "Experience in consumer products or retail", "experience working with young children". */
const EXPERIENCE_IN =
  /\bexperience\s+(?:working\s+)?(?:in|with)\s+(?:an?\s+|the\s+)?([^.;:,()]{2,50}?)(?=\s*(?:[.;:,()]|$|\s+(?:is|are|a plus|preferred|required|a bonus|helpful|or similar|setting|environment)\b))/i;
/** A bullet or part that is "Fast casual experience" or "Apparel or specialty retail experience". */
const X_EXPERIENCE =
  /^(?:(?:previous|prior|some|recent|proven|prior paid|hands-on)\s+)?([A-Za-z][^.;:,()]{1,50}?)\s+(?:experience|background)(?:\s+(?:is\s+)?(?:a plus|preferred|required|desired|helpful|a bonus|strongly preferred))?\s*[.!]?$/i;

/** Words that say nothing of which field ("related experience", "some experience"). */
const VAGUE =
  /^(?:related|relevant|previous|prior|similar|professional|work|working|paid|direct|any|some|the|this|equivalent|comparable|hands-on|practical|industry|field|progressive|recent|verifiable|proven|full-time|general|applicable|demonstrated|strong|solid|of|and|or|in|a|an|your|our|with|years?|months?|plus|\d+\+?)(?:\s+(?:related|relevant|previous|similar|professional|work|paid|direct|experience|industry|field|and|or|of|in|a|an))*$/i;

const clean = (x: string) =>
  x
    .replace(/^(?:of|in|as an?|as|with)\s+/i, '')
    .replace(
      /^(?:verifiable|full[- ]time|recent|hands-on|professional|paid|progressive|direct|relevant|related)\s+/i,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * docs/decisions.md S121: the field experience a sentence asks for, as "<field> experience":
 * "Experience in consumer products or retail", a bullet "Fast casual experience". Vague fields
 * ("related experience") are left out, and so is a sentence that counts years ("2 years of retail
 * pharmacy experience"): that is the posting's years of experience, read with its sentence; the
 * caller leaves out names it already reads as skills or tools.
 */
export function fieldExperienceIn(text: string): string[] {
  const found = new Set<string>();
  const t = text.replace(/^[•\-–·*\s]+/, '').trim();
  if (YEARS_COUNT.test(t)) return [];
  for (const m of [EXPERIENCE_IN.exec(t), X_EXPERIENCE.exec(t)]) {
    const field = clean(m?.[1] ?? '');
    if (!field || VAGUE.test(field) || field.split(/\s+/).length > 7) continue;
    // "3 years of ...", "no experience", "equivalent experience" and a degree are not a field
    if (
      /\d|\b(no|not|years?|months?|minimum|least|equivalent|degree|diploma|combination|last)\b/i.test(field)
    )
      continue;
    // "experience with customers" is not a field; "years of age" is not experience
    if (
      /\b(you|we|our|your|us|customers|people|the public|age|it|this|that|these|ability|able)\b/i.test(field)
    )
      continue;
    if (/\b(depending|based|commensurate)\b/i.test(t.slice(0, (m?.index ?? 0) + 1))) continue;
    found.add(`${field.charAt(0).toUpperCase()}${field.slice(1)} experience`);
  }
  return [...found];
}

// ---------------------------------------------------------------------------------------------
// Languages

/** Languages US postings ask for besides English, as written. */
const LANGUAGES = [
  'Spanish',
  'French',
  'Haitian Creole',
  'Creole',
  'Portuguese',
  'Vietnamese',
  'Hmong',
  'Chinese',
  'Mandarin',
  'Cantonese',
  'Korean',
  'Japanese',
  'Tagalog',
  'Arabic',
  'Russian',
  'Ukrainian',
  'Polish',
  'Somali',
  'Amharic',
  'Swahili',
  'Hindi',
  'Urdu',
  'Punjabi',
  'Farsi',
  'Persian',
  'Navajo',
  'Italian',
  'German',
  'Karen',
  'Nepali',
  'Bengali',
  'Khmer',
  'Lao',
  'Burmese',
  'Dari',
  'Pashto',
  'Tigrinya',
  'Oromo',
  'Marshallese',
  'American Sign Language',
  'ASL',
];
const LANGUAGE_CUE =
  /\b(bilingual|multilingual|fluen(?:t|cy)|speak(?:s|ing)?|-speaking|language|proficien(?:t|cy)|English\s*\/|\/\s*English|conversational|interpret)/i;

/**
 * docs/decisions.md S121: the languages a sentence asks for: a language's name where the sentence
 * speaks of languages ("Bilingual in Spanish or Hmong", "Navajo language skills"), or a bullet that
 * is only the language's name.
 */
export function languagesIn(text: string): string[] {
  const bare = text.replace(/^[•\-–·*\s]+/, '').trim();
  const cue = LANGUAGE_CUE.test(text);
  return LANGUAGES.filter((l) =>
    cue
      ? new RegExp(`(^|[^A-Za-z])${l}(?![A-Za-z])`).test(text)
      : new RegExp(`^${l}(?:\\s+(?:a plus|preferred|is a plus))?\\.?$`).test(bare),
  );
}
