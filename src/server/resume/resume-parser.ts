/**
 * Reads a resume's extracted text into the structured resume (docs/decisions.md S88): contact,
 * summary, experience roles, education, skills, certifications and licences, projects, and any
 * other section as written. Nothing is dropped: a line the parser cannot place stays in its
 * section as written, so the generator and the files keep every fact.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  RESUME_SECTION_KINDS,
  type ResumeContact,
  type ResumeRole,
  type ResumeSection,
  type ResumeSectionKind,
  type SkillGroup,
  type StructuredResume,
} from '../../shared/structured-resume.ts';
import { US_STATES } from '../../shared/us-states.ts';
import { isPastVerb } from '../ai/local/bullet-writer.ts';

/** Section headings and the words that mark a job title, a degree or a school: data a reviewer can read. */
const vocabularySchema = z.object({
  headings: z.record(z.enum([...RESUME_SECTION_KINDS, 'contact']), z.array(z.string().min(1))),
  roleWords: z.array(z.string().min(1)),
  degreeWords: z.array(z.string().min(1)),
  schoolWords: z.array(z.string().min(1)),
  /** Words that name an employer ("Mercy Hospital", "Acme Corp", "Swift Transportation"). */
  organizationWords: z.array(z.string().min(1)),
  /** First words of two-word cities ("San Jose", "Fort Worth"); any other city is read as one word. */
  cityFirstWords: z.array(z.string().min(1)),
});
export const RESUME_VOCABULARY = vocabularySchema.parse(
  JSON.parse(readFileSync(new URL('./resume-vocabulary.json', import.meta.url), 'utf8')),
);

type HeadingKind = ResumeSectionKind | 'contact';
const HEADINGS = new Map<string, HeadingKind>();
for (const [kind, names] of Object.entries(RESUME_VOCABULARY.headings))
  for (const n of names) HEADINGS.set(n, kind as HeadingKind);
const ROLE_WORDS = new Set(RESUME_VOCABULARY.roleWords);
const DEGREE = new RegExp(
  `(^|[\\s(])(${RESUME_VOCABULARY.degreeWords.map((w) => w.replace(/[.']/g, (c) => `\\${c}`)).join('|')})(?=$|[\\s,)])`,
  'i',
);
const SCHOOL = new RegExp(`\\b(${RESUME_VOCABULARY.schoolWords.join('|')})\\b`, 'i');
const ORGANIZATION = new RegExp(
  `(^|\\s)(${RESUME_VOCABULARY.organizationWords.map((w) => w.replace(/\./g, '\\.')).join('|')})(?=$|[\\s,])`,
  'i',
);

const headingKey = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** The kind of a line that is a section heading, or null. */
export function headingKind(line: string): HeadingKind | null {
  const body = line.trim().replace(/:$/, '');
  if (!body || body.length > 48 || /[@\d|•]/.test(body)) return null;
  const known = HEADINGS.get(headingKey(body));
  if (known) return known;
  // "Leadership and Work Experience", "Computer Engineering Experience": a heading word last
  const key = headingKey(body).split(' ');
  const last = HEADINGS.get(key.at(-1) ?? '');
  if (last && key.length <= 5 && !/[,.;]/.test(body) && /^[A-Z]/.test(body)) return last;
  // an unknown heading in capitals ("VOLUNTEER WORK", "PATIENT CARE HIGHLIGHTS")
  const letters = body.replace(/[^A-Za-z]/g, '');
  const words = body.split(/\s+/);
  if (letters.length >= 4 && letters === letters.toUpperCase() && words.length <= 4 && !/[,.;]/.test(body))
    return 'other';
  return null;
}

/** "Skills: Epic EHR, Pyxis" → the heading and its first line, for headings written inline. */
function inlineHeading(line: string): { kind: HeadingKind; heading: string; rest: string } | null {
  const m = /^([A-Za-z][A-Za-z &/]{2,40}):\s+(\S.*)$/.exec(line.trim());
  if (!m?.[1] || !m[2]) return null;
  const kind = HEADINGS.get(headingKey(m[1]));
  return kind ? { kind, heading: m[1].trim(), rest: m[2] } : null;
}

