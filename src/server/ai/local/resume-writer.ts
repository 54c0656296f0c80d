/**
 * The local resume writer (docs/product.md §2 Resume, docs/decisions.md S88): the user's own
 * structured resume with every fact kept, improved only in wording, order and emphasis for the
 * goal; roadmap work is added only when completed, and marked "Completed in Waymark".
 */
import { COMPLETED_IN_WAYMARK } from '../../../shared/resume-text.ts';
import type {
  ResumeRole,
  ResumeSection,
  ResumeSectionKind,
  StructuredResume,
} from '../../../shared/structured-resume.ts';
import { baseOf, improveBullet, pastOf, RESULT_PROMPT } from './bullet-writer.ts';

export interface ResumeWriterInput {
  /** The uploaded resume, read into sections. */
  resume: StructuredResume;
  goalTitle: string;
  /** The goal's roadmap skills, for what to put first. */
  goalSkills: string[];
  /** Roadmap skills the user completed. */
  completedSkills: string[];
  /** Roadmap projects the user completed (never ones only started). */
  completedProjects: Array<{ title: string; description: string; technologies: string[] }>;
}

/** The order a reader scans: who, what they can do, what they did, what proves it. */
export const SECTION_ORDER: readonly ResumeSectionKind[] = [
  'summary',
  'skills',
  'experience',
  'certifications',
  'projects',
  'education',
  'other',
];

const STOP = new Set(
  'and or the for with of in to a an on at by from as is are be skills skill basics basic fundamentals using use'.split(
    ' ',
  ),
);
const terms = (s: string) =>
  (s.toLowerCase().match(/[a-z0-9+#./]+/g) ?? [])
    .map((w) => w.replace(/[./]+$/, ''))
    .filter((w) => w.length >= 2 && !STOP.has(w));

/** How much a text speaks to the goal: goal words it shares. */
function relevanceOf(goal: Set<string>) {
  return (text: string) => terms(text).filter((t) => goal.has(t)).length;
}

/** Stable sort, most relevant first. */
function byRelevance<T>(items: T[], score: (item: T) => number): T[] {
  return items
    .map((item, i) => ({ item, i, s: score(item) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.item);
}

/** The bullet in stronger words with its facts, and without a note to the writer. */
export function rewordBullet(text: string): string {
  let improved = (improveBullet(text)?.improved ?? text).replace(` ${RESULT_PROMPT}`, '').trim();
  // "Monitor rhythms and titrate drips" became "Monitored rhythms and …": the second verb follows
  const first = text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  if (baseOf(first) === first && improved.split(/\s+/)[0]?.toLowerCase() !== first)
    improved = improved.replace(/\b(and|then) ([a-z]+)\b/g, (whole, joint: string, verb: string) =>
      baseOf(verb) === verb ? `${joint} ${pastOf(verb)}` : whole,
    );
  return improved;
}

const known = (present: string[], name: string) => {
  const n = name.toLowerCase();
  return present.some((p) => {
    const q = p.toLowerCase();
    return q === n || q.includes(n) || n.includes(q);
  });
};

function firstSentence(text: string): string {
  const s = text.trim().split(/(?<=[.!?])\s/)[0] ?? '';
  return s.replace(/[.!?]$/, '');
}

/**
 * Adds the roadmap work the user completed and the resume lacks, marked "Completed in Waymark": skills
 * under Skills, projects under Projects after the user's own (docs/product.md §2 Resume).
 */
export function addCompletedWork(
  sections: ResumeSection[],
  completedSkills: string[],
  completedProjects: ResumeWriterInput['completedProjects'],
): void {
  // completed roadmap skills the resume does not list yet, marked as such
  const listed = sections.flatMap((s) => s.skills.flatMap((g) => g.items));
  const added = [...new Set(completedSkills)].filter((s) => !known(listed, s));
  if (added.length) {
    let skills = sections.find((s) => s.kind === 'skills');
    if (!skills) {
      skills = { id: 'skills', kind: 'skills', heading: 'Skills', lines: [], roles: [], skills: [] };
      sections.push(skills);
    }
    skills.skills.push({ label: COMPLETED_IN_WAYMARK, items: added });
  }

  // completed roadmap projects, marked as such; the user's own projects stay first
  const ownProjects = sections.flatMap((s) => s.roles.map((r) => r.title));
  const projects: ResumeRole[] = completedProjects
    .filter((p) => !known(ownProjects, p.title))
    .map((p) => ({
      title: p.title,
      organization: '',
      location: '',
      dates: '',
      details: p.technologies.length ? [`Tools used: ${p.technologies.slice(0, 6).join(', ')}`] : [],
      bullets: [{ text: `${COMPLETED_IN_WAYMARK}: ${firstSentence(p.description)}.`, needsResult: false }],
    }));
  if (projects.length) {
    let section = sections.find((s) => s.kind === 'projects');
    if (!section) {
      section = { id: 'projects', kind: 'projects', heading: 'Projects', lines: [], roles: [], skills: [] };
      sections.push(section);
    }
    section.roles.push(...projects);
  }
}

export function localResume(input: ResumeWriterInput): StructuredResume {
  const goal = new Set([
    ...terms(input.goalTitle),
    ...input.goalSkills.flatMap(terms),
    ...input.completedSkills.flatMap(terms),
  ]);
  const relevance = relevanceOf(goal);
  const sections: ResumeSection[] = structuredClone(input.resume.sections);

  for (const section of sections) {
    if (section.kind === 'skills') {
      for (const group of section.skills) group.items = byRelevance(group.items, relevance);
      section.skills = byRelevance(section.skills, (g) => g.items.reduce((n, i) => n + relevance(i), 0));
    }
    if (section.kind === 'experience')
      for (const role of section.roles) {
        role.bullets = byRelevance(
          role.bullets.map((b) => ({ ...b, text: rewordBullet(b.text) })),
          (b) => relevance(b.text),
        );
      }
  }

  addCompletedWork(sections, input.completedSkills, input.completedProjects);

  // a summary only where the resume has none, from its own facts
  if (!sections.some((s) => s.kind === 'summary')) {
    const latest = sections.find((s) => s.kind === 'experience')?.roles[0];
    const top = byRelevance(
      sections.flatMap((s) => s.skills.flatMap((g) => g.items)),
      relevance,
    ).slice(0, 3);
    const who = latest?.title || input.resume.contact.headline;
    const line = [
      who ? `${who}${latest?.organization ? ` at ${latest.organization}` : ''}` : '',
      top.length ? `skilled in ${top.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    if (line)
      sections.push({
        id: 'summary',
        kind: 'summary',
        heading: 'Summary',
        lines: [`${line.charAt(0).toUpperCase()}${line.slice(1)}, working toward ${input.goalTitle}.`],
        roles: [],
        skills: [],
      });
  }

  const rank = (s: ResumeSection) => SECTION_ORDER.indexOf(s.kind);
  return {
    contact: structuredClone(input.resume.contact),
    sections: byRelevance(sections, (s) => -rank(s)),
  };
}
