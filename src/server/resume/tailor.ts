/**
 * The resume tailored to a posting (issue 32, docs/product.md §4 Tailored resume, docs/decisions.md
 * S109-S111). Pure: the user's structured resume, every fact kept (S88), with the lines that show what
 * the posting asks for first and its own term put first where a line already states it; only
 * completed roadmap work is added, marked "Completed in Waymark". A requirement is claimed only when
 * its evidence is found again here, in the resume's own words or a completed roadmap skill; every
 * other one is listed as not claimed with the roadmap skill that will close it. The cover letter is
 * written from the same facts.
 */
import { countsInMatch } from '../../shared/posting-match.ts';
import type { AssessedRequirement, Evidence } from '../../shared/postings.schema.ts';
import { contactLine, renderResumeText } from '../../shared/resume-text.ts';
import { skillTerms } from '../../shared/skill-terms.ts';
import type { ResumeRole, ResumeSection, StructuredResume } from '../../shared/structured-resume.ts';
import type { NotClaimed, TailoredResume } from '../../shared/tailored-resume.schema.ts';
import { baseOf, isPastVerb } from '../ai/local/bullet-writer.ts';
import { addCompletedWork, rewordBullet, SECTION_ORDER } from '../ai/local/resume-writer.ts';

export interface TailorInput {
  /** The user's structured resume, read from their current upload. */
  resume: StructuredResume;
  posting: { title: string; company: string };
  /** The posting's requirements with what the user has of each, as the posting is read. */
  requirements: AssessedRequirement[];
  /** Roadmap skills the user completed. */
  completedSkills: Array<{ id: string; name: string }>;
  /** Roadmap skills the user is working on now (the cover letter says so, as such). */
  inProgressSkills: Array<{ id: string; name: string }>;
  /** Roadmap projects the user completed (never ones only started). */
  completedProjects: Array<{ title: string; description: string; technologies: string[] }>;
}

/** Words as compared: lower case, letters and digits ("node.js", "c++" and "#041-389221" stay whole enough). */
const wordsOf = (text: string): string[] =>
  text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#]*(?:\.[\p{L}\p{N}]+)*/gu) ?? [];