const BULLET = /^\s*(?:[•●▪◦‣∙·*–—-]\s*|\d{1,2}[.)]\s+|[\u{f000}-\u{f8ff}]\s*)(?=\S)/u;
const stripBullet = (line: string) => line.replace(BULLET, '').trim();
const isBullet = (line: string) => BULLET.test(line);

const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|spring|summer|fall|autumn|winter)\\.?';
const ONE_DATE = `(?:${MONTH}\\s*(?:\\d{1,2},\\s*)?(?:19|20)\\d{2}|\\d{1,2}/(?:19|20)?\\d{2}|(?:19|20)\\d{2})`;
const END = `(?:${ONE_DATE}|present|current|now|today|ongoing)`;
const DATE_RANGE = new RegExp(
  `\\(?\\b${ONE_DATE}(?:\\s*(?:[-–—]|to|until)\\s*${END}|\\s+${ONE_DATE})?\\b\\)?|\\(?\\b(?:since|expected)\\s+${ONE_DATE}\\)?`,
  'i',
);
export const hasDate = (line: string) => DATE_RANGE.test(line);

const STATE_NAMES = Object.values(US_STATES).join('|');
const STATE_CODES = Object.keys(US_STATES).join('|');
const CITY_FIRST = RESUME_VOCABULARY.cityFirstWords.map((w) => w.replace(/\./g, '\\.')).join('|');
/** "Chicago, IL", "San Jose, CA", "Remote": so "Northwind Labs Bellevue, WA" keeps its employer. */
const PLACE = new RegExp(
  `\\b(?:(?:(?:${CITY_FIRST})\\s+)?[A-Z][A-Za-z.'’-]+,\\s*(?:${STATE_CODES}|${STATE_NAMES})\\b(?!\\s+[A-Z][a-z])|\\bRemote\\b|\\bHybrid\\b|\\bOn-site\\b)`,
);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
/** A phone as written, its brackets and "+1" kept ("(312) 555-0142", "(+1) 312-555-0123"). */
const PHONE =
  /(?:\(\+?\d{1,3}\)\s?|\+\d{1,3}[\s.-]?)?(?:\(\d{3}\)\s?|\b\d{3}[\s.\-–‐\u00ad]{0,3})\d{3}[\s.\-–‐\u00ad]{0,3}\d{4}\b(?:\s*(?:x|ext\.?)\s*\d{1,5})?/;
