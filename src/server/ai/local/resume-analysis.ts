/**
 * The Local resume analysis (docs/decisions.md D7): deterministic, from the resume's own text, against the
 * target career's skills. Every score has parts a user can read.
 */
import type { ResumeAnalysis } from '../../../shared/ai.schema.ts';
import { readabilityExplained } from '../../../shared/readability.ts';
import type { AtsPart } from '../../../shared/resume.schema.ts';
import { skillTerms } from '../../../shared/skill-terms.ts';
import { type BulletRewrite, improveBullet, isTitleLine, opensWithAction } from './bullet-writer.ts';
import { indexText, resumeSkills, roadmapSkillCount } from './skill-lexicon.ts';
import { escapeRegExp } from './text.ts';

export { improveBullet, skillTerms };

export interface AnalysisTarget {
  title: string;
  skills: Array<{ name: string; resourceTitle?: string | undefined }>;
  /** The first incomplete project of the roadmap, for a long-term recommendation. */
  nextProject?: string | undefined;
}

export type LocalResumeAnalysis = ResumeAnalysis & {
  atsBreakdown: AtsPart[];
  sectionsFound: string[];
  wordCount: number;
  /** Every skill the resume names (lexicon names), not only the roadmap's. */
  resumeSkills: string[];
};

const WEAK_OPENERS =
  /^(responsible for|duties included|tasked with|in charge of|worked on|helped( to| with)?|assisted( with| in)?|worked (at|with|in)|involved in|participated in)\s+/i;

const SECTION_PATTERNS: Array<[string, RegExp]> = [
  ['summary', /^(professional\s+)?(summary|profile|objective|about( me)?|career objective)\b/i],
  [
    'experience',
    /^(work\s+|professional\s+|relevant\s+)?(experience|employment( history)?|work history|career history)\b/i,
  ],
  ['education', /^(education|academic|qualifications|academics)\b/i],
  ['skills', /^(technical\s+|core\s+|key\s+)?(skills|competencies|technologies|tech stack|tools)\b/i],
  ['projects', /^(personal\s+|selected\s+|academic\s+)?projects?\b/i],
];
export const SECTIONS = ['contact', 'summary', 'experience', 'education', 'skills', 'projects'] as const;

/** Compiled once per term (the lexicon's and the roadmaps' names), not on every count. */
const termPatterns = new Map<string, RegExp>();

function termPattern(term: string): RegExp {
  let pattern = termPatterns.get(term);
  if (!pattern) {
    pattern = new RegExp(`(^|[^a-z0-9+#.])${escapeRegExp(term)}(?=$|[^a-z0-9+#])`, 'gi');
    // bounded: generated careers could otherwise add names without end
    if (termPatterns.size < 10_000) termPatterns.set(term, pattern);
  }
  return pattern;
}

export function countTerm(text: string, term: string): number {
  return text.match(termPattern(term))?.length ?? 0;
}

function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length <= 3) return 1;
  const groups = w
    .replace(/(?:[^laeiouy]es|ed|[^laeiouy]e)$/, '')
    .replace(/^y/, '')
    .match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 1);
}

/** Flesch reading ease of the text, each line counted as a sentence (resumes are lists). */
export function fleschReadingEase(text: string): number {
  const sentences = text
    .split(/[\n.!?]+/)
    .map((s) => s.trim())
    .filter((s) => s.split(/\s+/).length >= 3);
  const words = sentences.flatMap((s) => s.split(/\s+/).filter((w) => /[a-z]/i.test(w)));
  if (sentences.length === 0 || words.length === 0) return 0;
  const syl = words.reduce((n, w) => n + syllables(w), 0);
  return 206.835 - 1.015 * (words.length / sentences.length) - 84.6 * (syl / words.length);
}

const BULLET = /^\s*(?:[•●▪◦‣∙·*–—-]|\d+[.)])\s+/;

const headingOf = (line: string) =>
  line.length <= 40 ? SECTION_PATTERNS.find(([, re]) => re.test(line.replace(/[:|]+$/, ''))) : undefined;

/**
 * Bullets of the experience and projects sections (or of the whole text when it has no headings).
 * Job titles, company lines and project names are not bullets, nor is the name-and-contact block
 * above the first heading.
 */
