/**
 * How a job-posting title is read before it is looked up (docs/product.md §5 Title resolution):
 * location, schedule, employment type, pay and hiring noise are dropped; the level ("Senior", "Jr",
 * "II", "Apprentice") is kept apart as a preference; common posting abbreviations ("RN", "CDL-A",
 * "HVAC Tech") are spelled out. The result is a list of forms to look up, most particular first.
 */
import type { TitleLevel } from '../../shared/occupation.api.ts';
import { US_STATES } from '../../shared/us-states.ts';

export interface TitleReading {
  /** The forms to look up, most particular first ("ICU RN", "RN", "ICU Registered Nurse", ...). */
  forms: string[];
  level: TitleLevel | null;
  /** Two titles in one ("Firefighter/EMT", "Cook/Dishwasher"): each side alone, else empty. */
  sides: string[];
  /** Forms that are another part of the title alone ("Food Plant" in "Maintenance Tech - Food Plant"). */
  alone: string[];
  /**
   * docs/decisions.md S142: the field a vice president's title heads ("Operations" in "VP of
   * Operations", "Finance" in "Senior Vice President, Finance"), else null.
   */
  office: string | null;
}

const word = (alternatives: string) => new RegExp(`(?<![\\w/&-])(?:${alternatives})(?![\\w/&-])`, 'gi');

/** Schedule, employment type, place of work, pay and hiring words: never part of the job. */
const NOISE = word(
  [
    // schedule
    '(?:1st|2nd|3rd|first|second|third|day|night|evening|swing|graveyard|overnight|weekend|rotating) shifts?',
    // "Night Auditor" is a hotel desk job, not an auditor working nights
    'nights?(?! auditor)',
    'days',
    'evenings?',
    'overnights?',
    'weekends?(?: only)?',
    'mon(?:day)?\\s*-\\s*fri(?:day)?',
    'prn',
    'per diem',
    'part[- ]time',
    'full[- ]time',
    'pt',
    'ft',
    'seasonal',
    'holiday',
    'summer',
    // employment type
    'temp(?:orary)?(?:[- ]to[- ](?:hire|perm))?',
    'contract(?:[- ]to[- ]hire)?',
    'contractor',
    'w-?2',
    '1099',
    'freelance',
    'permanent',
    'perm',
    'locum(?: tenens)?',
    '\\d+[- ]weeks?',
    '\\d+[- ]wk',
    'travel(?= (?:nurse|rn|lpn|lvn|cna|tech|technician|technologist|therapist|pt|ot|slp|np|crna|icu|er|or|med|surgical|respiratory|sonographer|pharmacist|allied))',
    // place of work
    'remote',
    'hybrid',
    'on[- ]?site',
    'in[- ]office',
    'work from home',
    // a driver's time at home: "Home Daily", "Home Weekly", "Home Every Weekend"
    'home (?:daily|nightly|weekly|every (?:night|weekend|week)|weekends|most nights)',
    'wfh',
    'telecommute',
    'nationwide',
    // pay and hiring
    '(?:up to )?\\$[\\d,.]+k?(?:\\s*(?:/|per|an?)\\s*(?:hr|hour|h|year|yr|week|wk))?(?:\\s*\\+)?',
    '(?:\\$[\\d,.]+k? )?(?:sign[- ]?on|signing|retention|relocation|referral) bonus',
    'bonus',
    '(?:weekly|daily|same[- ]day|competitive|great|top) pay',
    // "Great Benefits", not "Benefits Coordinator" (a job in HR)
    '(?:(?:great|excellent|full|good|competitive|amazing)\\s+)?benefits?(?!\\s+(?:coordinator|specialist|analyst|administrator|advisor|adviser|manager|assistant|clerk|consultant|representative|rep|associate|director|officer|counselor|counsellor|supervisor|lead))',
    'now hiring',
    'hiring (?:now|immediately)',
    'urgently hiring',
    'urgent',
    'immediate (?:start|hire|opening)',
    'apply (?:now|today)',
    'no experience(?: (?:needed|required|necessary))?',
    'will train',
    'paid training',
    'openings?',
    'multiple positions',
    'req(?:uisition)?\\s*#?\\s*\\d+',
    'job\\s*(?:id|#)\\s*:?\\s*\\d+',
    '#\\d+',
    'k-?12',
  ].join('|'),
);

