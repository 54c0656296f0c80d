/**
 * What a posting asks for beyond the lexicon's named skills (docs/decisions.md S125): the duty
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
  /** Read with a word between ("take accurate orders"): it never hides a shorter duty. */
  gap?: boolean;
}

/** Where the stems occur in the text's stems, next to each other. */
function spansOf(seq: readonly string[], stems: readonly string[]): Span[] {
  const spans: Span[] = [];
  if (seq.length === 0) return spans;
  for (let i = 0; i + seq.length <= stems.length; i++)
    if (seq.every((s, k) => stems[i + k] === s)) spans.push({ start: i, end: i + seq.length - 1 });
    // a two-word wording with one word between: "take accurate orders", "write detailed reports"
    else if (
      seq.length === 2 &&
      stems[i] === seq[0] &&
      stems[i + 2] === seq[1] &&
      !/^(?:\d.*|and|or|but|with|for|of|in|on|to|from|by|at)$/.test(stems[i + 1] ?? '')
    )
      spans.push({ start: i, end: i + 2, gap: true });
  return spans;
}

/**
 * A list of single words before one noun says that noun of each: "plumbing, electrical, appliance
 * and HVAC repairs" also reads "plumbing repairs", "electrical repairs" and "appliance repairs".
 */
function withListsSpelledOut(text: string): string {
  const extra: string[] = [];
  for (const m of text.matchAll(
    /\b((?:[A-Za-z-]+,\s+)+[A-Za-z-]+,?\s+(?:and|or)\s+)[A-Za-z-]+\s+([A-Za-z-]+)\b/g,
  )) {
    const items = (m[1] as string).split(/,\s+|\s+(?:and|or)\s+/).map((i) => i.replace(/,$/, '').trim());
    for (const item of items) if (item && !/^(?:and|or)$/i.test(item)) extra.push(`${item} ${m[2]}`);
  }
  return extra.length > 0 ? `${text}\n${extra.join('\n')}` : text;
}

/**
 * The duty skills a sentence names, by name. A wording inside a longer wording of another duty in
 * the same place ("forklift" in "stand-up forklifts") counts as the longer one only.
 */
export function dutiesIn(text: string, matchers: ReadonlyArray<DutyMatcher>): string[] {
  const stems = words(withListsSpelledOut(text)).map(stem);
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
                  (x) => !x.gap && x.start <= s.start && x.end >= s.end && x.end - x.start > s.end - s.start,
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
 * docs/decisions.md S125: the physical requirements a sentence states, named the same way in every
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
    // "stand or walk" asks either; "stand and walk" both
    const what = stand[1] && /\band\b/i.test(stand[1]) ? 'Standing and walking' : 'Standing';
    found.push(stand[2] ? `${what} ${stand[2]} hours` : `${what} for a full shift`);
  }
  if (LADDER.test(text)) found.push('Ladder climbing');
  return found;
}

/** docs/decisions.md S125: a typing speed the sentence asks for, "Typing 35 WPM". */
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
  /^(?:(?:previous|prior|some|recent|proven|prior paid|hands-on)\s+)?([A-Za-z][^.;:,()]{1,50}?)\s+(?:experience|background)(?:\s+(?:is\s+)?(?:a plus|preferred|required|desired|helpful|a bonus|strongly preferred)(?:,?\s+but\s+not\s+required)?)?\s*[.!]?$/i;

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
 * docs/decisions.md S125: the field experience a sentence asks for, as "<field> experience":
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
 * docs/decisions.md S125: the languages a sentence asks for: a language's name where the sentence
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

// ---------------------------------------------------------------------------------------------
// Credentials the lexicon does not name

/** A US state's name at the start of a credential's name ("Arizona RN license" is the RN license). */
export const STATE_FIRST =
  /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah|Vermont|Virginia|Washington|West Virginia|Wisconsin|Wyoming)\s+/;

/** Words that end a credential's name read backwards from "certification" ("a", "your", "with"). */
const NOT_IN_NAME =
  /^(?:a|an|the|your|our|their|and|with|in|of|for|from|to|have|has|hold|holds|holding|obtain|earn|get|maintain|you|we|will|must|be|is|are|or|current|currently|valid|active|unrestricted|good|standing|required|preferred|plus|national|nationally|board|any|not|does|do|who|which|that|can|may|no|other|such|as|paid|free|toward|towards|depending|depends|based|commensurate|upon|on|per|hour|hours|including|plus|also|both|either|need|needed|possess|possession|ability|able|willingness|eligible|eligibility|recognized|approved|accredited|appropriate|applicable|relevant|related|professional|one|certification|certificate)$/i;

const KEYWORD =
  /\b(certifications?|certificates?|credentials?|designations?|registration|licen[cs]e|licensure)\b/gi;