export function extractBullets(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const hasHeadings = lines.some((l) => headingOf(l));
  let section: string | null = hasHeadings ? 'header' : null;
  const out: string[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading) {
      section = heading[0];
      continue;
    }
    if (section !== null && section !== 'experience' && section !== 'projects') continue;
    const marked = BULLET.test(line);
    const body = line.replace(BULLET, '').trim();
    const sentenceLike =
      body.split(/\s+/).length >= 3 &&
      !/[@|]/.test(body) &&
      !/\b(19|20)\d{2}\b/.test(body) &&
      (body.match(/,/g)?.length ?? 0) < 3;
    if (body.length >= 15 && body.length <= 260 && (marked || sentenceLike) && !isTitleLine(body))
      out.push(body);
  }
  return out;
}

const startsWithVerb = (b: string) => opensWithAction(b);
const isQuantified = (b: string) => /\d|%|\$/.test(b);

function findSections(text: string): string[] {
  const found = new Set<string>();
  if (/[\w.+-]+@[\w-]+\.[\w.]+/.test(text) || /(\+?\d[\d\s().-]{7,}\d)/.test(text)) found.add('contact');
  for (const line of text.split('\n')) {
    const l = line.trim().replace(/[:|]+$/, '');
    if (l.length === 0 || l.length > 40) continue;
    for (const [name, re] of SECTION_PATTERNS) if (re.test(l)) found.add(name);
  }
  return SECTIONS.filter((s) => found.has(s));
}

/** Points for length: 300-900 words (one or two pages) is the range recruiters expect. */
function lengthPoints(words: number): number {
  if (words >= 300 && words <= 900) return 10;
  if (words >= 150 && words <= 1400) return 5;
  return 0;
}