/** Level words: the title asks for this level of the same job. */
const LEVELS: ReadonlyArray<[TitleLevel, RegExp]> = [
  ['entry', word('entry[- ]level|junior|jr\\.?|trainee|apprentice|intern|new grad(?:uate)?|beginner')],
  ['mid', word('journeyman|journeyperson|journey level|mid[- ]level|experienced|intermediate')],
  ['senior', word('senior|sr\\.?|master')],
];
/** Level words only at the start of a title with more words ("Lead Carpenter", not "Team Lead"). */
const LEADING_LEVELS: ReadonlyArray<[TitleLevel, RegExp]> = [
  ['lead', /^(?:lead|head)\s+(?=\S)/i],
  ['senior', /^(?:principal|chief)\s+(?=\S+\s*\S*$)/i],
  ['entry', /^associate\s+(?=\S)/i],
];
/** A vice president's title: the rank before the field it heads, or after it ("Finance VP"). */
const VICE_PRESIDENT = String.raw`(?:(?:senior|sr\.?|executive|exec\.?|assistant|asst\.?|associate|regional|area|group|corporate)\s+)*(?:vice[- ]president|v\.?p\.?|svp|evp|avp)`;
const OFFICE_AFTER = new RegExp(
  String.raw`^${VICE_PRESIDENT}(?:\s+(?:of|for)\s+|\s*[,:&]\s*|\s+)(?:the\s+)?(.*[a-z].*)$`,
  'i',
);
const OFFICE_BEFORE = new RegExp(String.raw`^(.*[a-z].*?)\s+${VICE_PRESIDENT}$`, 'i');
const RANK_ONLY = new RegExp(String.raw`^${VICE_PRESIDENT}$`, 'i');

/** Grades at the end: "Engineer III", "Tech 2", "Level II". */
const GRADE = /\s+(?:level\s+)?(i{1,3}|iv|v|[1-5])$/i;
/** A part of a title that is a grade alone: "Tier 1", "Level II", "Band 5". */
const GRADE_PART = /^(?:(?:nhs|pay|job|support)\s+)?(?:tier|level|band)\s+(i{1,3}|iv|v|[1-9])$/i;
const GRADE_LEVEL: Record<string, TitleLevel> = {
  i: 'entry',
  '1': 'entry',
  ii: 'mid',
  '2': 'mid',
  iii: 'senior',
  '3': 'senior',
  iv: 'senior',
  '4': 'senior',
  v: 'senior',
  '5': 'senior',
  '6': 'senior',
  '7': 'senior',
  '8': 'senior',
  '9': 'senior',
};

/**
 * Posting abbreviations, each spelled out as a word of a title (docs/product.md §5 Title resolution).
 * Keys are lowercase whole words; a phrase key matches those words in order.
 */