/**
 * docs/decisions.md S125: the credentials a sentence names that the lexicon does not, as the
 * posting writes them: the words before "certification", "certificate", "credential",
 * "designation", "registration" or "license" ("Backflow prevention certification", "Texas RDA
 * registration", "CISR or CIC designation" is two), "certification in dry needling", and a
 * "Certified …" or "Licensed …" title with its abbreviation ("ASQ Certified Quality Inspector
 * (CQI)"). `known` says whether the lexicon already reads a name, so it is left to the lexicon.
 */
export function credentialsIn(
  text: string,
  known: (name: string) => boolean,
): Array<{ name: string; licence: boolean }> {
  const found: Array<{ name: string; licence: boolean }> = [];
  const push = (name: string, licence: boolean) => {
    const n = name.replace(/\s+/g, ' ').trim();
    if (n && !found.some((f) => f.name.toLowerCase() === n.toLowerCase())) found.push({ name: n, licence });
  };
  for (const m of text.matchAll(KEYWORD)) {
    const keyword = (m[1] as string)
      .toLowerCase()
      .replace(/s$/, '')
      .replace(/^licen[cs]ure$|^licence$/, 'license');
    const before = text.slice(0, m.index).trimEnd();
    // the words just before the keyword, back to a word that cannot be part of a name
    const tokens = before.split(/\s+/);
    const taken: string[] = [];
    for (let i = tokens.length - 1; i >= 0 && taken.length < 7; i--) {
      const t = tokens[i] as string;
      if (/[,;:.!?]$/.test(t) && taken.length > 0) break;
      const bare = t.replace(/[,;:.!?]+$/, '');
      // a word, or an abbreviation in brackets ("Tested Nurse Aide (STNA)")
      const wordLike =
        /^[A-Za-z0-9][\w'’&+./-]*$/.test(bare) || /^\([A-Z][\w -]*\)$/.test(bare) || bare === '&';
      if (!bare || !wordLike || NOT_IN_NAME.test(bare) || /[,;:!?]$/.test(t)) break;
      taken.unshift(bare);
    }
    // a name does not start with a number or a bracket ("within 30 days", "(or ...)")
    while (taken.length > 0 && /^(\d+|\(.*|&)$/.test(taken[0] as string)) taken.shift();
    // "National certification (PTCB CPhT or ExCPT)": the brackets name it
    const bracket = /^\s*\(([^)]{2,40})\)/.exec(text.slice((m.index ?? 0) + m[0].length))?.[1];
    if (taken.length === 0 && bracket && /[A-Z]{2}/.test(bracket)) {
      for (const part of bracket.split(/\s*\/\s*|\s+or\s+|,\s*/).filter(Boolean))
        if (!known(part)) push(`${part} ${keyword}`, /license|registration/.test(keyword));
      continue;
    }
    // "certification in dry needling"
    if (taken.length === 0) {
      const after = /^\s+in\s+((?:[\w/-]+\s?){1,4})/i.exec(text.slice((m.index ?? 0) + m[0].length));
      if (after && /certification|certificate/i.test(keyword)) {
        const what = (after[1] as string).trim().replace(/\s+(?:is|are|a|preferred|required)$/i, '');
        if (!known(what)) push(`${what.charAt(0).toUpperCase()}${what.slice(1)} ${keyword}`, false);
      }
      continue;
    }
    const phrase = taken.join(' ');
    const parts = phrase.split(/\s*\/\s*|\s+or\s+|\s+and\s+/).filter(Boolean);
    // a list's last part carries the others' kind ("Orthopedic … (OCS) or Sports … (SCS) board")
    for (const part of parts) {
      // a part needs a name: a capital, a digit or two words ("laser therapy")
      if (!/[A-Z0-9]/.test(part) && part.split(/\s+/).length < 2) continue;
      if (/^(?:immunization-certified|certified|licensed|registered)$/i.test(part)) continue;
      const core = part.replace(STATE_FIRST, '');
      if (
        known(part) ||
        known(`${part} ${keyword}`) ||
        (core !== part && (known(core) || known(`${core} ${keyword}`)))
      ) {
        // "Med-Surg certification (CMSRN)": the known part's abbreviation may be the credential
        if (bracket && /^[A-Z][A-Z0-9-]{1,9}$/.test(bracket) && !known(bracket))
          push(`${bracket} ${keyword}`, false);
        continue;
      }
      // "Med-Surg certification (CMSRN)" keeps its abbreviation
      const abbreviation = bracket && /^[A-Z][A-Z0-9-]{1,9}$/.test(bracket) && part === parts.at(-1);
      push(`${part} ${keyword}${abbreviation ? ` (${bracket})` : ''}`, /license|registration/.test(keyword));
    }
  }
  // "ASQ Certified Quality Inspector (CQI)", "Certified Case Manager (CCM)", "Licensed Alcohol and
  // Drug Counselor I (LADC I)"
  for (const m of text.matchAll(
    /\b((?:[A-Z]{2,5}\s+)?(Certified|Licensed)(?:\s+(?:and\s+|&\s+)?[A-Z][\w'-]*){1,5}(?:\s+I{1,3}V?)?(?:\s*\([A-Z][A-Za-z0-9 -]{1,10}\))?)/g,
  )) {
    const name = (m[1] as string).trim();
    if (known(name) || found.some((f) => f.name.startsWith(name))) continue;
    push(name, m[2] === 'Licensed');
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Products the lexicon does not name

/**
 * Capitalised words that are not products ("English", "Monday", "Associate"; since docs/decisions.md
 * S126 the high school equivalency tests "GED", "HiSET", "TASC", which are education).
 */
const NOT_A_PRODUCT =
  /^(?:I|A|An|The|And|Or|Our|We|You|Your|This|That|It|In|On|At|For|With|Experience|English|Spanish|French|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Associate|Bachelor|Master|GED|HiSET|TASC|Certified|Licensed|Registered|Senior|Junior|Lead|Level|Type|Class|Tier|Title|US|USA|U\.S\.|PTO|EOE|EEO|HR|CEO|GM|LLC|Inc|Co|Corp|New|North|South|East|West|Central|Strong|Basic|Advanced|Proficiency|Familiarity|Knowledge|Ability|Prior|Previous|Must|Preferred|Required|Plus|Bonus|Nice|Similar|Other|Any|Some|Proven|Hands|Working|Excellent|Good|Great|Key|Office|Suite|Systems?|Software|Platforms?|Tools?|Apps?|ERP|CRM|EHR|EMR|POS|WMS|PMS|API|APIs|SaaS|B2B|B2C|AP|AR|GL|IT|QA|QC|UI|UX)$/;

const STATES_WORD =
  /^(?:Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida|Georgia|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada|Ohio|Oklahoma|Oregon|Pennsylvania|Tennessee|Texas|Utah|Vermont|Virginia|Washington|Wisconsin|Wyoming|Carolina|Dakota|Hampshire|Jersey|Mexico|York|Rhode|Island)$/;

/** A word written as a product's name: capitals inside ("EnterpriseRx", "iTero", "7shifts"). */
const PRODUCT_SHAPE = /^(?:[A-Z]{0,3}[a-z]+[A-Z][A-Za-z0-9+]*|[a-z]{1,2}[A-Z][A-Za-z0-9]*|\d+[a-z]{3,})$/;

/**
 * docs/decisions.md S125: software and equipment a sentence names that the lexicon does not:
 * a name shaped like a product ("EnterpriseRx", "HHAeXchange", "iTero") wherever it stands, a
 * capitalised name where the sentence asks for experience with it ("Experience with Lenel or
 * Genetec", "Outreach or ZoomInfo experience", "familiarity with FieldEdge"), and a name before
 * "app", "platform", "software", "system" (since S126) or "PMS" ("the Brightwheel app", "Opera PMS"). The caller leaves
 * out names the lexicon, the occupation's technologies or the employer's name already account for.
 */
export function productsIn(text: string, employer = ''): string[] {
  const employerWords = new Set(employer.split(/\s+/).filter((w) => w.length >= 3));
  const found = new Set<string>();
  const tokens = [...text.matchAll(/[A-Za-z0-9][A-Za-z0-9+.&'-]*/g)].map((m) => ({
    word: (m[0] as string).replace(/[.'-]+$/, ''),
    at: m.index ?? 0,
  }));
  const isName = (w: string) =>
    /^[A-Z]/.test(w) && !NOT_A_PRODUCT.test(w) && !STATES_WORD.test(w) && w.length >= 3 && !/'/.test(w);
  // a name runs over the capitalised words and numbers after it ("Tyler Incode", "Windows 11")
  const taken = new Set<number>();
  const nameAt = (i: number) => {
    taken.add(i);
    const words = [tokens[i]?.word as string];
    for (let j = i + 1; j < tokens.length && words.length < 3; j++) {
      const w = tokens[j]?.word as string;
      const gap = text.slice((tokens[j - 1]?.at ?? 0) + (tokens[j - 1]?.word.length ?? 0), tokens[j]?.at);
      if (gap !== ' ' || !(/^[A-Z][A-Za-z0-9+]*$/.test(w) || /^\d{1,4}$/.test(w)) || NOT_A_PRODUCT.test(w))
        break;
      words.push(w);
      taken.add(j);
    }
    return words.join(' ');
  };
  const asked =
    /\b(?:experience (?:with|in|using)|familiar(?:ity)? with|proficien(?:t|cy) (?:in|with)|knowledge of|comfortable (?:with|using)|skilled in|using)\b/i;
  tokens.forEach((t, i) => {
    const w = t.word;
    if (taken.has(i)) return;
    if (PRODUCT_SHAPE.test(w) && !NOT_A_PRODUCT.test(w) && !STATES_WORD.test(w) && i > 0) {
      found.add(nameAt(i));
      return;
    }
    if (!isName(w) || i === 0) return;
    const before = text.slice(Math.max(0, t.at - 40), t.at);
    const after = text.slice(t.at + w.length, t.at + w.length + 40);
    // "Experience with Lenel or Genetec", "Salesforce, Outreach or ZoomInfo experience"
    const listed =
      /^[\s,]*(?:(?:or|and)\s+)?(?:(?:[A-Z0-9][\w+-]*|[a-z]{1,2}[A-Z][\w+-]*)[\s,]+(?:(?:or|and)\s+)?)*(?:experience|app|platform|software|system|PMS)\b/.test(
        after,
      );
    const withAsked =
      asked.test(before.split(/[.;:!?]/).at(-1) ?? '') &&
      /^(?:[\s,]*(?:or|and)?\s*[A-Z][\w+-]*)*[\s,]*(?:or|and)?\s*$/.test(
        before.slice(before.search(asked)).replace(asked, ''),
      );
    if (listed || withAsked) {
      const name = nameAt(i);
      const next =
        after
          .trim()
          .split(/\s/)[0]
          ?.replace(/[^A-Za-z]+$/, '') ?? '';
      found.add(next === 'PMS' ? `${name} PMS` : name);
    }
  });
  return [...found].filter((name) => !name.split(' ').some((w) => employerWords.has(w)));
}

// ---------------------------------------------------------------------------------------------
// Conditions of hire

/**
 * docs/decisions.md S125: what a posting requires of the person hired that is neither a skill nor
 * a credential, named the same way in every posting: "Background check", "Drug screen", "Age 18+",
 * "Reliable transportation", "Own vehicle", "Auto insurance", "Own hand tools", "Steel-toe boots",
 * "Nights, weekends and holidays availability".
 */
export function conditionsIn(text: string): string[] {
  const found: string[] = [];
  if (/\bbackground (?:check|investigation|screening)s?\b/i.test(text)) found.push('Background check');
  const drug = /\bdrug (screen|test)(?:s|ing)?\b/i.exec(text);
  if (drug) found.push(`Drug ${(drug[1] as string).toLowerCase()}`);
  const age =
    /\b(?:at least|must be|be|minimum age(?: of)?)\s+(1[6-9]|2[0-5])\b(?!\s*(?:months?|hours?|%|lbs?|pounds))(?:\s*(?:\+|years?|yrs?)(?:\s*(?:of age|old))?|\s+or older)|\b(1[6-9]|2[0-5])\s*(?:years of age|years old)(?:\s*or older)?|\b(1[6-9]|2[0-5])\+\s*(?:years|to|only)\b|\bage (1[6-9]|2[0-5])\+/i.exec(
      text,
    );
  if (age) found.push(`Age ${age[1] ?? age[2] ?? age[3] ?? age[4]}+`);
  const transport =
    /\b(?:reliable|dependable)\s+(transportation|vehicle|car)\b|\b(own|insured) vehicle\b/i.exec(text);
  if (transport)
    found.push(
      transport[1]
        ? `Reliable ${transport[1].toLowerCase() === 'car' ? 'vehicle' : transport[1].toLowerCase()}`
        : 'Own vehicle',
    );
  if (/\bauto insurance\b|\binsured vehicle\b|\bvehicle insurance\b/i.test(text))
    found.push('Auto insurance');
  if (/\b(?:your|their|his or her) own\b[^.;\n]{0,15}\btools\b/i.test(text)) found.push('Own hand tools');
  const boots = /\bsteel[- ]toe(?:d)?\s+(shoes|boots|footwear)\b/i.exec(text);
  if (boots) found.push(`Steel-toe ${(boots[1] as string).toLowerCase()}`);
  const available =
    /\bavailab(?:le|ility)\b[^.;\n]{0,30}?\b((?:nights|evenings|weekends|holidays|overnights)(?:,?\s+(?:and\s+|or\s+)?(?:nights|evenings|weekends|holidays|overnights))*)/i.exec(
      text,
    );
  if (available) {
    const list = (available[1] as string).toLowerCase();
    found.push(`${list.charAt(0).toUpperCase()}${list.slice(1)} availability`);
  }
  return found;
}