export function analyseResumeLocally(text: string, target: AnalysisTarget): LocalResumeAnalysis {
  const words = text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w)).length;
  const present: string[] = [];
  const missing: AnalysisTarget['skills'] = [];
  const density: Record<string, number> = {};
  const index = indexText(text);
  for (const skill of target.skills) {
    // every spelling of the skill, its name's parts and their aliases ("HTML5", "hypothesis tests"),
    // never a name inside a longer one ("CSS" in "Tailwind CSS"; docs/decisions.md S82)
    const total = roadmapSkillCount(skill.name, index);
    if (total > 0) {
      present.push(skill.name);
      density[skill.name] = total;
    } else missing.push(skill);
  }
  const sections = findSections(text);
  const missingSections = SECTIONS.filter((s) => !sections.includes(s));
  const bullets = extractBullets(text);
  const verbBullets = bullets.filter(startsWithVerb);
  const quantified = bullets.filter(isQuantified);
  const hasEmail = /[\w.+-]+@[\w-]+\.[\w.]+/.test(text);
  const hasPhone = /(\+?\d[\d\s().-]{7,}\d)/.test(text);
  const hasLink = /(linkedin\.com|github\.com|https?:\/\/)/i.test(text);
  const flesch = fleschReadingEase(text);
  const readabilityScore = Math.round(Math.min(100, Math.max(0, flesch)));

  const share = (n: number, d: number) => (d === 0 ? 0 : n / d);
  const parts: AtsPart[] = [
    {
      label: 'Skills for the target role',
      points: Math.round(35 * share(present.length, target.skills.length)),
      max: 35,
      detail: `${present.length} of ${target.skills.length} ${target.title} skills named`,
    },
    {
      label: 'Standard sections',
      points: Math.round(20 * share(sections.length, SECTIONS.length)),
      max: 20,
      detail: sections.length ? `Found: ${sections.join(', ')}` : 'No standard section headings found',
    },
    {
      label: 'Contact details',
      points: (hasEmail ? 5 : 0) + (hasPhone ? 3 : 0) + (hasLink ? 2 : 0),
      max: 10,
      detail: [
        hasEmail ? 'email' : 'no email',
        hasPhone ? 'phone' : 'no phone',
        hasLink ? 'profile link' : 'no profile link',
      ].join(', '),
    },
    {
      label: 'Bullets that start with an action verb',
      points: Math.round(15 * share(verbBullets.length, bullets.length)),
      max: 15,
      detail: `${verbBullets.length} of ${bullets.length} bullets`,
    },
    {
      label: 'Bullets with a measurable result',
      points: Math.round(10 * Math.min(1, 2 * share(quantified.length, bullets.length))),
      max: 10,
      detail: `${quantified.length} of ${bullets.length} bullets have a number`,
    },
    {
      label: 'Length',
      points: lengthPoints(words),
      max: 10,
      detail: `${words} words (300-900 reads as one or two pages)`,
    },
  ];
  const atsScore = Math.min(
    100,
    parts.reduce((n, p) => n + p.points, 0),
  );

  const weakest = [...bullets]
    .map((b) => ({
      b,
      weight:
        (startsWithVerb(b) ? 2 : 0) +
        (isQuantified(b) ? 2 : 0) +
        (WEAK_OPENERS.test(b) ? -1 : 0) +
        b.length / 200,
    }))
    .filter((x) => x.weight < 4)
    .sort((a, b) => a.weight - b.weight)
    .map((x) => improveBullet(x.b))
    .filter((r): r is BulletRewrite => r !== null)
    .slice(0, 5);

  const strengths: string[] = [];
  const weaknesses: string[] = [];
  if (present.length >= Math.ceil(target.skills.length / 2))
    strengths.push(`Names ${present.length} of the ${target.title} skills`);
  else weaknesses.push(`Names only ${present.length} of ${target.skills.length} ${target.title} skills`);
  if (bullets.length > 0 && verbBullets.length / bullets.length >= 0.6)
    strengths.push('Most bullets open with an action verb');
  else if (bullets.length > 0) weaknesses.push('Many bullets do not open with an action verb');
  if (bullets.length > 0 && quantified.length / bullets.length >= 0.3)
    strengths.push('Results are quantified');
  else weaknesses.push('Few bullets show a measurable result');
  if (missingSections.length === 0) strengths.push('Has every standard section');
  else weaknesses.push(`Missing sections: ${missingSections.join(', ')}`);
  // the score explained, in the list where it belongs
  if (readabilityScore >= 30) strengths.push(readabilityExplained(readabilityScore));
  else weaknesses.push(readabilityExplained(readabilityScore));
  if (hasEmail && hasPhone) strengths.push('Complete contact details');

  const structure: string[] = [];
  for (const s of missingSections) {
    structure.push(
      s === 'contact'
        ? 'Put your email and phone number at the top.'
        : `Add a clearly headed "${s.charAt(0).toUpperCase()}${s.slice(1)}" section.`,
    );
  }
  if (words > 900) structure.push('Trim to two pages: keep the last 10 years and the most relevant work.');
  if (words < 300) structure.push('Add detail: most resumes that get interviews have 300-900 words.');
  structure.push('Order sections as: contact, summary, skills, experience, projects, education.');

  const immediate: string[] = [];
  if (weakest.length > 0)
    immediate.push(`Rewrite ${weakest.length} weak bullet${weakest.length === 1 ? '' : 's'} as shown below.`);
  if (missing.length > 0) {
    immediate.push(
      `If you have them, name these ${target.title} skills: ${missing
        .slice(0, 4)
        .map((m) => m.name)
        .join(', ')}.`,
    );
  }
  if (!hasLink) immediate.push('Add a LinkedIn, GitHub or portfolio link.');
  if (missingSections.length > 0) immediate.push(`Add the missing sections: ${missingSections.join(', ')}.`);
  const longTerm = missing
    .slice(0, 3)
    .map(
      (m) =>
        `Learn ${m.name}${m.resourceTitle ? ` (start with "${m.resourceTitle}")` : ''} and add it to your resume.`,
    );
  if (target.nextProject)
    longTerm.push(`Build "${target.nextProject}" and list it under Projects with its results.`);

  return {
    presentSkills: present,
    missingSkills: missing.map((m) => m.name),
    improvedBulletPoints: weakest,
    structureSuggestions: structure,
    strengthsFound: strengths,
    weaknessesFound: weaknesses,
    atsScore,
    readabilityScore,
    keywordDensity: density,
    recommendations: { immediate, longTerm },
    atsBreakdown: parts,
    sectionsFound: sections,
    wordCount: words,
    resumeSkills: resumeSkills(text, index),
  };
}