const ABBREVIATIONS: ReadonlyArray<[RegExp, string]> = [
  [word('rn'), 'Registered Nurse'],
  [word('lpn'), 'Licensed Practical Nurse'],
  [word('lvn'), 'Licensed Vocational Nurse'],
  [word('cna'), 'Certified Nursing Assistant'],
  [word('stna|lna'), 'Nursing Assistant'],
  [word('hha'), 'Home Health Aide'],
  [word('pca'), 'Personal Care Aide'],
  [word('cma'), 'Certified Medical Assistant'],
  [word('emt[- ]?p|emt[- ]paramedic'), 'Paramedic'],
  [word('emt[- ]?b(?:asic)?'), 'Emergency Medical Technician'],
  [word('emt'), 'Emergency Medical Technician'],
  [word('tsa (?:officer|screener)|tso'), 'Transportation Security Screener'],
  [word('cpht'), 'Pharmacy Technician'],
  [word('rdh'), 'Dental Hygienist'],
  [word('pta'), 'Physical Therapist Assistant'],
  [word('cota|ota'), 'Occupational Therapy Assistant'],
  [word('slp'), 'Speech-Language Pathologist'],
  [word('np'), 'Nurse Practitioner'],
  [word('pa-c'), 'Physician Assistant'],
  [word('crna'), 'Nurse Anesthetist'],
  [word('rrt'), 'Respiratory Therapist'],
  [word('med[/ -]?surg'), 'Medical Surgical'],
  [word('l&d'), 'Labor and Delivery'],
  [word('(?:cdl[- ]?a|class a cdl|class a)(?: truck)? driver'), 'Tractor-Trailer Truck Driver'],
  [word('cdl(?: truck)? driver'), 'Truck Driver'],
  [word('cdl[- ]?a|class a cdl'), 'Tractor-Trailer Truck Driver'],
  [word('otr'), 'Over the Road'],
  [word('cpa'), 'Certified Public Accountant'],
  [word('ap/ar|ap|a/p'), 'Accounts Payable'],
  [word('ar|a/r'), 'Accounts Receivable'],
  [word('csr'), 'Customer Service Representative'],
  [word('dsp'), 'Direct Support Professional'],
  [word('swe'), 'Software Engineer'],
  [word('sdr'), 'Sales Development Representative'],
  [word('bdr'), 'Business Development Representative'],
  [word('dba'), 'Database Administrator'],
  [word('a&p'), 'Airframe and Powerplant'],
  [word('sped'), 'Special Education'],
  [word('esl|esol|ell'), 'English as a Second Language'],
  [word('hr'), 'Human Resources'],
  [word('evs'), 'Environmental Services'],
  // a restaurant's segment names the restaurant ("AGM - Casual Dining", "GM - QSR")
  [word('qsr'), 'Quick Service Restaurant'],
  [word('(?:(?:casual|fine|family) dining|fast casual)(?! restaurant)'), '$& Restaurant'],
  [word('hvac/?r?'), 'HVAC'],
  [word('techs?'), 'Technician'],
  [word('mgr'), 'Manager'],
  [word('asst\\.?'), 'Assistant'],
  [word('admin(?= (?:assistant|support|specialist|coordinator|clerk|associate))'), 'Administrative'],
  [word('admin'), 'Administrator'],
  [word('reps?'), 'Representative'],
  [word('supv?|supvr'), 'Supervisor'],
  [word('coord'), 'Coordinator'],
  [word('spec'), 'Specialist'],
  [word('engr?'), 'Engineer'],
  [word('maint'), 'Maintenance'],
  [word('mech'), 'Mechanic'],
  [word('ops'), 'Operations'],
  [word('dir'), 'Director'],
  [word('svc'), 'Service'],
  [word('whse'), 'Warehouse'],
  [word('mfg'), 'Manufacturing'],
  [word('acct'), 'Account'],
];

const STATE_CODES = new Set(Object.keys(US_STATES));
const STATE_NAMES = new Set(Object.values(US_STATES).map((s) => s.toLowerCase()));

/** A part that only says where: "Chicago, IL", "IL", "Texas", "Austin TX 78701". */
function isPlace(part: string, next: string | undefined): boolean {
  const p = part.trim();
  if (STATE_NAMES.has(p.toLowerCase())) return true;
  if (/^[A-Z]{2}(?:\s+\d{5})?$/.test(p) && STATE_CODES.has(p.slice(0, 2))) return true;
  if (/^[A-Za-z .'-]+\s+[A-Z]{2}(?:\s+\d{5})?$/.test(p) && STATE_CODES.has(p.slice(-2))) return true;
  // "Chicago" before "IL"
  return (
    next !== undefined &&
    /^[A-Z][A-Za-z .'-]*$/.test(p) &&
    isPlace(next, undefined) &&
    !/\s/.test(next.trim())
  );
}

const tidy = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/^[\s,/&+-]+|[\s,/&+:-]+$/g, '')
    .trim();

/** The title's parts: segments between dashes, pipes, commas, " / ", " at " and brackets. */
function parts(title: string): string[] {
  const bracketed: string[] = [];
  // "Cashier at Walmart", "Barista @ Starbucks": the employer is not the job
  const outside = title
    .replace(/\s+(?:at|@)\s+[^-|–—(]+/i, ' ')
    .replace(/[([{]([^)\]}]*)[)\]}]?/g, (_m, inner: string) => {
      bracketed.push(inner);
      return ' | ';
    });
  const split = outside
    .split(/\s+[-–—•|]\s+|\s*[|•]\s*|\s[–—]|[–—]\s|\s+\/\s+|,(?!\d{3}\b)\s*|:\s+/i)
    .concat(bracketed.flatMap((b) => b.split(/,\s*|\s+[-–—|]\s+|\s+\/\s+/)));
  const kept: string[] = [];
  split.forEach((part, i) => {
    if (!isPlace(part, split[i + 1]) && !(i > 0 && isPlace(`${split[i - 1]} ${part}`, undefined)))
      kept.push(part);
  });
  return kept.map((p) => tidy(p.replace(NOISE, ' '))).filter((p) => /[a-z]/i.test(p));
}

