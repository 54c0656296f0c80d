/**
 * What Waymark reads from a job posting's text (docs/product.md §3 Posting, issue 32): its title,
 * company, place and whether it is remote; the occupation through the title resolver; what it asks
 * for (skills, tools, certifications, licences) through the resume skill lexicon, the occupation's
 * O*NET technologies and its family's credentials, each required or preferred with the posting's own
 * sentence; the years of experience, the education and the pay. Since S125 also the work itself by
 * each field's duty skills (content/posting-duties.json, read in posting-duties.ts), physical demands,
 * conditions of hire, field experience, languages, and credentials and software the lexicon does not
 * name. Pure: no I/O, the occupations, the family credentials and the duty skills are passed in. Text
 * that is not a posting gets a clear reason instead (docs/decisions.md S103-S105, S125).
 */

import type { PostingDuties } from '../../shared/posting-duties.schema.ts';
import type { PostingSenses } from '../../shared/posting-senses.schema.ts';
import {
  type PayPeriod,
  POSTING_MAX_CHARS,
  type PostingAnalysis,
  type PostingPay,
  type PostingRequirement,
  type RequirementKind,
} from '../../shared/postings.schema.ts';
import type { LexiconEntry } from '../../shared/skill-lexicon.schema.ts';
import { resumeSkills, SKILL_LEXICON } from '../ai/local/skill-lexicon.ts';
import { escapeRegExp, foldSpelling } from '../ai/local/text.ts';
import { loadPostingDuties, loadPostingSenses } from '../catalog/career-content.ts';
import { lexiconEntryOf, sameSkill } from '../catalog/skill-lexicon.ts';
import { htmlToText } from './html-text.ts';
import {
  conditionsIn,
  credentialsIn,
  type DutyMatcher,
  dutiesIn,
  dutyMatchers,
  fieldExperienceIn,
  languagesIn,
  physicalIn,
  productsIn,
  STATE_FIRST,
  typingIn,
} from './posting-duties.ts';

/** One thing a title can mean, as far as the analysis reads it (title-resolution.ts). */
interface TitleMeaning {
  code: string | null;
  title: string;
}

/** The slice of the occupations and the career content a posting is read with. */
export interface PostingAnalyserDeps {
  occupations: {
    resolve(
      title: string,
    ):
      | { kind: 'match'; option: TitleMeaning }
      | { kind: 'choices'; options: TitleMeaning[] }
      | { kind: 'none' };
    get(
      code: string,
    ): { title: string; technologies: ReadonlyArray<readonly [string, string, number]> } | undefined;
  };
  /** The credentials of the occupation's family pack and sub-family (career-content.ts familyOf). */
  credentialsOf(code: string): ReadonlyArray<{ name: string; kind: string }>;
  /** The SOC major group of the lexicon file a skill comes from ("29"), or "general". */
  lexiconFamilyOf(skillName: string): string;
  /** docs/decisions.md S125: the duty skills of each career family (content/posting-duties.json). */
  duties?: PostingDuties['families'];
  /** docs/decisions.md S126: what some words mean in a posting, and the screening steps of a hire. */
  senses?: PostingSenses;
}

export type PostingAnalysisResult =
  | { ok: true; title: string; company: string; location: string; remote: boolean; analysis: PostingAnalysis }
  | { ok: false; reason: string };

/** docs/product.md §3 Posting, bad input: the messages a user sees, one per reason. */
export const POSTING_REJECTIONS = {
  empty: 'The posting is empty. Paste the text of a job posting.',
  tooLong: `The posting is too long to read: at most ${POSTING_MAX_CHARS.toLocaleString('en-US')} characters. Paste only the job's own text.`,
  notEnglish: 'The posting does not look like English. Waymark reads postings written in English only.',
  notAPosting:
    'This does not look like a job posting: it names no job, duties or requirements. Paste the text of a job posting.',
  resume:
    'This looks like a resume, not a job posting. Paste the text of a job posting; your resume goes on the Resume page.',
  coverLetter:
    'This looks like a cover letter, not a job posting. Paste the text of the job posting you are applying to.',
  course:
    'This looks like a training course or school page, not a job posting. Paste the text of a job posting; a course can go on your roadmap as a resource of its skill.',
  personal:
    'This reads like a person\'s own document (written as "I" and "my"), not a job posting. Paste the text of a job posting.',
  expired:
    'This page says the job is no longer available, so there is no posting to read. Paste the text of a job posting that is still open.',
  contract:
    'This looks like a contract or policy (numbered clauses that say what "shall" happen), not a job posting. Paste the text of a job posting.',
  email:
    'This looks like an email, not a job posting. Paste the text of the job posting itself (from a forwarded email, only the posting).',
} as const;

/** The JOB_SIGNALS group that speaks of duties. */
const DUTY_SIGNAL = 1;

/** Below this many words a text is too short to be a posting (a title alone, a placeholder). */
const MIN_WORDS = 40;
/** S131: a terse posting (bullets, no prose) this long is one when it speaks of four signal groups. */
const MIN_TERSE_WORDS = 25;
const TERSE_JOB_SIGNALS = 4;
/** docs/decisions.md S104: a posting speaks of at least this many of the JOB_SIGNALS groups. */
const MIN_JOB_SIGNALS = 3;
/**
 * docs/decisions.md S146: a short ad ("Cashier PT – Quik Fuel #88, Lubbock TX. $13/hr. Run register,
 * stock coolers. Apply inside.") is a posting when it has this many words and fewer than MIN_WORDS,
 * names a job the title resolver knows, a pay figure and who is hired or how to apply, and is not a
 * person's own words (no "I" or "my", no question at its end).
 */
const MIN_AD_WORDS = 8;
/** The JOB_SIGNALS groups of the job itself, of pay, and of applying. */
const JOB_SIGNAL = 0;
const PAY_SIGNAL = 3;
const APPLY_SIGNAL = 4;

/**
 * docs/decisions.md S104: what every job posting speaks of, one group each: the job itself, its
 * duties, what it asks for, what it pays or offers, and how to apply.
 */