const LINK =
  /(?:https?:\/\/)?(?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|org|net|io|dev|me|co|edu|app|ai|us|info)(?:\/[\w\-./~%#?=&]*)?/i;

function emptyContact(): ResumeContact {
  return { name: '', headline: '', email: '', phone: '', location: '', links: [], other: [] };
}

/** Contact lines: the name, a headline, then email, phone, place and links in any order and separator. */
function readContact(lines: string[], contact: ResumeContact) {
  for (const raw of lines) {
    let rest = stripBullet(raw);
    let found = false;
    const take = (re: RegExp): string => {
      const m = re.exec(rest);
      if (!m) return '';
      rest = `${rest.slice(0, m.index)} | ${rest.slice(m.index + m[0].length)}`;
      found = true;
      return m[0].trim();
    };
    if (!contact.email) contact.email = take(EMAIL);
    if (!contact.phone) contact.phone = take(PHONE);
    for (let link = take(LINK); link; link = take(LINK)) contact.links.push(link);
    if (!contact.location) {
      const place = new RegExp(PLACE.source.replace('|\\bRemote\\b|\\bHybrid\\b|\\bOn-site\\b', '')).exec(
        rest,
      );
      if (
        place &&
        (found || rest.replace(place[0], '').replace(/[\s|·•,]/g, '').length === 0 || contact.name)
      ) {
        contact.location = place[0];
        rest = rest.replace(place[0], ' | ');
        found = true;
      }
    }
    const pieces = rest
      .split(/\s*[|·•◆♦∙]\s*|\s{2,}|\t/)
      .map((p) =>
        p
          .trim()
          .replace(/^[,;:]+|[,;:]+$/g, '')
          .trim(),
      )
      .filter((p) => p && /[\p{L}\p{N}]/u.test(p));
    if (!contact.name && pieces.length && !found) {
      contact.name = pieces.join(' ');
      continue;
    }
    // "Chanchal" / "Sharma": a name set on two lines
    if (
      !found &&
      !contact.headline &&
      /^\p{Lu}[\p{L}'’-]+$/u.test(contact.name) &&
      /^\p{Lu}[\p{L}'’-]+$/u.test(rest.trim())
    ) {
      contact.name = `${contact.name} ${rest.trim()}`;
      continue;
    }
    if (!found && !contact.headline && pieces.length) {
      contact.headline = pieces.join(' · ');
      continue;
    }
    contact.other.push(...pieces);
  }
}

function splitSkills(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of text) {
    if (ch === '(' || ch === '[') depth++;
    if (ch === ')' || ch === ']') depth = Math.max(0, depth - 1);
    if (depth === 0 && /[,;•·|]/.test(ch)) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((s) => s.trim().replace(/\.$/, '').trim()).filter(Boolean);
}

function readSkills(lines: string[]): SkillGroup[] {
  const groups: SkillGroup[] = [];
  for (const raw of lines) {
    const body = stripBullet(raw);
    const labelled = /^([A-Za-z][A-Za-z &/+-]{1,40}):\s*(.*)$/.exec(body);
    if (labelled?.[1] && labelled[2] !== undefined) {
      const items = splitSkills(labelled[2]);
      if (items.length) groups.push({ label: labelled[1].trim(), items });
      else groups.push({ label: '', items: [labelled[1].trim()] });
      continue;
    }
    const items = splitSkills(body);
    const last = groups.at(-1);
    if (last && !last.label) last.items.push(...items);
    else if (items.length) groups.push({ label: '', items });
  }
  return groups;
}

const words = (s: string) => s.toLowerCase().match(/[a-z][a-z.'’]*/g) ?? [];
const hasRoleWord = (s: string) =>
  words(s).some((w) => ROLE_WORDS.has(w.replace(/[.'’]+$/, '').replace(/s$/, '')) || ROLE_WORDS.has(w));

/** A job, degree or project header rather than a sentence: short, mostly capitalised or dated. */
function isHeaderLine(line: string): boolean {
  const body = line.trim();
  if (hasDate(body) && body.split(/\s+/).length <= 16) return true;
  const ws = body.split(/\s+/);
  if (isPastVerb(ws[0] ?? '')) return false;
  if (/[.!?]$/.test(body) && ws.length > 6) return false;
  const capitalised = ws.filter((w) => /^[A-Z0-9(&]/.test(w)).length;
  return ws.length <= 10 && capitalised / ws.length >= 0.6;
}

const ROLE_SEPARATORS =
  /\s+[|—–·•@-]\s+|\s*\|\s*|,\s+(?!(?:Inc|LLC|Ltd|Corp|Co|LLP|PLLC|P\.?C)\b)|\t|\s{2,}|\s+·|·\s+/y;
const ROLE_SEPARATORS_AT = new RegExp(`${ROLE_SEPARATORS.source}|\\s+at\\s+`, 'y');

/** Splits at separators outside brackets: "Apprenticeship (IBEW Local 640), 2019" keeps its bracket. */
function splitOutsideBrackets(text: string, separators: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '(' || ch === '[') depth++;
    else if ((ch === ')' || ch === ']') && depth > 0) depth--;
    else if (depth === 0) {
      separators.lastIndex = i;
      const m = separators.exec(text);
      if (m && m[0].length > 0) {
        out.push(text.slice(from, i));
        from = i + m[0].length;
        i = from - 1;
      }
    }
  }
  out.push(text.slice(from));
  return out;
}

/** Splits a role's header lines into title, organization, place and dates; the rest stays as details. */
function readRoleHeader(header: string[], kind: ResumeSectionKind): ResumeRole {
  const role: ResumeRole = { title: '', organization: '', location: '', dates: '', details: [], bullets: [] };
  const pieces: string[] = [];
  for (const raw of header) {
    let rest = raw;
    if (!role.dates) {
      const d = DATE_RANGE.exec(rest);
      if (d) {
        role.dates = d[0].replace(/^\(|\)$/g, '').trim();
        rest = `${rest.slice(0, d.index)} | ${rest.slice(d.index + d[0].length)}`;
      }
    }
    if (!role.location) {
      const p = PLACE.exec(rest);
      if (p) {
        role.location = p[0].trim();
        rest = `${rest.slice(0, p.index)} | ${rest.slice(p.index + p[0].length)}`;
      }
    }
    const split = splitOutsideBrackets(rest, kind === 'experience' ? ROLE_SEPARATORS_AT : ROLE_SEPARATORS)
      .map((p) =>
        p
          .trim()
          .replace(/^[,;:]+|[,;:]+$/g, '')
          .trim(),
      )
      .map((p) => (/^\([^()]*\)$/.test(p) ? p.slice(1, -1) : p))
      .filter((p) => p && /[\p{L}\p{N}]/u.test(p));
    pieces.push(...split);
  }
  const isTitle = (p: string) =>
    kind === 'education' ? DEGREE.test(p) : kind === 'projects' ? false : hasRoleWord(p);
  const isOrg = (p: string) =>
    kind === 'education' ? SCHOOL.test(p) : kind === 'experience' && ORGANIZATION.test(p) && !hasRoleWord(p);
  let ti = pieces.findIndex(isTitle);
  if (ti < 0 && pieces.length) ti = pieces.findIndex((p) => !isOrg(p));
  if (ti < 0 && pieces.length) ti = 0;
  if (ti >= 0) role.title = pieces.splice(ti, 1)[0] ?? '';
  if (kind !== 'projects' || pieces.length) {
    let oi = pieces.findIndex(isOrg);
    if (oi < 0 && kind !== 'projects') oi = 0;
    if (oi >= 0 && pieces[oi]) role.organization = pieces.splice(oi, 1)[0] ?? '';
  }
  if (pieces.length) role.details.push(pieces.join(', '));
  return role;
}

const NUMBER = /\d/;
export const needsResult = (text: string) => !NUMBER.test(text);

/** "Beacon Financial McLean, VA" over "Software Engineering Intern Jun. 2024 – Aug. 2024": a role starts. */
const overDatedHeader = (next: string | null | undefined) =>
  !!next && !isBullet(next) && hasDate(next) && isHeaderLine(next);

/** Experience, education and projects: roles with header lines and bullets. */
function readRoles(
  lines: Array<string | null>,
  kind: ResumeSectionKind,
): { roles: ResumeRole[]; lines: string[] } {
  interface Draft {
    header: string[];
    bullets: string[];
    glyphs: boolean;
  }
  const drafts: Draft[] = [];
  let cur: Draft | null = null;
  let afterBreak = false;
  let lastWasBullet = false;
  const start = (line: string) => {
    cur = { header: [line], bullets: [], glyphs: false };
    drafts.push(cur);
    lastWasBullet = false;
  };
  for (const [index, line] of lines.entries()) {
    if (line === null) {
      afterBreak = true;
      lastWasBullet = false;
      continue;
    }
    const c = cur as Draft | null;
    if (isBullet(line)) {
      if (!c) start('');
      const d = cur as unknown as Draft;
      d.bullets.push(stripBullet(line));
      d.glyphs = true;
      lastWasBullet = true;
    } else if (c && lastWasBullet && !afterBreak) {
      const prev = c.bullets.at(-1) ?? '';
      const header = isHeaderLine(line);
      const open = !/[.!?;:]$/.test(prev) || /^[a-z(]/.test(line.trim());
      // without bullet marks, a line opening with a verb is the next bullet, not the rest of this one
      const nextBullet =
        !c.glyphs &&
        (isPastVerb(line.trim().split(/\s/)[0] ?? '') ||
          !/[,&-]$|\b(and|or|of|to|the|a|in|for|with)$/i.test(prev));
      if (
        c.glyphs
          ? !header || (open && !hasDate(line) && !overDatedHeader(lines[index + 1]))
          : open && !header && (!nextBullet || /^[a-z(]/.test(line.trim()))
      ) {
        c.bullets[c.bullets.length - 1] = `${prev}${prev.endsWith('-') ? '' : ' '}${line.trim()}`;
      } else if (header) start(line);
      else c.bullets.push(line.trim());
    } else if (isHeaderLine(line)) {
      const joins =
        c &&
        !afterBreak &&
        c.bullets.length === 0 &&
        c.header.length < 3 &&
        !(hasDate(line) && c.header.some(hasDate));
      if (joins) c.header.push(line);
      else start(line);
    } else if (c && kind !== 'education') {
      c.bullets.push(line.trim());
      lastWasBullet = true;
    } else if (c) {
      c.header.push(line);
    } else start(line);
    afterBreak = false;
  }
  const roles = drafts.map((d) => {
    const role = readRoleHeader(d.header.filter(Boolean), kind);
    role.bullets = d.bullets
      .filter(Boolean)
      .map((text) => ({ text, needsResult: kind === 'experience' && needsResult(text) }));
    return role;
  });
  return { roles, lines: [] };
}

/** Joins a summary's wrapped lines into paragraphs. */
function paragraphs(lines: Array<string | null>): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of lines) {
    if (line === null || isBullet(line)) {
      if (current) out.push(current);
      current = line === null ? '' : stripBullet(line);
      continue;
    }
    current = current ? `${current}${current.endsWith('-') ? '' : ' '}${line.trim()}` : line.trim();
  }
  if (current) out.push(current);
  return out;
}

/** One section's body, by kind; null lines are blank lines of the source. */
export function readSection(
  kind: ResumeSectionKind,
  heading: string,
  id: string,
  body: Array<string | null>,
): ResumeSection {
  const section: ResumeSection = { id, kind, heading, lines: [], roles: [], skills: [] };
  const present = body.filter((l): l is string => l !== null && l.trim() !== '');
  if (kind === 'summary') section.lines = paragraphs(body);
  else if (kind === 'skills') section.skills = readSkills(present);
  else if (kind === 'certifications') section.lines = present.map(stripBullet);
  else if (kind === 'experience' || kind === 'education' || kind === 'projects')
    section.roles = readRoles(body, kind).roles;
  else section.lines = present.map((l) => (isBullet(l) ? `- ${stripBullet(l)}` : l.trim()));
  return section;
}

/** The contact block as the editor sends it: name, headline and contact lines. */
export function readContactLines(lines: string[]): ResumeContact {
  const contact = emptyContact();
  readContact(lines, contact);
  return contact;
}

/** The structured resume of a resume's text. */
export function parseResume(text: string): StructuredResume {
  const contact = emptyContact();
  const raw = text.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Array<{ kind: HeadingKind; heading: string; body: Array<string | null> }> = [];
  const top: string[] = [];
  let current: (typeof blocks)[number] | null = null;
  for (const rawLine of raw) {
    const line = rawLine.replace(/\s+$/, '').replace(/\u00a0/g, ' ');
    if (!line.trim()) {
      current?.body.push(null);
      continue;
    }
    const kind = headingKind(line);
    if (kind) {
      current = { kind, heading: line.trim().replace(/:$/, ''), body: [] };
      blocks.push(current);
      continue;
    }
    const inline = inlineHeading(line);
    if (inline && inline.kind !== current?.kind && (current?.kind !== 'skills' || inline.kind !== 'other')) {
      current = { kind: inline.kind, heading: inline.heading, body: [inline.rest] };
      blocks.push(current);
      continue;
    }
    if (current) current.body.push(line);
    else top.push(line.trim());
  }
  readContact(top, contact);
  const sections: ResumeSection[] = [];
  const used = new Map<string, number>();
  for (const block of blocks) {
    if (block.kind === 'contact') {
      readContact(
        block.body.filter((l): l is string => !!l),
        contact,
      );
      continue;
    }
    const n = (used.get(block.kind) ?? 0) + 1;
    used.set(block.kind, n);
    const id = n === 1 ? block.kind : `${block.kind}-${n}`;
    const section = readSection(block.kind, block.heading, id, block.body);
    if (section.lines.length || section.roles.length || section.skills.length) sections.push(section);
  }
  return { contact, sections };
}