/** The part without its level words, and the level they asked for. */
function withoutLevel(part: string): { text: string; level: TitleLevel | null } {
  let level: TitleLevel | null = null;
  let text = part;
  for (const [l, pattern] of LEVELS) {
    const stripped = tidy(text.replace(pattern, ' '));
    if (stripped !== text && /[a-z]/i.test(stripped)) {
      level ??= l;
      text = stripped;
    }
  }
  for (const [l, pattern] of LEADING_LEVELS) {
    const stripped = text.replace(pattern, '');
    if (stripped !== text) {
      level ??= l;
      text = tidy(stripped);
    }
  }
  const grade = GRADE.exec(text);
  if (grade?.[1] && /[a-z]{3}/i.test(text.slice(0, grade.index))) {
    level ??= GRADE_LEVEL[grade[1].toLowerCase()] ?? null;
    text = tidy(text.slice(0, grade.index));
  }
  return { text, level };
}

/** The title with its abbreviations spelled out, or itself when it has none. */
export function spellOut(title: string): string {
  let text = title;
  for (const [pattern, full] of ABBREVIATIONS) text = text.replace(pattern, full);
  return tidy(text);
}

/** docs/product.md §5 Title resolution: the forms of a typed title to look up, and its level. */
export function readTitle(raw: string): TitleReading {
  const title = tidy(raw.normalize('NFKC'));
  // a part that is only a grade ("Tier 1", "Level II", "Band 5") says the level, not the job
  const graded = parts(title);
  const found = graded.filter((p) => !GRADE_PART.test(p));
  if (found.length === 0)
    return { forms: title ? [title] : [], level: null, sides: [], alone: [], office: null };
  let level: TitleLevel | null =
    graded.map((p) => GRADE_LEVEL[GRADE_PART.exec(p)?.[1]?.toLowerCase() ?? ''] ?? null).find(Boolean) ??
    null;
  const plain = found.map((p) => {
    const read = withoutLevel(p);
    level ??= read.level;
    return read;
  });
  const [head, ...qualifiers] = found;
  const forms: string[] = [];
  const add = (form: string) => {
    if (form && !forms.includes(form)) forms.push(form);
    const spelled = spellOut(form);
    if (spelled && !forms.includes(spelled)) forms.push(spelled);
  };
  const headPlain = plain[0]?.text ?? '';
  // the most particular first: a qualifier with the role ("ICU" + "RN"), the role as typed, then
  // without its level words; each other part last ("Target - Store Associate")
  for (const q of qualifiers) if (head) add(`${q} ${head}`);
  if (head) add(head);
  for (const q of plain.slice(1)) add(`${q.text} ${headPlain}`);
  add(headPlain);
  // two titles in one ("Firefighter/EMT", "Host/Hostess"): each alone
  const sides = headPlain.includes('/')
    ? headPlain
        .split('/')
        .filter((side) => /[a-z]{3}/i.test(side))
        .map(tidy)
    : [];
  for (const side of sides) add(side);
  // a part of several words may be the job itself, after an employer's name
  const before = new Set(forms);
  for (const [i, q] of qualifiers.entries()) {
    if (q.split(' ').length < 2) continue;
    add(q);
    add(plain[i + 1]?.text ?? '');
  }
  const alone = forms.filter((f) => !before.has(f));
  return { forms, level, sides: sides.length > 1 ? sides : [], alone, office: office(found) };
}

/** The field a vice president's title heads: after the rank, before it, or the next part ("VP - Sales"). */
function office(found: readonly string[]): string | null {
  const [head = '', next] = found;
  const field = RANK_ONLY.test(head) ? next : (OFFICE_AFTER.exec(head)?.[1] ?? OFFICE_BEFORE.exec(head)?.[1]);
  return field ? spellOut(tidy(field)) : null;
}