const JOB_SIGNALS: readonly RegExp[] = [
  /^\s*(?:job title|title|position|schedule|shift|hours|job type|employment type)\s*:|\b(job|position|role|opening|vacancy|hiring|join our team|join us|we are seeking|we're seeking|we are looking for|we're looking for|seeking an?\b|full[- ]time|part[- ]time|shift|(?:temp|contract)[- ]to[- ](?:hire|perm)|direct[- ]hire|seasonal|overtime|weekly pay|mon(?:day)?\s*[-–]\s*fri|(?:wanted|needed)(?= at\b| for\b|!|$|\s+[-–—])|classification|school year|remote|hybrid|on-?site|(?:for )?the right (?:person|candidate|fit)|needs? an? (?:[a-z]+ ){0,2}who\b)/im,
  /\b(responsibilities|duties|you will|you'll|what you'll do|day[- ]to[- ]day|essential functions|in this role|will be responsible|perform|provide|maintain|assist|(?:work|job|role|position) (?:includes|involves)|tasks include)\b/i,
  /\b(qualifications|requirements|required|must have|must be|experience (with|in)|years of experience|years of [a-z]+(?: [a-z]+){0,3} experience|no experience (?:needed|necessary|required)|what you('ll)? need|what we('re| are) looking for|nice to have|preferred|certification|licen[cs](?:e|ed)|certified|degree|diploma|bachelor'?s|equivalent experience|ability to|years (?:of age |old )?or older)\b|\b\d+\+?\s*(?:yrs?|years?)\b(?! old)/i,
  /\b(pay|salary|wage|compensation|benefits|per hour|hourly|per year|annually|401\(?k\)?|pto|paid time off|health insurance|dental|vision)\b|\$\s?\d[\d,.]*\s*[kK]?\s*(?:[-–]\s*\$?\s?\d[\d,.]*\s*[kK]?\s*)?(?:\/|per\b|an?\b|each\b)\s*(?:[a-z]+\s+)?(?:hour|hr|year|yr|week|wk|month|mile|mi|shift|day)\b|\/(?:hr|hour|yr|year)\b|\$\s?\d+(?:\.\d+)?\s*[kK]\s*[-–]\s*\$?\s?\d+(?:\.\d+)?\s*[kK]\b|\$[\d,.]+\s*[kK]?\s+base\b/i,
  /\b(apply|applicants?|candidates?|equal opportunity|eoe|background check|drug screen|resume|(?:call|text)(?: or text| or call)?(?: us| \w+)? (?:at )?\(?\d{3}\)?[\s.-]\d{3})\b/i,
];

/**
 * docs/decisions.md S126: a resume, not a posting: the headings a resume is written under ("Professional
 * summary", "Experience", "Education and certifications") and the dates of its jobs ("(2022–present)",
 * "2020–2022"); a posting has neither dated jobs nor a candidate's sections.
 */
const RESUME_HEADING =
  /^(?:professional summary|summary of qualifications|career summary|summary|objective|career objective|profile|(?:work |professional )?experience|employment history|work history|education(?: (?:and|&) (?:certifications?|training))?|certifications?|skills|core competencies|references)\s*:?$/gim;
const EMPLOYMENT_DATES = /\b(?:19|20)\d{2}\s*(?:[-–—]|to)\s*(?:present|current|now|(?:19|20)\d{2})\b/gi;

function looksLikeResume(text: string): boolean {
  const headings = new Set(
    [...text.matchAll(RESUME_HEADING)].map((m) => m[0].toLowerCase().replace(/:$/, '')),
  );
  return headings.size >= 2 && [...text.matchAll(EMPLOYMENT_DATES)].length >= 2;
}

/**
 * docs/decisions.md S131: a letter, not a posting: a salutation line ("Dear Hiring Manager,") and a
 * close ("Sincerely,") or an applicant's opening ("I am writing to apply").
 */
const SALUTATION = /^\s*dear\s+[^\n]{2,60}[,:]\s*$/im;
const LETTER_CLOSE =
  /^\s*(?:sincerely|best regards|kind regards|warm regards|regards|respectfully|yours (?:truly|sincerely)|thank you),?\s*$/im;
const APPLICANT =
  /\bI am (?:writing|excited|pleased|applying) to (?:apply|express|submit)|\bI (?:would like|wish) to apply\b/i;

function looksLikeLetter(text: string): boolean {
  return SALUTATION.test(text) && (LETTER_CLOSE.test(text) || APPLICANT.test(text));
}

/**
 * docs/decisions.md S131: a news story about jobs, not a posting: a byline or a dateline, and reported
 * speech ("officials said", "according to") more than once.
 */
const BYLINE = /^\s*[Bb]y\s+[A-Z][a-z]+(?:\s+[A-Z][a-z.]+){1,3}\b/m;
const DATELINE = /^[A-Z][A-Z .'-]{2,30}(?:,\s*[A-Z][a-zA-Z.]+)?\s*[—–-]{1,2}\s/m;
const REPORTED = /\b(?:said|says|according to|told reporters|announced)\b/gi;

function looksLikeNews(text: string): boolean {
  return (BYLINE.test(text) || DATELINE.test(text)) && [...text.matchAll(REPORTED)].length >= 2;
}

/**
 * S158: an email between colleagues, not a posting: an email's header ("Subject:", "Re:") or a
 * greeting line ("Hi Priya,"), a sign-off line ("Thanks!", "Best,") and none of a posting's own
 * sections (requirements, duties, benefits, how to apply). A posting forwarded by email keeps its
 * sections, so it is read.
 */
const EMAIL_HEAD = /^\s*(?:subject|from|to|cc|sent)\s*:|^\s*(?:re|fwd?)\s*:/im;
const GREETING_LINE =
  /^\s*(?:[Hh]i|[Hh]ello|[Hh]ey|[Gg]ood (?:morning|afternoon))\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s*[,!:]\s*$/m;
const SIGN_OFF =
  /^\s*(?:thanks|thank you|thx|best|best regards|regards|cheers|talk soon|see you)\s*[,!.]*\s*$/im;
const POSTING_SECTION =
  /^\s*(?:requirements|qualifications|minimum qualifications|responsibilities|duties|essential functions|what you'?ll do|what you'?ll need|what we offer|benefits|how to apply|about the (?:role|job|position))\b/im;

function looksLikeEmail(text: string): boolean {
  return (
    (EMAIL_HEAD.test(text) || GREETING_LINE.test(text)) && SIGN_OFF.test(text) && !POSTING_SECTION.test(text)
  );
}

/**
 * S140: a training course or school page, not a posting: three or more of what such a page speaks of
 * (tuition, enrolment, start dates, admission requirements, financial aid, what you'll learn, what its
 * graduates earn); tuition a job pays back is a benefit, not a course.
 */
const COURSE_SIGNS =
  /\b(tuition(?! (?:reimbursement|assistance|help|support))|enrol(?:l|ls|led|ling|ment)?\b|next (?:start|class) dates?|start dates|next (?:cohort|class|session) (?:starts|begins)|reserve your seat|classroom and clinical|admission requirements|admissions|financial aid|wioa|what you'?ll learn|graduates (?:have|earn|go on|work)|program length|course (?:length|fees?))/gi;
/**
 * docs/decisions.md S150: a job board's page for a posting taken down ("Oops! This job is no longer
 * available", "This position has been filled"); "open until filled" is no such page.
 */
const EXPIRED =
  /\b(?:this|the|that) (?:job|position|posting|listing|opening|vacancy|role) (?:you are looking for )?(?:is no longer (?:available|open|active|accepting applications)|has (?:already )?been (?:filled|removed|closed|taken down)|has expired|(?:may have|might have) (?:been filled|expired))|\bno longer accepting applications\b/i;

function looksLikeCourse(text: string): boolean {
  const kinds = new Set([...text.matchAll(COURSE_SIGNS)].map((m) => m[1]?.toLowerCase().split(/\s+/)[0]));
  return kinds.size >= 3;
}

/**
 * S140: a person's own document (a self-review, notes, a diary of the job): written as "I" and "my"
 * at least six times and to "you" at most twice; a posting speaks to the reader.
 */
/** A person's own words: "I", "my", "me". */
const FIRST_PERSON = /\b(?:i|i'm|i've|i'll|i'd|my|me|myself)\b/gi;

function looksPersonal(text: string): boolean {
  const own = text.match(FIRST_PERSON)?.length ?? 0;
  const reader = text.match(/\b(?:you|your|you'll|you're|yourself)\b/gi)?.length ?? 0;
  // S146: a job seeker's own ad ("Experienced welder looking for work in the Houston area ... call me")
  const seeking =
    /\b(?:looking for|seeking|in search of)\s+(?:work|a job|employment|a position|jobs|gigs)\b|\bavailable for (?:hire|work)\b/i.test(
      text,
    ) && !/\b(?:we|we're|our|us)\b/i.test(text);
  return (own >= 6 && reader <= 2) || seeking;
}

/** S140: a contract or policy: numbered clauses ("14.1", "ARTICLE 14") that say what "shall" happen. */
function looksLikeContract(text: string): boolean {
  const clauses = text.match(/^\s*(?:\d+\.\d+\b|article\s+[\divxl]+\b)/gim)?.length ?? 0;
  const shall = text.match(/\bshall\b/gi)?.length ?? 0;
  return clauses >= 2 && shall >= 3;
}

/**
 * S131: the commonest words of the other languages postings come in (Spanish, French, Portuguese,
 * German, Italian): a text with few English ones is not English only when it has more of these; a
 * terse English posting ("Valid driver's license", "2 years of experience") has few of either.
 */
const OTHER_LANGUAGE_WORDS = new Set(
  'el la los las del que y en con para por una un es se su al lo le les des et du une est pour avec sur dans o os da do das dos em com não uma der die das und mit für ist von zu auf ein eine il di che per gli della'.split(
    ' ',
  ),
);

/** Common English words; a posting in English has many of them (docs/decisions.md S104). */
const ENGLISH_WORDS = new Set(
  'the and to of a in for with you your will our is are be on or as at we this an by from have has who all that their they'.split(
    ' ',
  ),
);

// ---------------------------------------------------------------------------------------------
// Sections: what a heading says about the lines under it (docs/product.md §3 Posting)

type SectionKind = 'required' | 'preferred' | 'duties' | 'physical' | 'skip' | 'neutral';

const PREFERRED_CUE =
  /\b(preferred|preferably|prefer|nice[- ]to[- ]haves?|bonus( points)?|desir(?:ed|able)|a plus|is a plus|are a plus|pluses|plus\b(?! benefits)|an advantage|advantageous|helpful|extra credit|good to have|would be great|we'd love|stand out|not required|is a bonus|ideally)\b/i;
const REQUIRED_CUE = /\b(required|requires|must|mandatory|minimum|need to have|needed)\b/i;

function headingKind(heading: string): SectionKind | null {
  const h = heading.toLowerCase();
  if (
    /\b(preferred|nice[- ]to[- ]have|bonus|desir(ed|able)|a plus|pluses|stand out|extra credit|good to have)/.test(
      h,
    )
  )
    return 'preferred';
  // read for physical requirements only ("Lifting 50 lbs"), never for skills
  if (/\bphysical (demands|requirements)|working conditions|work environment|physical/.test(h))
    return 'physical';
  if (
    /\b(benefits|perks|we offer|what we offer|what you('ll)? get|compensation|pay\b|pay range|salary|wages?|equal opportunity|eeo|how to apply|to apply|schedule|hours|job types?|employment type|shifts\b|why (join|work)|our (company|mission|story|values)|who we are|about us|about the (company|team|organization|agency|practice|district|employer)|location|disclaimer|notice)/.test(
      h,
    )
  )
    return 'skip';
  if (
    /\b(responsibilities|duties|what you('ll| will)? do|the role|your role|day[- ]to[- ]day|job description|position summary|summary|overview|key tasks|essential functions|in this role|about the (role|job|position)|you will|what the job involves|job duties|tasks)/.test(
      h,
    )
  )
    return 'duties';
  if (
    /\b(requirements?|qualifications?|must[- ]haves?|what you('ll)? (need|bring)|(what )?we('re| are) looking for|looking for (people|someone|candidates) who|who you are|you have|skills|experience|education|certifications?|licen[cs]|knowledge|abilities|competencies|about you|you bring|required|minimum|essential|ideal candidate|what it takes|to succeed)/.test(
      h,
    )
  )
    return 'required';
  if (/^about\b/.test(h)) return 'skip';
  return null;
}

/** A line that names a section: short, a heading's words, ending in a colon or standing alone. */
function asHeading(line: string): { kind: SectionKind; rest: string } | null {
  const bare = line.replace(/^[#*\s]+|[*\s]+$/g, '');
  // a bullet is an item, not a heading ("**Requirements**" is a heading)
  if (/^([•·–-]|\*(?!\*))\s*\S|^\d+[.)]\s/.test(line.trim()) && !/^\*\*/.test(line.trim())) return null;
  const labelled = /^([^:.!?]{2,60}):\s*(.*)$/.exec(bare);
  if (labelled) {
    const kind = headingKind(labelled[1] as string);
    if (kind && (labelled[1] as string).split(/\s+/).length <= 8) return { kind, rest: labelled[2] ?? '' };
  }
  // a line of facts ("Weekly pay • Flexible hours • $17–$19/hour") is no heading, however short (S131)
  if (bare.length <= 60 && bare.split(/\s+/).length <= 8 && !/[.!?]$/.test(bare) && !/[$•·]|\d/.test(bare)) {
    const kind = headingKind(bare);
    if (kind) return { kind, rest: '' };
  }
  return null;
}

/** One sentence or bullet of the posting with the importance its section and its words give it. */
interface Clause {
  text: string;
  section: SectionKind;
  importance: 'required' | 'preferred';
  /** The whole sentence or bullet it is part of, quoted with each requirement. */
  quote: string;
}

const SECTION_RANK: Record<SectionKind, number> = {
  required: 2,
  preferred: 2,
  duties: 1,
  physical: 0,
  neutral: 0,
  skip: 0,
};

function importanceOf(text: string, section: SectionKind): 'required' | 'preferred' {
  // "1 year of serving experience, preferably fine dining": the sentence is required, its last
  // part only preferred
  // "A bachelor's degree (a degree in mathematics is preferred)": the brackets only are preferred
  const preferred = PREFERRED_CUE.test(
    text
      .replace(/(?:,|\(|\s[-–—])\s*(?:preferably|ideally)\b[^.;]*$/i, '')
      .replace(/\([^)]*\)/g, (m) => (PREFERRED_CUE.test(m) ? ' ' : m)),
  );
  if (section === 'preferred') return REQUIRED_CUE.test(text) && !preferred ? 'required' : 'preferred';
  return preferred ? 'preferred' : 'required';
}

/** A sentence that says both ("BLS required, ACLS preferred") is read part by part. */
function parts(sentence: string): string[] {
  const preferred = PREFERRED_CUE.test(sentence);
  const required = /\brequired\b/i.test(sentence) && !/\bnot required\b/i.test(sentence);
  // "High school diploma; some college coursework is a plus"
  if (preferred && /;/.test(sentence)) return sentence.split(/;\s*/).filter((p) => p.trim());
  if (!(preferred && required)) return [sentence];
  return sentence.split(/;|,\s+(?=[^,]*\b(?:preferred|required|a plus)\b)|\.\s+/).filter((p) => p.trim());
}

function clausesOf(text: string, headLines: ReadonlySet<string>): Clause[] {
  const clauses: Clause[] = [];
  let section: SectionKind = 'neutral';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || headLines.has(line)) continue;
    // "… nationwide. As a Warehouse Associate you will:" ends in a heading of its own
    const lastSentence = /(?<=[.!?]\s+)[^.!?]{2,60}:$/.exec(line)?.[0];
    const own = asHeading(line);
    const trailing = own || !lastSentence ? null : asHeading(lastSentence);
    let body = line;
    let lineSection: SectionKind | null = null;
    if (trailing && lastSentence) {
      // the sentences before it are in the section they were in
      body = line.slice(0, -lastSentence.length).trim();
      lineSection = section;
      section = trailing.kind;
    } else if (own) {
      body = own.rest;
      // "Pay: $18-$22 an hour" is a section of one line; the lines after it stay in theirs
      if (own.rest && own.kind === 'skip') lineSection = 'skip';
      else section = own.kind;
      if (!body) continue;
    }
    const current = lineSection ?? section;
    if (current === 'skip' || /equal opportunity|eoe\b|without regard to/i.test(body)) continue;
    const quote = body.replace(/^[•\-–·*\s]+|^\d+[.)]\s+/, '').trim();
    for (const sentence of quote.split(/(?<=[.!?])\s+(?=[A-Z(])/)) {
      for (const part of parts(sentence)) {
        clauses.push({
          text: part,
          section: current,
          importance: importanceOf(part, current),
          quote: sentence.trim(),
        });
      }
    }
  }
  return clauses;
}

// ---------------------------------------------------------------------------------------------
// Requirements

/** Lexicon credentials that are licences: the state or a board must grant them to do the work. */
const LICENCE_NAMES = /licen[cs]e|^CDL( Class [ABC])?$|^CPA$|^POST certification$/i;

function kindOfEntry(entry: LexiconEntry): RequirementKind {
  if (entry.kind === 'tool') return 'tool';
  if (entry.kind === 'credential') return LICENCE_NAMES.test(entry.name) ? 'licence' : 'credential';
  return 'skill';
}

const entryByName = new Map(SKILL_LEXICON.map((e) => [e.name, e] as const));

/** Words that say a sentence asks for a credential, or a bullet short enough to be a list of them. */
const CREDENTIAL_CUE =
  /licen|certif|registration|credential|\bcard\b|\bactive\b|\bcurrent\b|\bvalid\b|compact|eligib|obtain|required|preferred|\bmust\b|\bplus\b|\bhold\b/i;

/**
 * docs/decisions.md S126: true when every use of the credential in the sentence is a colleague, even
 * where the sentence asks for other credentials: "under the direction of the RN supervisor",
 * "supervise certified nursing assistants on your hall", "work with our outside CPA".
 */
function colleaguesOnly(text: string, entry: LexiconEntry): boolean {
  const uses = [entry.name, ...entry.aliases].flatMap((t) =>
    termSpans(text, t).concat(/[a-z]$/i.test(t) ? termSpans(text, `${t}s`) : []),
  );
  return (
    uses.length > 0 &&
    uses.every(({ start, end }) => {
      const before = text.slice(0, start);
      const after = text.slice(end);
      if (
        /^\s*(?:licen[cs]e|certification|certificate|credential|card|exam|program|course|training|required|preferred)\b/i.test(
          after,
        )
      )
        return false;
      return (
        /^\s*(?:supervisors?|managers?|team|staff|on duty|colleagues|preceptors?|partners?)\b/i.test(after) ||
        /\b(?:supervise|supervising|direct|directing|delegate to|delegating to|lead|leading|report to|reporting to|work with|working with|alongside)\s+(?:(?:the|a|an|our|your|other)\s+)?(?:[a-z-]+\s+)?$/i.test(
          before,
        )
      );
    })
  );
}

/**
 * True when the sentence names a credential only as the people who hold it ("report changes to the
 * RN", "supervise CNAs") and does not ask for a credential.
 */
function heldByAbbreviationOnly(text: string, entry: LexiconEntry): boolean {
  if (CREDENTIAL_CUE.test(text)) return false;
  const terms = [entry.name, ...entry.aliases];
  const abbreviations = terms.filter((t) => /^[A-Z]{2,5}$/.test(t));
  if (terms.some((t) => !abbreviations.includes(t) && containsTerm(text, t))) return false;
  const uses = abbreviations.flatMap((a) => [
    ...text.matchAll(new RegExp(`(^|[^A-Za-z0-9])${a}(s?)(?![A-Za-z0-9])`, 'g')),
  ]);
  // every use is a person: "the RN", "a CNA", "CNAs" (not "the PTCB exam")
  const after = (m: RegExpMatchArray) => text.slice((m.index ?? 0) + m[0].length);
  return (
    uses.length > 0 &&
    uses.every(
      (m) =>
        !/^\s*(?:exam|test|certification|certificate|credential|license|licence|card|course|program|training|fee)/i.test(
          after(m),
        ) &&
        (m[2] === 's' ||
          // "the RN", "our outside CPA" (docs/decisions.md S126: a word may stand between)
          /\b(?:the|a|an|our|their|other|each|every|with|to)(?:\s+[a-z][a-z-]*)?\s*$/i.test(
            text.slice(0, (m.index ?? 0) + (m[1]?.length ?? 0)),
          )),
    )
  );
}

/** General skills whose names are everyday words in a posting; they count only by a distinctive alias. */
const EVERYDAY_NAMES = new Set(['Organization', 'Management', 'Scheduling', 'Microsoft Word', 'Leadership']);

/**
 * docs/decisions.md S105: fields whose postings share words, so a lexicon entry of one is read
 * as freely in the other's postings (nursing and health support, the trades, office and business;
 * since S125 teaching and childcare, and personal care and health support), and so are its duties.
 */
const NEIGHBOUR_FAMILIES: Record<string, readonly string[]> = {
  '11': ['13', '43', '41'],
  '13': ['11', '43', '15'],
  '15': ['17', '27'],
  '17': ['15', '47', '49', '51'],
  '21': ['25', '29', '31'],
  '25': ['21', '39'],
  '27': ['15'],
  '29': ['31'],
  '31': ['29'],
  '37': ['47', '49'],
  '39': ['25', '31'],
  '41': ['43', '11'],
  '43': ['13', '11', '41'],
  '47': ['49', '51', '17', '37'],
  '49': ['47', '51', '17', '37'],
  '51': ['47', '49', '17'],
};

/**
 * A term that names a thing only: several words, an abbreviation, a symbol or digit, or a product's
 * capitalised name ("Excel", "Pyxis"); not an everyday word such as "monitoring" or "documentation".
 */
function distinctiveTerm(term: string, entry: LexiconEntry): boolean {
  return (
    /\s/.test(term.trim()) || /.[A-Z0-9+#.]/.test(term) || (term === entry.name && /^[A-Z][a-z]/.test(term))
  );
}

/** True when the clause names the entry by one of its distinctive terms, as written. */
function namesDistinctly(text: string, entry: LexiconEntry, foreign: boolean): boolean {
  return [entry.name, ...entry.aliases].some(
    (t) =>
      distinctiveTerm(t, entry) &&
      // another field's short abbreviation means something else here ("EMT" conduit, "PLCs" of teachers)
      !(foreign && /^[A-Z]{2,3}s?$/.test(t)) &&
      new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(t)}(?![A-Za-z0-9])`, /\s/.test(t) ? 'i' : '').test(text),
  );
}

/**
 * Licences the lexicon does not name, written as "valid/current/active ... license" ("an active
 * Ohio LCSW license"): the words before "license", as the posting writes them.
 */
const LICENCE_PHRASE =
  /\b(?:valid|current|active|unrestricted|unencumbered|state|possess(?:ion of)? an?)\s+((?:[A-Z][\w'’/-]*\s+){0,4}?[A-Z][\w'’/-]*)\s+(licen[cs]e|licensure)\b/;

/**
 * docs/decisions.md S126: a credential the posting says it does not ask for: "non-CDL", "no CDL
 * needed", "CDL not required", "no license required", "without a degree"; or that it helps the hire
 * towards ("tuition help toward your RN").
 */
const NOT_ASKED =
  /\bnon-?([A-Z]{2,6})\b|\b(?:no|without an?)\s+(?:[A-Z]{2,6}|(?:[a-z]+\s+)?(?:licen[cs]e|certification|degree|credential)s?)\b(?:\s+(?:is\s+)?(?:needed|required|necessary))?|\b[A-Z]{2,6}\s+(?:is\s+)?not\s+(?:needed|required|necessary)\b|\btowards?\s+(?:your|an?)\s+[A-Z]{2,6}\b/g;

/**
 * S131: a text with each word in one spelling (text.ts `foldSpelling`: "licence" is "license",
 * "labour" is "labor"), so a name is read however the posting spells it ("valid driver's licence").
 */
const folded = (text: string) => text.replace(/\p{L}+/gu, (w) => foldSpelling(w));

/** A capitalised maker's name, one name after it, then "or"/"and"/"/" and another name. */
const MAKER_LIST =
  /\b([A-Z][A-Za-z]{2,})\s+[A-Z0-9][\w.+-]*\s*(?:,\s*|\s+or\s+|\s+and\s+|\/)\s*([A-Z0-9][\w.-]*\+?)(?=[\s,.;)]|$)/g;

/** O*NET technology names that are everyday words, never read as a tool from a posting. */
const COMMON_TOOL_WORDS =
  /^(email|e-mail|internet|word|excel|access|teams|outlook|project|office|sheets|slides|calculator|computers?|phone|telephone|printer|scanner|windows)$/i;

/**
 * How a posting may name an O*NET technology: its whole name, and a product's name without its
 * vendor ("Intuit QuickBooks" is QuickBooks); a category ("Accounting software") is not its first word.
 */
function technologyTerms(name: string): string[] {
  const whole = name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const vendor = /^(Microsoft|Intuit|Autodesk|Adobe|Apple|Google|Oracle|IBM|SAP|The)\s+/;
  const bare = vendor.test(whole)
    ? whole
        .replace(vendor, '')
        .replace(/\s+(software|systems?|platform|applications?)$/i, '')
        .trim()
    : whole;
  return [...new Set([whole, bare])].filter(
    (t) => t.length >= 3 && /[A-Z0-9]/.test(t) && !COMMON_TOOL_WORDS.test(t),
  );
}

/** A technology's name in a sentence: one word only as written ("Office" is not "office"), several in any case. */
function namesTechnology(text: string, name: string): boolean {
  return technologyTerms(name).some((t) =>
    /\s/.test(t)
      ? containsTerm(text, t)
      : new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(t)}(?![A-Za-z0-9])`).test(text),
  );
}

/** A family credential's short names: its bracketed abbreviations, and the name when it is short. */
function credentialTerms(name: string): string[] {
  const terms: string[] = [];
  for (const m of name.matchAll(/\(([^)]*)\)/g))
    for (const t of (m[1] ?? '').split(/,|\/|\bor\b/))
      if (/^[A-Z][A-Z0-9-]{1,9}$/.test(t.trim())) terms.push(t.trim());
  const head = name.replace(/\([^)]*\)/g, '').trim();
  if (head.split(/\s+/).length <= 4 && !/\b(your|state|or|and|role|specialty)\b/i.test(head))
    terms.push(head);
  return terms;
}

const containsTerm = (text: string, term: string) =>
  new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(term)}(?![A-Za-z0-9])`, /[a-z]/.test(term) ? 'i' : '').test(
    text,
  );

/**
 * docs/decisions.md S126: the phrases of content/posting-senses.json as patterns, the longest first so
 * that "light fixture installation" is read before "light fixture".
 */
function phraseReadings(
  senses: PostingSenses | undefined,
): Array<{ re: RegExp; name: string | null; kind: RequirementKind; skill: string | null }> {
  if (!senses) return [];
  const all = [
    ...senses.screening.flatMap((s) =>
      s.wordings.map((p) => ({ p, name: s.name, kind: 'condition' as const, skill: null })),
    ),
    ...senses.senses.flatMap((s) =>
      s.phrases.map((p) => ({ p, name: s.readAs, kind: 'skill' as const, skill: s.skill })),
    ),
  ].sort((a, b) => b.p.length - a.p.length);
  return all.map(({ p, name, kind, skill }) => ({
    re: new RegExp(`(^|[^A-Za-z0-9])${escapeRegExp(p).replace(/ /g, '\\s+')}(?![A-Za-z0-9])`, 'gi'),
    name,
    kind,
    skill,
  }));
}

/** Where a term stands in a text, as containsTerm finds it. */
function termSpans(text: string, term: string): Array<{ start: number; end: number }> {
  const re = new RegExp(
    `(^|[^A-Za-z0-9])(${escapeRegExp(term)})(?![A-Za-z0-9])`,
    /[a-z]/.test(term) ? 'gi' : 'g',
  );
  return [...text.matchAll(re)].map((m) => {
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    return { start, end: start + (m[2]?.length ?? 0) };
  });
}

// ---------------------------------------------------------------------------------------------
// Years, education, pay

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  eighteen: 18,
};
const NUM = `(\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
const YEARS = new RegExp(
  `${NUM}\\s*(?:\\+|plus|or more)?\\s*(?:(?:-|–|—|to|or)\\s*${NUM}\\s*\\+?\\s*)?(?:\\(\\d+\\)\\s*)?(years?|yrs?|months?|mos?)\\b`,
  'i',
);
const toNumber = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

/**
 * No experience needed, in the words postings use (S157): "no prior security experience necessary",
 * "no exp. needed", "retail experience not required", "Experience: None required", "we'll train".
 */
const NONE_NEEDED =
  /\bno\s+(?:prior\s+|previous\s+)?(?:[a-z-]+\s+){0,2}?(?:experience|exp\b\.?)\s*(?:is\s+)?(?:required|necessary|needed)|\b(?:experience|exp\b\.?)\s+(?:is\s+)?not\s+(?:required|necessary|needed)\b|\bwill train\b|\bno experience\b|\bexperience:?\s*none\b|\bwe(?:'ll| will)? train\b/i;

/** "experience", "experienced" and the ads' "exp." ("2 yrs exp."). */
const EXPERIENCE_WORD = /\bexperience|\bexperienced\b|\bexp\b/i;

/**
 * docs/product.md §3 Posting: the minimum years of experience a required sentence states (a range
 * gives its lower end, months are fractions of a year); 0 when the posting says none is needed;
 * null when only preferred or not stated.
 */
function yearsOf(text: string, clauses: readonly Clause[]): number | null {
  for (const c of clauses) {
    if (NONE_NEEDED.test(c.text)) return 0;
    // docs/decisions.md S126: years asked of lateral applicants (officers already sworn elsewhere)
    // are that other track's, not the posting's minimum
    if (/\blateral\b/i.test(c.text)) continue;
    // (docs/decisions.md S126: "needs a carpenter with at least 4 years in residential construction")
    if (
      c.importance !== 'required' ||
      (c.section === 'neutral' &&
        !EXPERIENCE_WORD.test(c.text) &&
        !/\b(?:at least|a minimum of|minimum of)\s+(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\+?\s+years?\s+(?:in|as|of|with)\b/i.test(
          c.text,
        ))
    )
      continue;
    for (const m of c.text.matchAll(new RegExp(YEARS.source, 'gi'))) {
      const following = c.text.slice((m.index ?? 0) + m[0].length);
      // "21 years of age" is not experience; "4+ years in residential service" is
      if (/^\s*(of age|old|or older)\b/i.test(following)) continue;
      // "2 years of college coursework" is education; "2 years of continuous recovery" (a peer
      // specialist's lived experience) and "3 years of residence" are not years of work
      if (
        /^\s*(?:of\s+)?(?:continuous\s+)?(?:recovery|sobriety|clean time|residence|residency)\b/i.test(
          following,
        )
      )
        continue;
      if (
        /^\s*(?:of\s+)?(?:college|university|school|study|studies|coursework|post-?secondary)\b/i.test(
          following,
        )
      )
        continue;
      const aboutWork =
        EXPERIENCE_WORD.test(c.text) ||
        /\bwork history|\bin (a|the) similar role|\bworking (as|in)\b/i.test(c.text) ||
        // a requirement that opens with the years ("4+ years commercial electrical", "Minimum 2
        // years full-charge bookkeeping", "1+ year behind the chair", S157)
        /^\W*(?:(?:a\s+)?minimum(?:\s+of)?|min\.?|at least)?\s*$/i.test(c.text.slice(0, m.index ?? 0)) ||
        // "…with at least 1 year behind the chair"
        /\b(?:at least|minimum(?:\s+of)?)\s*$/i.test(c.text.slice(0, m.index ?? 0)) ||
        /^\s*(of\s+)?(in|as|with|working|doing|on the job|of (professional|related|relevant|progressive|hands-on|recent))\b/i.test(
          following,
        ) ||
        // "1-2 years running CNC equipment", "3 years operating a forklift" (S131)
        /^\s*(?:of\s+)?[a-z]{3,}ing\b/i.test(following);
      if (!aboutWork) continue;
      const n = toNumber(m[1] as string);
      if (!Number.isFinite(n) || n > 40) continue;
      const unit = (m[3] as string).toLowerCase();
      return unit.startsWith('m') ? Math.round((n / 12) * 100) / 100 : n;
    }
  }
  // said in a heading or a label the clauses leave out ("NO EXPERIENCE NEEDED, WE TRAIN",
  // "Experience: None required")
  return NONE_NEEDED.test(text) ? 0 : null;
}

/** Education levels, lowest first; the posting's minimum is the lowest it requires. */
const EDUCATION_LEVELS: ReadonlyArray<readonly [number, RegExp]> = [
  [1, /\b(high school|hs diploma|ged\b|secondary school|diploma or equivalent|(?:twelfth|12th) grade)/i],
  [
    2,
    /\b(certificate program|vocational|trade school|technical school|apprenticeship|post-?secondary|some college|college credits|credit hours|semester hours|quarter hours|college coursework)/i,
  ],
  // "Associate degree", "Associate of Science", "Associate or Bachelor's"; not "Warehouse Associate"
  [3, /\b(associate'?s?(?=\s+(?:degree|of|in|or)\b)|a\.?a\.?s\.?\b|adn\b|two-year degree)/i],
  [4, /\b(bachelor'?s?|b\.?s\.?n?\b|b\.?a\.?\b|four-year degree|undergraduate degree|college degree)/i],
  [5, /\b(master'?s?|m\.?s\.?w\.?\b|mba\b|m\.?ed\.?\b|graduate degree)/i],
  [6, /\b(doctor(ate|al)|doctor of|ph\.?d|pharm\.?d|d\.?d\.?s|m\.?d\.|juris doctor|j\.?d\.)\b/i],
  // "Graduate of an accredited medical assistant program" is a certificate, unless the sentence names
  // the degree the program gives ("Graduate of an accredited nursing program (ADN accepted)")
  [2, /\b(?:completion of|graduate of|graduation from) an? [\w\s-]*program/i],
];
const EDUCATION_WORDS =
  /\b(degree|diploma|ged\b|bachelor|associate|master|doctor|graduate of|graduation from|education|coursework|credits?|program|(?:twelfth|12th) grade)\b/i;

export function educationLevel(text: string): number | null {
  for (const [level, pattern] of EDUCATION_LEVELS) if (pattern.test(text)) return level;
  return null;
}

/** Where a sentence first names an education level, or -1. */
function educationIndex(text: string): number {
  const at = EDUCATION_LEVELS.map(([, pattern]) => pattern.exec(text)?.index ?? -1).filter((i) => i >= 0);
  return at.length ? Math.min(...at) : -1;
}

/** docs/product.md §3 Posting: the minimum required education, in the posting's words. */
function educationOf(clauses: readonly Clause[]): string | null {
  let best: { level: number; text: string } | null = null;
  for (const c of clauses) {
    if (c.importance !== 'required' || c.section === 'duties') continue;
    if (!EDUCATION_WORDS.test(c.text)) continue;
    const level = educationLevel(c.text);
    if (level === null) continue;
    if (/\b(tuition|reimburse|pursuing|we (pay|offer)|assistance)\b/i.test(c.text)) continue;
    if (!best || level < best.level) best = { level, text: c.text };
  }
  if (!best) return null;
  return educationName(best.text);
}

/**
 * docs/decisions.md S125: education a posting prefers beyond its minimum ("Associate degree in IT
 * or a related field" under "Nice to have"), in its words; the part of the sentence that names it.
 */
function preferredEducationOf(clauses: readonly Clause[]): Array<{ name: string; clause: Clause }> {
  const found: Array<{ name: string; clause: Clause }> = [];
  for (const c of clauses) {
    if (c.importance !== 'preferred' || c.section === 'duties') continue;
    for (const part of c.text.split(/;\s*|,\s+(?=[a-z]*\s*[A-Z])/)) {
      if (!EDUCATION_WORDS.test(part) || educationLevel(part) === null) continue;
      if (/\b(tuition|reimburse|pursuing|we (pay|offer)|assistance|toward)\b/i.test(part)) continue;
      // docs/decisions.md S126: "A high school diploma is not required" asks for none
      // (one "preferred, but not required" is preferred)
      if (
        /\bnot (?:required|needed|necessary)\b|\bno (?:degree|diploma)\b/i.test(part) &&
        !/\b(?:preferred|a plus|nice to have|desired)\b/i.test(part)
      )
        continue;
      const name = educationName(part.replace(/^(?:preferred|nice to have|bonus|a plus)\s*:\s*/i, ''))
        ?.replace(/\s*(?:is |are )?(?:preferred|a plus|a bonus|desired|helpful|strongly preferred)\.?$/i, '')
        .trim();
      if (name && name.split(/\s+/).length <= 14) found.push({ name, clause: c });
    }
  }
  return found;
}

/** An education sentence as a requirement's name: no bullet, label, "required" or years. */
function educationName(sentence: string): string | null {
  // the part of a longer sentence that names the education: "We're looking for someone with at least
  // one year of retail experience and a high school diploma or GED" names "high school diploma or GED"
  const at = educationIndex(sentence);
  let cut = 0;
  for (const m of sentence.slice(0, Math.max(0, at)).matchAll(/\s(?:and|with|plus)\s|[;:]\s|,\s(?=an?\s)/gi))
    cut = (m.index ?? 0) + m[0].length;
  const part = sentence.slice(cut).split(/;\s*/)[0] ?? '';
  const text = part
    .replace(/^(?:an?|the)\s+(?=\S)/i, '')
    .replace(/^[•\-–·*\s]+/, '')
    .replace(/^(education|minimum education|required education|education requirements?)\s*[:\-–]\s*/i, '')
    .replace(/\s*(\(|,|;|-|–)?\s*(is )?(required|mandatory)\.?\)?\s*$/i, '')
    .replace(/\.$/, '')
    // "High school diploma or GED and 1 year of experience": the years are read apart
    .replace(
      /\s*[,;]?\s*(and|plus|with|\+)\s+(at least\s+|a minimum of\s+)?(\d+|one|two|three|four|five|six)\s*\+?\s*(years?|months?)\b.*$/i,
      '',
    )
    .trim();
  return text.slice(0, 200) || null;
}

const PERIODS: ReadonlyArray<readonly [PayPeriod, RegExp]> = [
  ['hour', /^(?:\s*(?:\/|per|an|a|each)\s*)?(?:hour|hr)\b|^\s*hourly\b/i],
  // "$190 per 12-hour shift": pay by the shift, whatever its length
  [
    'shift',
    /^(?:\s*(?:\/|per|a|each)\s*)(?:\d+(?:\.\d+)?[- ]?(?:hour|hr)\s+|(?:day|night|overnight|weekend)\s+)?shift\b/i,
  ],
  ['day', /^(?:\s*(?:\/|per|a|each)\s*)?day\b|^\s*daily\b/i],
  ['week', /^(?:\s*(?:\/|per|a|each)\s*)?(?:week|wk)\b|^\s*weekly\b/i],
  ['month', /^(?:\s*(?:\/|per|a|each)\s*)?(?:month|mo)\b|^\s*monthly\b/i],
  ['year', /^(?:\s*(?:\/|per|a|each)\s*)?(?:year|yr|annum)\b|^\s*(?:annually|annual|yearly|a year)\b/i],
  ['mile', /^(?:\s*(?:\/|per|a|each)\s*)?(?:mile|mi)\b/i],
];
/** Money that is not the base pay: tips, bonuses, differentials, stipends, commission (docs/product.md §3). */
const NOT_BASE_PAY =
  /\b(tips?|gratuit|bonus|differential|stipend|commission|ote\b|on-target|reimburse|allowance|401|match|retention|sign[- ]on|referral|per diem|overtime|premium|raise|increase|value of)\b/i;

const AMOUNT = String.raw`\$\s?(\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)\s*([kK])?`;
const PAY = new RegExp(`${AMOUNT}(?:\\s*(?:-|–|—|to|and)\\s*${AMOUNT.replace('\\$', '\\$?')})?`, 'g');
const CENTS =
  /(\d{1,3}(?:\.\d+)?)\s*(?:-|–|to)?\s*(\d{1,3}(?:\.\d+)?)?\s*(?:cents|¢|cpm)\s*(?:per|a|\/)?\s*(?:mile)?/i;

function amount(digits: string | undefined, thousands: string | undefined): number {
  const n = Number((digits ?? '').replace(/,/g, ''));
  return thousands ? n * 1000 : n;
}

/**
 * docs/product.md §3 Posting: the base pay and its period ("$22-$26/hr", "$58,000 - $72,000 per
 * year", "$1,450 weekly", "62 cents per mile"); a single figure is both ends; tips, bonuses,
 * differentials and stipends are not pay. The first stated pay is taken.
 */
function payOf(text: string): PostingPay | null {
  // docs/decisions.md S126: a labelled pay line ("Temp pay rate: $24.00 per hour") says the pay
  // before an amount in the prose ("the client plans to hire directly at $50,000-$54,000 per year")
  const lines = text.split('\n');
  // (not "Weekend differential pay: $2/hr")
  const labelled = (l: string) => {
    const label = /^\s*((?:[\w-]+\s+){0,2}(?:pay|pay rate|salary|wages?|compensation|rate))\s*:/i.exec(
      l,
    )?.[1];
    return label !== undefined && !NOT_BASE_PAY.test(label);
  };
  for (const raw of [...lines.filter(labelled), ...lines.filter((l) => !labelled(l))]) {
    const line = raw.trim();
    const cents = CENTS.exec(line);
    if (
      cents &&
      /mile|cpm/i.test(line) &&
      !NOT_BASE_PAY.test(line.slice(Math.max(0, cents.index - 30), cents.index))
    ) {
      const min = Number(cents[1]) / 100;
      const max = cents[2] ? Number(cents[2]) / 100 : min;
      if (min > 0) return { min, max: Math.max(min, max), period: 'mile', currency: 'USD' };
    }
    for (const m of line.matchAll(PAY)) {
      const before = line.slice(Math.max(0, (m.index ?? 0) - 40), m.index);
      const after = line.slice((m.index ?? 0) + m[0].length, (m.index ?? 0) + m[0].length + 40);
      // "$4/hr night differential", "a $3,000 sign-on bonus", "$35-50/hr with tips" are not the pay;
      // "$62,000 - $75,000 per year plus annual bonus" is
      // (nor does "$20.25 an hour with a $2.00 weekend premium" name its own amount a premium)
      const ownWords = after.split(/[;.,]\s|\bplus\b|\band\b|\+|\bwith\b(?=[^$]{0,12}\$)/)[0] ?? '';
      if (NOT_BASE_PAY.test(before.split(/[;.!:]\s|,\s/).at(-1) ?? '') || NOT_BASE_PAY.test(ownWords))
        continue;
      // "$85-95K" is thousands at both ends
      const min = amount(m[1], m[2] ?? (m[3] ? m[4] : undefined));
      let max = m[3] ? amount(m[3], m[4] ?? m[2]) : min;
      // "$17.50/hour to start, $18.75/hour after 90 days" and "$20/hr, up to $24/hr with experience"
      // span both; "up to $20.25/hour on overnight shift (includes a differential)" does not
      const rest = line.slice((m.index ?? 0) + m[0].length);
      const raise = m[3]
        ? null
        : new RegExp(
            `^[^$]{0,60}\\b(after|once|upon|increas\\w*|rising|moving|up to) [^$]{0,40}${AMOUNT}|^[^$]{0,40}${AMOUNT}[^$]{0,15}\\b(after|once|upon)\\b`,
            'i',
          ).exec(line.slice((m.index ?? 0) + m[0].length));
      const raisedFor = raise
        ? (rest.slice((raise.index ?? 0) + raise[0].length).split(/[.;!]\s|,\s|\bplus\b/)[0] ?? '')
        : '';
      if (
        raise &&
        !/\b(differential|premium|tips?|bonus|commission|overnight|nights?|weekends?)\b/i.test(raisedFor)
      ) {
        const next = raise[2] ? amount(raise[2], raise[3]) : amount(raise[4], raise[5]);
        if (next > min && next < min * 1.5) max = next;
      }
      // docs/decisions.md S126: "$17.00/hour, with a $0.50 raise after training", "$18.25/hour, +$0.75
      // after 6 months": a raise by an amount after a set time spans the base and the raised pay
      const step = m[3]
        ? null
        : new RegExp(
            `^[^$]{0,40}(?:\\+\\s?|\\ban?\\s+)${AMOUNT}(?:\\s*(?:\\/\\s?hr|\\/\\s?hour|per hour|an hour))?\\s*(?:(?:raise|increase|more)\\b[^$]{0,30}\\b(?:after|once|upon|at)\\b|(?:after|once|upon)\\b)`,
            'i',
          ).exec(line.slice((m.index ?? 0) + m[0].length));
      if (
        step &&
        max === min &&
        !/\b(tips?|bonus|differential|stipend|commission|premium|allowance)\b/i.test(step[0])
      ) {
        const increment = amount(step[1], step[2]);
        if (increment > 0 && increment < min * 0.2) max = Math.round((min + increment) * 100) / 100;
      }
      if (!(min > 0)) continue;
      const period =
        PERIODS.find(([, p]) => p.test(after.replace(/^\s*(usd|dollars)\b/i, '')))?.[0] ??
        (/\bhourly|per hour|an hour|\/hr\b/i.test(line)
          ? 'hour'
          : /\bweekly|per week\b/i.test(line)
            ? 'week'
            : /\bsalary|annual|per year|a year\b/i.test(line) || min >= 15_000
              ? 'year'
              : min <= 200 && /\b(pay|wage|rate|starting|compensation)\b/i.test(line)
                ? 'hour'
                : null);
      if (!period) continue;
      return { min, max: Math.max(min, max), period, currency: 'USD' };
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Head: title, company, place

const STATE = `(?:A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])`;
const CITY_STATE = new RegExp(
  // "Dayton, OH", and "Dayton OH" as a company line writes it ("Brightline Electric, Dayton OH")
  String.raw`\b([A-Z][a-zA-Z.'-]+(?:[ \t][A-Z][a-zA-Z.'-]+){0,3})(?:,[ \t]*|[ \t]+)${STATE}\b(?:[ \t]+\d{5})?`,
);
const LABEL = (names: string) => new RegExp(String.raw`^\s*(?:${names})\s*[:\-–|]\s*(.+)$`, 'im');
const TITLE_LABEL = LABEL(
  'job title|position title|working title|class title|classification|title|position|role|job|job posting|posting|opening|vacancy|now hiring|hiring',
);
const COMPANY_LABEL = LABEL(
  'company|employer|organi[sz]ation|hiring organi[sz]ation|agency|department|facility|company name',
);
const LOCATION_LABEL = LABEL('location|job location|work location|city|where');
/** "Overnight Caregiver - Harbor Home Care (Eugene, OR)": the title, the employer, the place in brackets. */
const TITLE_EMPLOYER_PLACE = new RegExp(
  String.raw`^(.{3,60}?)\s+[-–—]\s+([A-Z][^()]{1,60}?)\s*\(([^()]*\b${STATE})\)$`,
);

/** "LPN - Long-term care, Riverside Manor, Dayton OH": the title, the employer, the place, by commas. */
const TITLE_EMPLOYER_CITY = new RegExp(
  String.raw`^(.{3,60}?),\s+([A-Z][^,]{1,60}?),\s+([A-Z][a-zA-Z.'-]+(?:[ \t][A-Z][a-zA-Z.'-]+){0,3},?[ \t]+${STATE})$`,
);

/** The role the text says it seeks: "We are seeking a Line Cook", "Keystone Staffing is hiring Forklift Operators". */
const SOUGHT =
  /\b(?:seeking|hiring|looking for)\s+(?:(?:an?|our next)\s+(?:[a-z-]+\s+){0,2})?((?:[A-Z][\w/&()-]*\s?){1,6})/;

function headOf(text: string, hintTitle: string | undefined) {
  // a banner in asterisks is a line of its own ("*** TEMP-TO-HIRE ASSEMBLERS *** Redline Staffing …")
  const all = text
    .split('\n')
    .flatMap((l) => l.split(/\s*[*=#~]{2,}\s*/))
    .map((l) => l.trim())
    .filter(Boolean);
  // S158: a posting forwarded by email starts after the email's header, greeting and a line or two
  // of its own ("Saw this and thought of you.")
  const emailed = all.findIndex((l) => EMAIL_HEAD.test(l) || GREETING_LINE.test(l));
  let start = 0;
  if (emailed === 0 || (emailed > 0 && all.slice(0, emailed).every((l) => EMAIL_HEAD.test(l)))) {
    start = emailed;
    while (start < all.length && (EMAIL_HEAD.test(all[start] ?? '') || GREETING_LINE.test(all[start] ?? '')))
      start += 1;
    for (let chatter = 0; chatter < 3 && /[.!?]$/.test(all[start] ?? ''); chatter += 1) start += 1;
  }
  const lines = all.slice(start < all.length ? start : 0);
  const head = lines.slice(0, 8);
  let title = hintTitle?.trim() ?? '';
  let company = COMPANY_LABEL.exec(text)?.[1]?.trim() ?? '';
  let location = LOCATION_LABEL.exec(text)?.[1]?.trim() ?? '';
  // a labelled value that states hours or pay ("Classification: Classified, 7 hrs/day") is no title
  const labelled = TITLE_LABEL.exec(head.join('\n'))?.[1]?.trim() ?? '';
  if (!title && !/\d\s*(?:hrs?|hours?)\b|\$/i.test(labelled)) title = labelled;
  if (!title) {
    // "STATE OF COLUMBIA — DEPARTMENT OF SOCIAL SERVICES" names the employer above the title
    const agency = (l: string) =>
      /^(?:(?:the\s+)?(?:state|county|city|commonwealth|town|village|township|borough|department|office|division|bureau)\s+of)\b/i.test(
        l,
      ) && !CITY_STATE.test(l.replace(/^.*?\bof\s+/i, ''));
    // ...or beside it ("CITY OF MARROWSTONE — POLICE OFFICER RECRUIT")
    let first = '';
    for (const l of head) {
      if (
        /^(job (description|posting|announcement|opening|vacancy)|(?:position|vacancy) announcement|now hiring|we'?re hiring|hiring|(?:staffing|hiring|job) alert|hiring event|job fair|(?:open|walk-in) interviews|urgently hiring|immediate openings?)!*:?$/i.test(
          l,
        )
      )
        continue;
      if (!agency(l)) {
        first = l;
        break;
      }
      const pieces = l.split(/\s+[—–|-]\s+/);
      if (!company) company = pieces.filter(agency).join(' — ');
      const job = pieces.find((p) => !agency(p));
      if (job) {
        first = job;
        break;
      }
    }
    // "Carpenter - Finish / Framing. Hiring now in Boise." names the job in its first sentence
    const firstSentence = /^([^.!?]{3,80})[.!]\s+\S/.exec(first)?.[1] ?? first;
    // "Hairstylist wanted at Velvet & Vine Salon!": the job, then where
    // ...or "Night auditor wanted – Pine Motel, Ely NV" (S146)
    const wanted =
      /^([A-Z][^.!?]{2,60}?)\s+(?:wanted|needed)(?:\s+(?:at|for)\s+([^.!?]{2,60})|\s+[-–—]\s+([^.!?]{2,60}))?\s*!*$/i.exec(
        firstSentence,
      );
    const where = (wanted?.[2] ?? wanted?.[3])?.trim();
    if (where) {
      const place = CITY_STATE.exec(where);
      if (!company)
        company = place && place.index > 0 ? where.slice(0, place.index).replace(/[\s,]+$/, '') : where;
      if (!location && place && place.index > 0) location = place[0];
    }
    const candidate = (wanted?.[1] ?? firstSentence)
      .replace(/^(now hiring|we'?re hiring|hiring)\s*[:!-]?\s*/i, '')
      // "CDL-A OTR DRIVERS!!" is a title; a sentence that ends in "!" is not
      .replace(/^((?:\S+\s+){0,5}\S+?)!+$/, '$1');
    // a title may hold a heading's word ("Licensed Practical Nurse", "Physical Therapist"); a
    // heading is short or ends in a colon
    const heading = asHeading(candidate) && (/:$/.test(candidate) || candidate.split(/\s+/).length <= 3);
    // docs/decisions.md S126: a posting written as one paragraph opens with its title and employer
    // ("Warehouse Associate at Bluewater Home Goods Distribution Center, Joliet, IL – full-time, …")
    const opening =
      candidate.length > 100
        ? /^((?:[A-Z][\w/&'-]*\s){0,5}[A-Z][\w/&'-]*)\s+at\s+(?=[A-Z])/.exec(candidate)
        : null;
    // "Overnight Caregiver - Harbor Home Care (Eugene, OR)": the title, the employer, the place
    const withPlace = TITLE_EMPLOYER_PLACE.exec(candidate) ?? TITLE_EMPLOYER_CITY.exec(candidate);
    if (opening) title = (opening[1] as string).trim();
    else if (withPlace && CITY_STATE.test(withPlace[3] ?? '')) {
      title = (withPlace[1] ?? '').trim();
      if (!company) company = (withPlace[2] ?? '').trim();
      if (!location) location = (withPlace[3] ?? '').trim();
    } else if (candidate.length <= 100 && !/[.!?]$/.test(candidate) && !heading) {
      // "Registered Nurse | Mercy Hospital | Dayton, OH" and "Line Cook at The Oak Table"
      const pieces = candidate.split(
        /\s+[|•·]\s+|\s+—\s+|\s+–\s+(?=[A-Z].*(,|\bInc|\bLLC))|\s+at\s+(?=[A-Z])/,
      );
      title = (pieces[0] ?? '').trim();
      for (const piece of pieces.slice(1)) {
        const p = piece?.trim() ?? '';
        if (!p) continue;
        const place = CITY_STATE.exec(p);
        if (!location && place && place.index > 0 && !company) {
          // "Keystone Freight Lines, Harrisburg, PA"
          company = p.slice(0, place.index).replace(/[\s,]+$/, '');
          location = place[0];
        } else if (!location && (place || /\bremote\b/i.test(p))) location = p;
        else if (!company) company = p;
      }
    }
  }
  if (!title) {
    title = SOUGHT.exec(text)?.[1]?.trim() ?? '';
  }
  if (!company) {
    const second = head[1] ?? '';
    const firstIsTitle = head[0] && title && head[0].includes(title);
    if (firstIsTitle && second.length <= 80 && !/[.!?]$/.test(second) && !asHeading(second)) {
      const pieces = second.split(/\s+[|•·—–-]\s+/);
      for (const p of pieces) {
        const place = CITY_STATE.exec(p);
        if (!location && place && place.index > 0 && !company) {
          company = p
            .slice(0, place.index)
            .replace(/[\s,]+$/, '')
            .trim();
          location = place[0];
        } else if (!location && (place || /^remote\b/i.test(p))) location = p.trim();
        else if (!company && !/\$|\bper\b|full[- ]time|part[- ]time/i.test(p)) company = p.trim();
      }
    }
  }
  if (!company) {
    const about =
      /^about\s+(?!the\b|us\b|you\b|this\b|our\b|the role)([A-Z][\w&'’.,-]*(?:\s+[A-Z&][\w&'’.,-]*){0,5})\s*:?\s*$/m.exec(
        text,
      );
    const at = /\b(?:At|Join)\s+([A-Z][\w&'’.-]*(?:\s+[A-Z&][\w&'’.-]*){0,4}),\s/.exec(text);
    const is = /^([A-Z][\w&'’.-]*(?:\s+[A-Z&][\w&'’.-]*){0,4})\s+is\s+(?:hiring|seeking|looking)/m.exec(text);
    company = (about?.[1] ?? at?.[1] ?? is?.[1] ?? '').trim();
  }
  if (!location) location = CITY_STATE.exec(head.join('\n'))?.[0] ?? CITY_STATE.exec(text)?.[0] ?? '';
  const remoteText = `${head.join('\n')}\n${location}\n${/^.*\b(remote|work from home)\b.*$/im.exec(text)?.[0] ?? ''}`;
  const remote =
    /\b(fully remote|100% remote|remote[- ]first|work from home|remote position|remote role|remote opportunity|remote\s*\(|remote\s*[-–,]\s*(us|usa|united states)|^remote$|location:\s*remote)/im.test(
      remoteText,
    ) && !/\bnot (a )?remote|\bno remote|\bon-?site only/i.test(remoteText);
  return {
    title: title.slice(0, 200),
    company: company.replace(/[.,:;]$/, '').slice(0, 200),
    location: location.slice(0, 200),
    remote,
  };
}

// ---------------------------------------------------------------------------------------------

export function createPostingAnalyser(deps: PostingAnalyserDeps) {
  const readings = phraseReadings(deps.senses);
  /**
   * docs/decisions.md S103: the occupation a title names: a clear match; among choices, the one
   * whose O*NET technologies and title words the posting's text shows most (the resolver's order
   * breaks ties); nothing when the title names nothing.
   */
  function occupationOf(raw: string, text: string): { code: string; title: string } | null {
    // "SERVERS WANTED - Join the team": a call to apply is not the job
    const title =
      raw
        .replace(
          /\b(?:wanted|needed|join (?:the|our) team|now hiring|hiring now|urgently hiring|we'?re hiring|immediate (?:openings?|start)|apply today)\b!?/gi,
          ' ',
        )
        .replace(/^[\s\-–—|:!]+|[\s\-–—|:!]+$/g, '')
        .replace(/\s+/g, ' ')
        .trim() || raw;
    // "IT Help Desk Technician (Tier 1)": the words in brackets are a detail, never the job
    const variants = [
      title
        .replace(/\([^)]*\)/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      title,
      ...title.split(/\s+[-–—|/,:]\s+|\s*\(|,/).map((t) => t.trim()),
    ].filter((t, i, all) => t.length >= 3 && all.indexOf(t) === i);
    for (const variant of variants) {
      const found = deps.occupations.resolve(variant);
      if (found.kind === 'none') continue;
      const options = (found.kind === 'match' ? [found.option] : found.options).filter(
        (o): o is TitleMeaning & { code: string } => o.code !== null,
      );
      if (options.length === 0) continue;
      let best = options[0] as TitleMeaning & { code: string };
      if (found.kind === 'choices') {
        let bestScore = -1;
        for (const o of options) {
          const record = deps.occupations.get(o.code);
          const techs = (record?.technologies ?? []).filter(([name]) => namesTechnology(text, name)).length;
          const words = (record?.title ?? o.title)
            .toLowerCase()
            .split(/[^a-z]+/)
            .filter((w) => w.length > 3 && text.toLowerCase().includes(w)).length;
          // docs/decisions.md S125: and the duties of its own family the text names
          const duties = dutiesIn(text, familyDuties(o.code.slice(0, 2))).length;
          // a residual "All Other" occupation is taken only when nothing named fits as well
          const residual = /\bAll Other\b/.test(record?.title ?? o.title) ? 1 : 0;
          const score = techs + words + duties - residual;
          if (score > bestScore) {
            best = o;
            bestScore = score;
          }
        }
      }
      const record = deps.occupations.get(best.code);
      return { code: best.code, title: record?.title ?? best.title };
    }
    return null;
  }

  /** docs/decisions.md S125: the duty skills read in a posting of the family and its neighbours (the general ones when none). */
  const dutiesByFamily = new Map<string, DutyMatcher[]>();
  /** Every field's duty skills, for telling a posting from other text (S131). */
  let everyDuty: DutyMatcher[] | undefined;
  function allDuties(): DutyMatcher[] {
    everyDuty ??= dutyMatchers((deps.duties ?? []).flatMap((f) => f.skills));
    return everyDuty;
  }

  function dutiesFor(major: string | null): DutyMatcher[] {
    const key = major ?? 'any';
    let found = dutiesByFamily.get(key);
    if (!found) {
      const families = new Set(['general', ...(major ? [major, ...(NEIGHBOUR_FAMILIES[major] ?? [])] : [])]);
      found = dutyMatchers(
        (deps.duties ?? []).filter((f) => families.has(f.family)).flatMap((f) => f.skills),
      );
      dutiesByFamily.set(key, found);
    }
    return found;
  }

  /**
   * A credential the lexicon reads by itself: its whole name ("RN license", "EPA 608
   * certification") or one word of a list ("BLS" in "BLS/CPR"); a longer name that holds one
   * ("EPA Section 608 Universal") is the posting's own.
   */
  const knownCredential = (name: string) => {
    const entry = lexiconEntryOf(name) ?? lexiconEntryOf(name.replace(/licence/gi, 'license'));
    if (entry) return entry.kind === 'credential';
    return (
      !/\s/.test(name.trim()) && resumeSkills(name).some((n) => entryByName.get(n)?.kind === 'credential')
    );
  };

  /** The duty skills of one family alone, to tell which family a posting's work is in. */
  const ownDuties = new Map<string, DutyMatcher[]>();
  function familyDuties(major: string): DutyMatcher[] {
    let found = ownDuties.get(major);
    if (!found) {
      found = dutyMatchers((deps.duties ?? []).filter((f) => f.family === major).flatMap((f) => f.skills));
      ownDuties.set(major, found);
    }
    return found;
  }

  function requirementsOf(
    clauses: readonly Clause[],
    code: string | null,
    header: { company: string; location: string },
  ): PostingRequirement[] {
    const found = new Map<string, PostingRequirement & { section: SectionKind }>();
    const add = (name: string, kind: RequirementKind, clause: Clause) => {
      const id = `${kind}:${name.toLowerCase()}`;
      const existing = found.get(id);
      // a requirement asked for anywhere as required is required; its quote is best from the
      // requirements themselves
      if (
        existing &&
        (existing.importance === 'required' || clause.importance === 'preferred') &&
        !(
          existing.importance === clause.importance &&
          SECTION_RANK[clause.section] > SECTION_RANK[existing.section]
        )
      )
        return;
      found.set(id, {
        id,
        name,
        kind,
        importance: clause.importance,
        quote: clause.quote.slice(0, 500),
        section: clause.section,
      });
    };
    const technologies = code ? (deps.occupations.get(code)?.technologies ?? []) : [];
    const major = code?.slice(0, 2) ?? null;
    const ownFamilies = new Set(major ? [major, ...(NEIGHBOUR_FAMILIES[major] ?? [])] : []);
    const credentials = code ? deps.credentialsOf(code) : [];
    const duties = dutiesFor(major);
    // the employer's and the place's names are no requirement ("Harbor Grill is hiring" asks for no grill)
    const own = [header.company, header.location].filter((n) => n.length >= 3);
    // nor is the posting's own hiring ("We're hiring a line cook" asks for no hiring skill)
    const masked = (text: string) =>
      own
        .reduce((t, n) => t.split(n).join(' '.repeat(n.length)), text)
        .replace(
          /\b(?:(?:we are|we're|now|is|are|currently)\s+hiring|hiring now)\b|^\s*hiring\s*[:!-]/gi,
          (m) => ' '.repeat(m.length),
        )
        // docs/decisions.md S126: what the posting says it does not ask for ("a 26-foot box truck
        // (non-CDL)", "no CDL needed", "CDL not required") or offers ("tuition help toward your RN")
        // is no requirement
        .replace(NOT_ASKED, (m) => ' '.repeat(m.length));
    // a sentence about the employer before any heading ("Parcelly ships orders for 300 brands", "Our
    // hygienists and front desk have been together for years") says what the employer does, not
    // what the job asks; one that speaks to the reader or of the hire is read
    // (the employer's own name, not "The" of "The Harbor Light Inn")
    const employerFirst = header.company.split(/\s+/).find((w) => !/^(?:the|a|an)$/i.test(w)) ?? '';
    const aboutEmployer = (text: string) =>
      (/^(?:we|we're|we've|our|at\s+[A-Z]\w*|founded|since)\b/i.test(text) ||
        (employerFirst.length >= 3 && text.startsWith(employerFirst))) &&
      !/\b(?:you|your|you'll|you're|looking for|seeking|hiring|need|needs|require[sd]?|must)\b/i.test(text);
    for (const original of clauses) {
      if (original.section === 'neutral' && aboutEmployer(original.text)) continue;
      // docs/decisions.md S125: a physical-demands section states physical requirements only
      if (original.section === 'physical') {
        for (const p of physicalIn(original.text)) add(p, 'physical', original);
        continue;
      }
      // docs/decisions.md S126: a step of the hiring process ("psychological evaluation") is that
      // condition of hire and its words nothing else; a phrase in which a lexicon word means
      // something else ("set up fixtures") is read as what it names, and not as the lexicon's skill
      // unless the sentence names that skill elsewhere too
      let read = masked(original.text);
      const otherSense = new Set<string>();
      for (const { re, name, kind, skill } of readings)
        read = read.replace(re, (m, before: string) => {
          if (name) add(name, kind, original);
          return skill ? m : before + ' '.repeat(m.length - before.length);
        });
      for (const { re, skill } of readings)
        if (skill && read.search(re) >= 0 && !resumeSkills(read.replace(re, ' ')).includes(skill))
          otherSense.add(skill);
      // docs/decisions.md S126: a maker's name before a list names each ("CompTIA A+ or Network+" is
      // also CompTIA Network+, "Microsoft Outlook and Word" also Microsoft Word)
      // (the lexicon's entries of that maker only)
      const spelled = [...read.matchAll(MAKER_LIST)].filter((m) =>
        resumeSkills(`${m[1]} ${m[2]}`).some((n) =>
          n.toLowerCase().startsWith((m[1] as string).toLowerCase()),
        ),
      );
      const clause = { ...original, text: read };
      const lexText = [read, ...spelled.map((m) => `${m[1]} ${m[2]}`)].join('\n');
      // docs/decisions.md S125: "Typing speed of 35+ WPM" is that speed, not data entry
      const typing = typingIn(clause.text);
      if (typing) add(typing, 'skill', clause);
      const names = resumeSkills(lexText).filter(
        (n) => !(typing && n === 'Data entry' && !/\bdata\b/i.test(clause.text)) && !otherSense.has(n),
      );
      for (const name of names) {
        const entry = entryByName.get(name);
        if (!entry) continue;
        // docs/decisions.md S105: another field's skill counts only when named as that field names it
        const family = deps.lexiconFamilyOf(entry.name);
        // what every field lists counts by its own name too ("strong communication skills"), unless
        // that name is an everyday word ("our organization", "property management")
        const byName =
          family === 'general' &&
          !EVERYDAY_NAMES.has(entry.name) &&
          containsTerm(folded(lexText), folded(entry.name));
        if (
          !ownFamilies.has(family) &&
          !byName &&
          !namesDistinctly(lexText, entry, major !== null && family !== 'general')
        )
          continue;
        // "report changes to the RN", "supervise CNAs": a credential named only by its holder's
        // abbreviation, in a sentence that asks for no credential, names a colleague
        if (
          entry.kind === 'credential' &&
          (heldByAbbreviationOnly(clause.text, entry) || colleaguesOnly(clause.text, entry))
        )
          continue;
        add(entry.name, kindOfEntry(entry), clause);
      }
      for (const [tech] of technologies) {
        if (lexiconEntryOf(tech)) continue;
        if (
          technologyTerms(tech).some((t) => containsTerm(clause.text, t)) &&
          !names.some((n) => sameSkill(n, tech))
        )
          add(tech, 'tool', clause);
      }
      // docs/decisions.md S126: the words a lexicon credential was read from name that credential only
      // ("Valid Class A Commercial Driver's License" is CDL Class A, not also the family's "Commercial
      // Driver's License (Class A, B or C)")
      const credentialSpans = names.flatMap((n) => {
        const entry = entryByName.get(n);
        return entry?.kind === 'credential'
          ? [entry.name, ...entry.aliases].flatMap((t) => termSpans(clause.text, t))
          : [];
      });
      for (const credential of credentials) {
        if (!credentialTerms(credential.name).some((t) => containsTerm(clause.text, t))) continue;
        if (
          credentialTerms(credential.name).every((t) =>
            termSpans(clause.text, t).every((x) =>
              credentialSpans.some((y) => x.start < y.end && y.start < x.end),
            ),
          )
        )
          continue;
        if (
          names.some(
            (n) =>
              sameSkill(n, credential.name) || credentialTerms(credential.name).some((t) => sameSkill(n, t)),
          )
        )
          continue;
        add(credential.name, credential.kind === 'licence' ? 'licence' : 'credential', clause);
      }
      const phrase = LICENCE_PHRASE.exec(clause.text);
      if (phrase && !names.some((n) => LICENCE_NAMES.test(n))) {
        const name = `${phrase[1]} ${phrase[2]?.toLowerCase() === 'licensure' ? 'license' : phrase[2]}`;
        if (!/^(A|An|The|Valid|Current|Active)$/.test(phrase[1] ?? '')) add(name, 'licence', clause);
      }
      // docs/decisions.md S125: the work itself, the body's physical demands, the field experience
      // and the languages it asks for
      // a duty the lexicon read under the same name is read once (one it left out, as another
      // field's word, the duty list reads); the lexicon's wider entries ("ServiceNow" for
      // ticketing) do not stand for the duty
      const known = (name: string) =>
        [...found.values()].some((r) => r.name.toLowerCase() === name.toLowerCase());
      for (const duty of dutiesIn(clause.text, duties)) if (!known(duty)) add(duty, 'skill', clause);
      for (const p of physicalIn(clause.text)) add(p, 'physical', clause);
      for (const c of conditionsIn(clause.text)) add(c, 'condition', clause);
      const named = clause.section !== 'duties' ? credentialsIn(clause.text, knownCredential) : [];
      // software the lexicon does not name ("EnterpriseRx", "Experience with Lenel or Genetec"), not
      // a word of a credential's name ("QuickBooks ProAdvisor certification")
      const products = productsIn(clause.text, header.company).filter(
        (p) =>
          !lexiconEntryOf(p) &&
          !names.some((n) => lexiconEntryOf(n) === lexiconEntryOf(p.split(' ')[0] ?? '')) &&
          !technologies.some(([t]) => sameSkill(t, p)) &&
          !credentials.some((c) => credentialTerms(c.name).includes(p)) &&
          !named.some((c) => c.name.includes(p)),
      );
      for (const p of products) add(p, 'tool', clause);
      if (clause.section !== 'duties')
        for (const e of fieldExperienceIn(clause.text)) {
          const field = e.replace(/ experience$/, '');
          // "Epic experience" is Epic, read above; "forklift experience" the Forklift duty;
          // "HMIS experience" the tool HMIS
          if (resumeSkills(field).length > 0 || dutiesIn(field, duties).length > 0) continue;
          if (products.some((p) => field.includes(p))) continue;
          add(e, 'experience', clause);
        }
      for (const language of languagesIn(clause.text))
        if (!names.includes(language)) add(language, 'skill', clause);
      if (clause.section !== 'duties')
        for (const c of named) {
          // one already read by its own name ("Certified Bookkeeper (CB)", the family's) is read once
          if (
            [...found.values()].some(
              (r) =>
                (r.kind === 'credential' || r.kind === 'licence') &&
                c.name.toLowerCase().includes(r.name.toLowerCase()),
            )
          )
            continue;
          // a lexicon name read inside it from this sentence is this credential ("EPA 608" in "EPA
          // Section 608 Universal certification", "CPP" in "Certified Payroll Professional (CPP)")
          for (const inner of resumeSkills(c.name)) {
            const entry = entryByName.get(inner);
            if (!entry) continue;
            const id = `${kindOfEntry(entry)}:${inner.toLowerCase()}`;
            if (found.get(id)?.quote === clause.quote.slice(0, 500)) found.delete(id);
          }
          add(c.name, c.licence ? 'licence' : 'credential', clause);
        }
    }
    // docs/decisions.md S126: "RN license or multistate compact license", "(or multistate compact
    // license)", "a multistate license or a New Mexico license": the licence to practise named in its
    // other forms is the one licence the sentence asks for
    const otherForm = (name: string) =>
      /\b(?:compact|multistate)\b/i.test(name) || /^licen[cs]e$/i.test(name.replace(STATE_FIRST, ''));
    for (const r of [...found.values()])
      if (
        r.kind === 'licence' &&
        otherForm(r.name) &&
        [...found.values()].some((o) => o.kind === 'licence' && o.quote === r.quote && !otherForm(o.name))
      )
        found.delete(r.id);
    // "Valid state Multiple Subject Teaching Credential (or Intern credential)": a credential offered
    // in brackets as the other way to meet the same requirement is that requirement
    const credentialKind = (k: RequirementKind) => k === 'licence' || k === 'credential';
    for (const r of [...found.values()]) {
      if (!credentialKind(r.kind)) continue;
      const alternatives = [...r.quote.matchAll(/\((?:or|and\/or)\s+([^)]*)\)/gi)].map((m) => m[1] ?? '');
      const inBracket = (name: string) =>
        alternatives.some((a) => a.toLowerCase().includes(name.toLowerCase()));
      if (
        inBracket(r.name) &&
        [...found.values()].some(
          (o) => o !== r && credentialKind(o.kind) && o.quote === r.quote && !inBracket(o.name),
        )
      )
        found.delete(r.id);
    }
    return [...found.values()].map(({ section: _s, ...r }) => r);
  }

  return {
    analyse(input: string, hint?: { title?: string }): PostingAnalysisResult {
      // docs/product.md §3 Posting, bad input: pasted HTML is read as its text, never kept as HTML
      const looksHtml =
        /<(p|div|br|li|ul|ol|h[1-6]|span|strong|b|table|body|html)\b[^>]*>/i.test(input) ||
        /&lt;(p|div|li|ul|br)\b/i.test(input);
      const text = (looksHtml ? htmlToText(input) : input.replace(/\r\n?/g, '\n')).trim();
      if (!text) return { ok: false, reason: POSTING_REJECTIONS.empty };
      if (text.length > POSTING_MAX_CHARS) return { ok: false, reason: POSTING_REJECTIONS.tooLong };
      const tokens = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
      const letters = text.match(/\p{L}/gu)?.length ?? 0;
      const latin = text.match(/[A-Za-z]/g)?.length ?? 0;
      const english = tokens.filter((t) => ENGLISH_WORDS.has(t)).length;
      const other = tokens.filter((t) => OTHER_LANGUAGE_WORDS.has(t)).length;
      // docs/decisions.md S104: mostly non-Latin letters, or few of the commonest English words and
      // more of another language's (S131: a terse English posting has few of either)
      if (
        tokens.length >= 12 &&
        (latin < letters * 0.7 || (english < tokens.length * 0.06 && other > english))
      )
        return { ok: false, reason: POSTING_REJECTIONS.notEnglish };
      if (looksLikeResume(text)) return { ok: false, reason: POSTING_REJECTIONS.resume };
      if (looksLikeLetter(text)) return { ok: false, reason: POSTING_REJECTIONS.coverLetter };
      if (looksLikeNews(text)) return { ok: false, reason: POSTING_REJECTIONS.notAPosting };
      if (looksLikeEmail(text)) return { ok: false, reason: POSTING_REJECTIONS.email };
      if (looksLikeCourse(text)) return { ok: false, reason: POSTING_REJECTIONS.course };
      if (looksPersonal(text)) return { ok: false, reason: POSTING_REJECTIONS.personal };
      if (looksLikeContract(text)) return { ok: false, reason: POSTING_REJECTIONS.contract };
      if (EXPIRED.test(text)) return { ok: false, reason: POSTING_REJECTIONS.expired };
      // S131: the work a posting describes in its own verbs ("Run tractors for tillage", "load and
      // secure freight") speaks of duties as well as the word "duties" does
      const said = JOB_SIGNALS.map(
        (s, i) => s.test(text) || (i === DUTY_SIGNAL && dutiesIn(text, allDuties()).length >= 2),
      );
      const signals = said.filter(Boolean).length;
      const head = headOf(text, hint?.title);
      // S131: a terse posting of bullets is shorter, and says more of what a posting says; S146: a
      // short ad says the job, its pay and who is hired or how to apply
      const shortAd =
        tokens.length >= MIN_AD_WORDS &&
        tokens.length < MIN_WORDS &&
        // a person's own words ("I make $15/hr as a cashier, should I apply elsewhere?") are no ad
        text.match(FIRST_PERSON) === null &&
        !/\?\s*$/.test(text) &&
        said[PAY_SIGNAL] === true &&
        (said[JOB_SIGNAL] === true || said[APPLY_SIGNAL] === true) &&
        head.title !== '' &&
        deps.occupations.resolve(head.title).kind !== 'none';
      const enough =
        (tokens.length >= MIN_WORDS && signals >= MIN_JOB_SIGNALS) ||
        (tokens.length >= MIN_TERSE_WORDS && signals >= TERSE_JOB_SIGNALS) ||
        shortAd;
      if (!enough) return { ok: false, reason: POSTING_REJECTIONS.notAPosting };

      // the title, company and place lines are not requirements
      const headLines = new Set(
        text
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean)
          .slice(0, 3)
          .filter((l) => l.length <= 120)
          // S146: a short ad of one line ("Cashier PT – Quik Fuel, Lubbock TX. $13/hr. Run register,
          // stock coolers.") is the posting itself, not only its head
          .filter((l) => !/[.!?]\s+\S.*[.!?]\s+\S/.test(l))
          .filter(
            (l) =>
              (head.title && l.includes(head.title)) ||
              (head.company && l.includes(head.company)) ||
              (head.location && l.includes(head.location) && l.length < 80),
          ),
      );
      const clauses = clausesOf(text, headLines);
      // the title the head names, else the one the text says it seeks ("We are seeking a Line Cook")
      const sought = SOUGHT.exec(text)?.[1]?.trim();
      const occupation =
        (head.title ? occupationOf(head.title, text) : null) ?? (sought ? occupationOf(sought, text) : null);
      const requirements = requirementsOf(clauses, occupation?.code ?? null, head);
      // S146: a short ad that names its job is a posting though nothing it asks for is known by name
      if (
        requirements.length === 0 &&
        !clauses.some((c) => c.section === 'duties' || c.section === 'required') &&
        !(shortAd && occupation)
      )
        return { ok: false, reason: POSTING_REJECTIONS.notAPosting };
      const yearsExperience = yearsOf(text, clauses);
      const education = educationOf(clauses);
      // docs/decisions.md S125: a degree read as a credential from the sentence that gives the
      // posting's minimum education ("Associate degree in nursing (ADN)") is that education
      if (education) {
        const educationQuote = clauses.find((c) => c.text.includes(education))?.quote;
        for (let i = requirements.length - 1; i >= 0; i--) {
          const r = requirements[i] as PostingRequirement;
          const entry = entryByName.get(r.name);
          if (
            r.kind === 'credential' &&
            r.importance === 'required' &&
            r.quote === educationQuote &&
            entry?.aliases.some((a) =>
              /\b(degree|bachelor'?s?|master'?s?)\b|\bassociate (degree|of)\b/i.test(a),
            )
          )
            requirements.splice(i, 1);
        }
      }
      const extra: PostingRequirement[] = [];
      if (education) {
        const quote = clauses.find((c) => c.text.includes(education))?.quote ?? education;
        extra.push({
          id: `education:${education.toLowerCase()}`,
          name: education,
          kind: 'education',
          importance: 'required',
          quote,
        });
      }
      for (const { name, clause } of preferredEducationOf(clauses)) {
        const id = `education:${name.toLowerCase()}`;
        if (name === education || extra.some((e) => e.id === id)) continue;
        extra.push({
          id,
          name,
          kind: 'education',
          importance: 'preferred',
          quote: clause.quote.slice(0, 500),
        });
      }
      if (yearsExperience !== null && yearsExperience > 0) {
        const name = `${yearsExperience} ${yearsExperience === 1 ? 'year' : 'years'} of experience`;
        const quote = clauses.find((c) => YEARS.test(c.text) && /experience/i.test(c.text))?.quote ?? name;
        extra.push({ id: `experience:${name}`, name, kind: 'experience', importance: 'required', quote });
      }
      return {
        ok: true,
        ...head,
        analysis: {
          occupation,
          requirements: [...requirements, ...extra],
          yearsExperience,
          education,
          licences: requirements
            .filter((r) => r.kind === 'licence' && r.importance === 'required')
            .map((r) => r.name),
          pay: payOf(text),
        },
      };
    },
  };
}

export type PostingAnalyser = ReturnType<typeof createPostingAnalyser>;

/** The analyser's collaborators from the app's occupations and career content (composition, tests, bench). */
export function postingAnalyserDeps(
  occupations: PostingAnalyserDeps['occupations'],
  lexicons: ReadonlyArray<{ file: string; data: { entries: ReadonlyArray<{ name: string }> } }>,
  content: {
    familyOf(code: string):
      | {
          pack: { credentials: ReadonlyArray<{ name: string; kind: string }> };
          subFamily: { credentials: ReadonlyArray<{ name: string; kind: string }> } | null;
        }
      | undefined;
  },
  duties: PostingDuties = loadPostingDuties(),
  senses: PostingSenses = loadPostingSenses(),
): PostingAnalyserDeps {
  const families = new Map<string, string>();
  for (const { file, data } of lexicons) {
    const major = /(\d{2})-[^/]*\.json$/.exec(file)?.[1] ?? 'general';
    for (const entry of data.entries) if (!families.has(entry.name)) families.set(entry.name, major);
  }
  return {
    occupations,
    lexiconFamilyOf: (name) => families.get(name) ?? 'general',
    duties: duties.families,
    senses,
    credentialsOf: (code) => {
      const family = content.familyOf(code);
      return family ? [...(family.subFamily?.credentials ?? []), ...family.pack.credentials] : [];
    },
  };
}