/** True when `inner`'s words occur in `outer`, whole and in order. */
function containsWords(outer: readonly string[], inner: readonly string[]): boolean {
  if (inner.length === 0 || inner.length > outer.length) return false;
  for (let i = 0; i + inner.length <= outer.length; i++)
    if (inner.every((w, j) => outer[i + j] === w)) return true;
  return false;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A requirement the resume or the completed roadmap shows, and how to find the lines that show it. */
interface Claim {
  requirement: AssessedRequirement;
  /** Required counts twice (as in the posting's match, docs/product.md §3 Posting). */
  weight: number;
  /** The requirement as the resume or the roadmap writes it, or null when no line states it by name. */
  term: string | null;
  /** Word sequences whose presence in a line makes the line evidence for it. */
  anchors: string[][];
  /** Its evidence that was found again in the resume or the completed roadmap. */
  evidence: Evidence[];
}

/** An evidence line's words; a line quoted cut ("…") without its last, maybe partial, word. */
function evidenceWords(e: Evidence): string[] {
  const cut = /…\s*$/.test(e.text);
  const w = wordsOf(e.text.replace(/…\s*$/, ''));
  return cut ? w.slice(0, -1) : w;
}

/** Where the facts come from: the resume's text and the completed roadmap skills' names. */
function sourceOf(input: TailorInput) {
  const text = [renderResumeText(input.resume), ...input.completedSkills.map((s) => s.name)].join('\n');
  const words = wordsOf(text);
  /** The phrase as the source writes it ("EHR" for "ehr"), or null when the source does not have it. */
  const find = (phrase: string): string | null => {
    const w = wordsOf(phrase);
    if (w.length === 0 || !containsWords(words, w)) return null;
    const pattern = new RegExp(
      `(?<![\\p{L}\\p{N}])${w.map(escapeRegExp).join('[^\\p{L}\\p{N}]+')}(?![\\p{L}\\p{N}])`,
      'iu',
    );
    return pattern.exec(text)?.[0] ?? phrase;
  };
  const completed = (e: Evidence) =>
    input.completedSkills.find(
      (s) =>
        (e.itemId !== undefined && s.id === e.itemId) || s.name.toLowerCase() === e.text.trim().toLowerCase(),
    );
  // a role as the postings' evidence names it ("Staff Nurse, Telemetry, Mercy Hospital (May 2018 – May 2021)")
  const roles = input.resume.sections.flatMap((s) =>
    s.roles.map(
      (r) => new Set(wordsOf([r.title, r.organization, r.location, r.dates, ...r.details].join(' '))),
    ),
  );
  /**
   * Evidence is believed only when it is found again: its words in a row in the resume (a line, or
   * part of one), all of them in one role's header, or the completed roadmap skill.
   */
  const holds = (e: Evidence) => {
    if (e.kind === 'roadmap') return completed(e) !== undefined;
    const w = evidenceWords(e);
    return w.length > 0 && (containsWords(words, w) || roles.some((role) => w.every((x) => role.has(x))));
  };
  return { text, find, completed, holds };
}

function claimsOf(input: TailorInput, source: ReturnType<typeof sourceOf>) {
  const claims: Claim[] = [];
  const notClaimed: NotClaimed[] = [];
  for (const requirement of input.requirements) {
    // a physical demand or a condition of hire is not something a resume claims (S125)
    if (!countsInMatch(requirement.kind)) continue;
    const evidence = requirement.met ? requirement.evidence.filter(source.holds) : [];
    if (evidence.length === 0) {
      notClaimed.push({
        requirementId: requirement.id,
        name: requirement.name,
        roadmapSkill: requirement.roadmapSkill,
      });
      continue;
    }
    // the posting's own words when the source has them (in a row, or all in one line of evidence),
    // else the source's word for the same skill, else a short piece of evidence ("Hazmat")
    const nameWords = wordsOf(requirement.name);
    const named =
      source.find(requirement.name) !== null ||
      evidence.some((e) => nameWords.every((w) => wordsOf(e.text).includes(w)));
    const term = named
      ? requirement.name
      : (skillTerms(requirement.name)
          .filter((t) => t.length >= 3 || wordsOf(t).length > 1)
          .map(source.find)
          .find((t) => t !== null) ??
        evidence.map((e) => e.text.trim()).find((t) => wordsOf(t).length <= 3 && source.find(t) !== null) ??
        null);
    const anchors = [
      ...evidence.map((e) =>
        e.kind === 'roadmap' ? wordsOf(source.completed(e)?.name ?? '') : evidenceWords(e),
      ),
      ...(term ? [wordsOf(term)] : []),
    ].filter((a) => a.length > 0);
    claims.push({
      requirement,
      weight: requirement.importance === 'required' ? 2 : 1,
      term,
      anchors,
      evidence,
    });
  }
  return { claims, notClaimed };
}

/** Which claims a line carries: it contains an anchor, or (a long line) is contained in one. */
function carried(claims: Claim[], line: string): Claim[] {
  const w = wordsOf(line);
  if (w.length === 0) return [];
  return claims.filter((c) =>
    c.anchors.some((a) => containsWords(w, a) || (w.length >= 3 && containsWords(a, w))),
  );
}

const scoreOf = (claims: Claim[]) => (line: string) =>
  carried(claims, line).reduce((n, c) => n + c.weight, 0);

/** Stable sort, highest score first. */
function byScore<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

const isVerb = (word: string) => /^[A-Za-z]+$/.test(word) && (isPastVerb(word) || baseOf(word) !== null);

/**
 * Emphasis without a new word: a bullet that ends with the requirement's term in a short phrase
 * ("… per shift in Epic EHR") opens with it instead ("In Epic EHR, administered …").
 */
export function termFirst(bullet: string, term: string): string {
  // greedy: the last such phrase
  const found = /^(.+)\s+(using|with|in|on|through|via)\s+([^,;:()]+?)([.;]?)$/i.exec(bullet);
  if (!found) return bullet;
  const [, head = '', prep = '', phrase = '', end = ''] = found;
  const headWords = head.replace(/,$/, '').split(/\s+/);
  const first = headWords[0] ?? '';
  if (headWords.length < 3 || phrase.split(/\s+/).length > 6) return bullet;
  if (!containsWords(wordsOf(phrase), wordsOf(term))) return bullet;
  // the term is already up front, or the bullet does not open with a verb that can follow a comma
  if (containsWords(wordsOf(headWords.slice(0, 4).join(' ')), wordsOf(term))) return bullet;
  if (!/^[A-Z][a-z]+$/.test(first) || !isVerb(first)) return bullet;
  const rest = `${first.toLowerCase()} ${headWords.slice(1).join(' ')}`;
  return `${cap(prep.toLowerCase())} ${phrase}, ${rest}${end}`;
}

function tailorSections(input: TailorInput, claims: Claim[]): ResumeSection[] {
  const score = scoreOf(claims);
  const sections: ResumeSection[] = structuredClone(input.resume.sections);
  addCompletedWork(
    sections,
    input.completedSkills.map((s) => s.name),
    input.completedProjects,
  );
  for (const section of sections) {
    for (const group of section.skills) group.items = byScore(group.items, score);
    section.skills = byScore(section.skills, (g) => g.items.reduce((n, i) => n + score(i), 0));
    if (section.kind !== 'summary') section.lines = byScore(section.lines, score);
    // jobs and degrees keep their order (dates); within each, the bullets that show the posting first
    for (const role of section.roles) {
      const scored = role.bullets.map((b) => {
        const own = carried(claims, b.text).sort((x, y) => y.weight - x.weight);
        let text = section.kind === 'experience' ? rewordBullet(b.text) : b.text;
        for (const c of own) {
          if (!c.term) continue;
          const emphasised = termFirst(text, c.term);
          if (emphasised !== text) {
            text = emphasised;
            break;
          }
        }
        return { bullet: { ...b, text }, s: own.reduce((n, c) => n + c.weight, 0) };
      });
      role.bullets = byScore(scored, (x) => x.s).map((x) => x.bullet);
    }
  }
  const sectionScore = (s: ResumeSection) =>
    s.lines.reduce((n, l) => n + score(l), 0) +
    s.skills.reduce((n, g) => n + g.items.reduce((m, i) => m + score(i), 0), 0) +
    s.roles.reduce(
      (n, r) => n + score(`${r.title} ${r.organization}`) + r.bullets.reduce((m, b) => m + score(b.text), 0),
      0,
    );
  // the summary first; then the sections that show what the posting asks for, in reading order
  const rank = (s: ResumeSection) =>
    s.kind === 'summary'
      ? -1
      : (sectionScore(s) > 0 ? 0 : SECTION_ORDER.length) + SECTION_ORDER.indexOf(s.kind);
  const ordered = byScore(sections, (s) => -rank(s));

  if (!ordered.some((s) => s.kind === 'summary')) {
    const summary = summaryFromFacts(ordered, score);
    if (summary)
      ordered.unshift({
        id: 'summary',
        kind: 'summary',
        heading: 'Summary',
        lines: [summary],
        roles: [],
        skills: [],
      });
  }
  return ordered;
}

/** A summary only where the resume has none, from its own facts: the latest job and the skills that fit. */
function summaryFromFacts(sections: ResumeSection[], score: (line: string) => number): string | null {
  const latest = sections.find((s) => s.kind === 'experience')?.roles[0];
  const top = byScore(
    sections.flatMap((s) => s.skills.flatMap((g) => g.items)),
    score,
  ).slice(0, 3);
  const who = latest?.title
    ? `${latest.title}${latest.organization ? ` at ${latest.organization}` : ''}`
    : '';
  const line = [who, top.length ? `skilled in ${top.join(', ')}` : ''].filter(Boolean).join(', ');
  return line ? `${cap(line)}.` : null;
}

/** A fact behind a claim, as a sentence of the letter. */
interface Fact {
  key: string;
  sentence: string;
  /** Experience first, then credentials, completed roadmap work, education and skills. */
  strength: number;
}

/** A held licence or certification's fact strength. */
const CREDENTIAL_STRENGTH = 4;

const isCurrent = (role: ResumeRole) => /\b(present|current|now)\b/i.test(role.dates);

function factFor(claim: Claim, input: TailorInput, source: ReturnType<typeof sourceOf>): Fact | null {
  const has = (line: string) => carried([claim], line).length > 0;
  const sections = input.resume.sections;
  const fromWork = (): Fact | null => {
    for (const s of sections.filter((x) => x.kind === 'experience'))
      for (const role of s.roles)
        for (const b of role.bullets)
          if (has(b.text))
            return { key: b.text, sentence: bulletSentence(role, b.text, source.text), strength: 5 };
    return null;
  };
  const fromCredentials = (): Fact | null => {
    for (const s of sections.filter((x) => x.kind === 'certifications'))
      for (const line of s.lines)
        if (has(line)) {
          const l = line.replace(/^-\s*/, '').replace(/[.;]+$/, '');
          return { key: line, sentence: `I hold ${l}.`, strength: CREDENTIAL_STRENGTH };
        }
    return null;
  };
  // experience and education are shown by a role whose header the evidence names
  const { kind } = claim.requirement;
  if (kind === 'experience' || kind === 'education')
    for (const s of sections.filter((x) => x.kind === (kind === 'experience' ? 'experience' : 'education')))
      for (const role of s.roles) {
        const header = new Set(
          wordsOf([role.title, role.organization, role.location, role.dates, ...role.details].join(' ')),
        );
        if (!claim.anchors.some((a) => a.every((w) => header.has(w)))) continue;
        const what = [role.title, role.organization].filter(Boolean).join(', ');
        return kind === 'experience'
          ? {
              key: `role:${what}`,
              sentence: `My experience includes ${what}${role.dates ? `, ${role.dates}` : ''}.`,
              strength: 5,
            }
          : { key: `role:${what}`, sentence: `My education includes ${what}.`, strength: 2 };
      }
  // a licence or certification is shown by holding it; a skill by the work done with it
  const credential = kind === 'credential' || kind === 'licence';
  const first = credential ? (fromCredentials() ?? fromWork()) : (fromWork() ?? fromCredentials());
  if (first) return first;
  const roadmap = claim.evidence.map(source.completed).find((s) => s !== undefined);
  if (roadmap)
    return {
      key: `roadmap:${roadmap.id}`,
      sentence: `I have completed ${roadmap.name} on my learning roadmap in Waymark.`,
      strength: 3,
    };
  for (const s of sections.filter((x) => x.kind === 'education' || x.kind === 'projects'))
    for (const role of s.roles)
      if (has(`${role.title} ${role.organization}`) || role.bullets.some((b) => has(b.text)))
        return {
          key: `${role.title}|${role.organization}`,
          sentence: `My ${s.kind === 'education' ? 'education includes' : 'projects include'} ${[role.title, role.organization].filter(Boolean).join(', ')}.`,
          strength: 2,
        };
  for (const s of sections)
    for (const g of s.skills)
      for (const item of g.items)
        if (has(item)) return { key: `skill:${item}`, sentence: `My skills include ${item}.`, strength: 1 };
  return null;
}

/** "At Mercy Hospital, I administered …" or "At Mercy Hospital, my work included wound care …". */
function bulletSentence(role: ResumeRole, bullet: string, sourceText: string): string {
  const text = rewordBullet(bullet).replace(/[.;]+$/, '');
  const first = text.split(/\s+/)[0] ?? '';
  // a word the resume writes capitalised inside a line is a name ("Epic"): it keeps its capital
  const isName = new RegExp(`[\\p{Ll},] ${escapeRegExp(first)}\\b`, 'u').test(sourceText);
  const lowered =
    /^[A-Z][a-z]+$/.test(first) && !isName ? `${first.toLowerCase()}${text.slice(first.length)}` : text;
  const clause = isVerb(first) ? `I ${lowered}` : `my work included ${lowered}`;
  const where = role.organization ? `At ${role.organization}` : role.title ? `As ${role.title}` : '';
  return where ? `${where}, ${clause}.` : `${cap(clause)}.`;
}

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The letter's limit in words (docs/product.md §4 Tailored resume). */
export const COVER_LETTER_MAX_WORDS = 250;

/** The sentence that names roadmap work in progress; nothing in it is claimed as done. */
export const IN_PROGRESS_OPENING = 'I am currently completing';

function coverLetterOf(
  input: TailorInput,
  claims: Claim[],
  notClaimed: NotClaimed[],
  source: ReturnType<typeof sourceOf>,
) {
  const title = input.posting.title.trim();
  const company = input.posting.company.trim();
  const { contact } = input.resume;

  const intro = [
    `I am applying for the ${!title ? 'position' : /\b(position|role|job|opening)$/i.test(title) ? title : `${title} position`}${company ? ` at ${company}` : ''}.`,
  ];
  const latest = input.resume.sections.find((s) => s.kind === 'experience')?.roles.find((r) => r.title);
  if (latest)
    intro.push(
      `${isCurrent(latest) ? 'I currently work as' : 'Most recently I worked as'} ${/^[AEIOU]/i.test(latest.title) ? 'an' : 'a'} ${latest.title}${latest.organization ? ` at ${latest.organization}` : ''}.`,
    );

  // the strongest matches: required before preferred, then the strongest fact; one sentence per fact
  const picked: Array<{ fact: Fact; terms: string[]; rank: number }> = [];
  for (const claim of claims) {
    const fact = factFor(claim, input, source);
    if (!fact) continue;
    // required first; among them a licence or certification, which gates the job; then the strongest fact
    const { importance, kind } = claim.requirement;
    const rank =
      (importance === 'required' ? 100 : 0) +
      (kind === 'licence' || kind === 'credential' ? 20 : 0) +
      fact.strength;
    const same = picked.find((p) => p.fact.key === fact.key);
    if (same) {
      if (claim.term && !same.terms.some((t) => t.toLowerCase() === claim.term?.toLowerCase()))
        same.terms.push(claim.term);
      same.rank = Math.max(same.rank, rank) + 1;
    } else picked.push({ fact, terms: claim.term ? [claim.term] : [], rank });
  }
  // at most two credentials, so the letter also says what the user did with them
  const ranked = byScore(picked, (p) => p.rank);
  const isCredential = (p: (typeof picked)[number]) => p.fact.strength === CREDENTIAL_STRENGTH;
  const varied = ranked.filter((p) => !isCredential(p) || ranked.filter(isCredential).indexOf(p) < 2);
  const strongest = [...varied, ...ranked.filter((p) => !varied.includes(p))];
  const matchSentence = (p: (typeof picked)[number]) => {
    const terms = p.terms.slice(0, 2);
    const { sentence } = p.fact;
    // "You ask for ACLS: I hold …", "…: at Mercy Hospital, I administered …"
    const after = sentence.startsWith('I ')
      ? sentence
      : `${sentence.charAt(0).toLowerCase()}${sentence.slice(1)}`;
    return terms.length ? `You ask for ${terms.join(' and ')}: ${after}` : sentence;
  };

  const now = byScore(input.inProgressSkills, (s) =>
    notClaimed.some((n) => n.roadmapSkill?.id === s.id) ? 1 : 0,
  )
    .slice(0, 2)
    .map((s) => s.name);
  const close = [
    ...(now.length ? [`${IN_PROGRESS_OPENING} ${now.join(' and ')} on my learning roadmap.`] : []),
    `Thank you for your time. I would welcome the chance to talk about how I can help ${company || 'your team'}.`,
  ].join(' ');
  const signature = [contact.name, contactLine(contact)].filter(Boolean);

  const write = (n: number) =>
    [
      'Dear Hiring Manager,',
      intro.join(' '),
      ...(n > 0 ? [strongest.slice(0, n).map(matchSentence).join(' ')] : []),
      close,
      ['Sincerely,', ...signature].join('\n'),
    ].join('\n\n');
  let n = Math.min(3, strongest.length);
  let letter = write(n);
  while (n > 1 && wordCount(letter) > COVER_LETTER_MAX_WORDS) letter = write(--n);
  return letter;
}

export function tailorResume(input: TailorInput): TailoredResume {
  const source = sourceOf(input);
  const { claims, notClaimed } = claimsOf(input, source);
  return {
    resume: { contact: structuredClone(input.resume.contact), sections: tailorSections(input, claims) },
    notClaimed,
    coverLetter: coverLetterOf(input, claims, notClaimed, source),
  };
}
