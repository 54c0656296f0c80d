import type { GeneratedProject } from '../../../shared/ai.schema.ts';
import type { PracticeKind } from '../../../shared/career-content.schema.ts';
import type { Difficulty } from '../../../shared/catalog.schema.ts';
import type { Goal } from '../../../shared/goal.schema.ts';
import type { SoftwareTrack } from '../../../shared/practice-template.schema.ts';
import { practiceTemplates } from '../../catalog/career-content.ts';
import { starterCodeFor } from './starter-kits.ts';
import { practiceWorkbook } from './workbook.ts';

/**
 * What a goal's field practises (docs/decisions.md S83): software projects, the field's own practice
 * kinds (from its roadmap), or the general pack for a goal with no family data.
 */
export interface PracticeField {
  track: 'software' | 'field' | 'general';
  /** The career family ("Healthcare Practitioners and Technical: Nursing"); null outside a family. */
  family: string | null;
  /** The field's practice kinds, in the order its roadmap gives them. */
  kinds: PracticeKind[];
  /** The exam a practice-exam plan prepares for. */
  exam: string | null;
}

/** Which kind of software project fits a goal title. */
export function softwareTrack(goalTitle: string): SoftwareTrack {
  const t = goalTitle.toLowerCase();
  const rules: Array<[RegExp, SoftwareTrack]> = [
    [/\b(ux|ui|design)/, 'design'],
    [/product|program manager|owner/, 'product'],
    [/\bqa\b|test|quality/, 'qa'],
    [/game|unity|unreal/, 'game'],
    [/blockchain|web3|smart contract|solidity|crypto/, 'blockchain'],
    [/security|cyber|soc\b|pentest|analyst.*security/, 'security'],
    [/devops|cloud|sre|platform|infrastructure|site reliability/, 'infra'],
    [/data|machine learning|\bml\b|\bai\b|analytics|scientist/, 'data'],
    [/mobile|ios|android|flutter|react native/, 'mobile'],
    [/backend|back-end|api|server/, 'api'],
  ];
  return rules.find(([re]) => re.test(t))?.[1] ?? 'web';
}

const SOFTWARE_TITLE =
  /developer|programmer|software|engineer.*(software|web|data|cloud|devops|platform)|web\b|devops|data scien|machine learning|front.?end|back.?end|full.?stack/i;

/** docs/decisions.md S83: the practice a goal's field does, from its roadmap. */
export function practiceFieldOf(goal: Goal): PracticeField {
  const { career } = goal;
  const family = career.family
    ? `${career.family.title}${career.family.subFamily ? `: ${career.family.subFamily.title}` : ''}`
    : null;
  const kinds = [...new Set(goal.projects.flatMap((p) => (p.kind ? [p.kind] : [])))];
  const exam =
    goal.milestones.find((m) => m.kind === 'exam')?.name ??
    (() => {
      const licence = goal.milestones.find((m) => m.kind === 'licence' && m.required);
      return licence ? `the exam for the ${licence.name}` : null;
    })();
  const software =
    career.source === 'builtin' ||
    career.occupationCode?.startsWith('15-') === true ||
    (!career.family && !career.occupationCode && SOFTWARE_TITLE.test(career.title));
  if (software) return { track: 'software', family, kinds, exam };
  if (career.family && kinds.length > 0) return { track: 'field', family, kinds, exam };
  return { track: 'general', family, kinds: practiceTemplates().general.kinds, exam };
}

const LEVEL: Record<Difficulty, 0 | 1 | 2> = { beginner: 0, intermediate: 1, advanced: 2 };
/** docs/product.md §9 fallback hours by difficulty. */
const HOURS: Record<Difficulty, number> = { beginner: 15, intermediate: 30, advanced: 50 };

function unique(items: string[]): string[] {
  const seen = new Set<string>();
  return items.filter((i) => {
    const key = i.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export interface LocalProjectInput {
  goalTitle: string;
  completedSkills: string[];
  skillsToDevelop: string[];
  difficulty: Difficulty;
  field: PracticeField;
  /** How many projects the user generated for this goal before: each one takes the field's next kind. */
  previous: number;
}

/** Fills a template's placeholders (content/practice rules: `{occupation}` and `{exam}` only). */
export function fillPlaceholders(text: string, occupation: string, exam: string | null): string {
  return text
    .replaceAll('{occupation}', occupation)
    .replaceAll('{exam}', exam ?? 'your licensing or certification exam');
}

/**
 * The local engine's custom project (docs/decisions.md D2, S83). Software: an archetype that fits the
 * goal and difficulty, built with the skills the user has and stretching them toward the ones they are
 * learning. Any other field: the next of its practice kinds (a clinical hours log, a skills checklist,
 * a practice-exam plan…) at the chosen difficulty, with its workbook as the starter.
 */
export function localProject(input: LocalProjectInput): GeneratedProject {
  const stretch = input.skillsToDevelop.slice(0, 2);
  if (input.field.track === 'software') {
    const archetype =
      practiceTemplates().software.tracks[softwareTrack(input.goalTitle)][LEVEL[input.difficulty]];
    const technologies = unique([...input.completedSkills.slice(0, 2), ...archetype.tech, ...stretch]).slice(
      0,
      6,
    );
    const features = unique([
      ...archetype.features.slice(0, 5),
      ...stretch.map((s) => `Use ${s} in one part of the project and explain the choice in the README`),
    ]).slice(0, 6);
    const project: GeneratedProject = {
      title: archetype.title,
      description: `${archetype.description} Built as a ${input.goalTitle} portfolio piece${stretch.length ? `, it stretches you toward ${stretch.join(' and ')}` : ''}.`,
      difficulty: input.difficulty,
      estimatedHours: HOURS[input.difficulty],
      technologies,
      features,
      learningObjectives: unique([
        ...archetype.objectives.slice(0, 3),
        ...(stretch[0] ? [`Practise ${stretch[0]} on a real feature`] : []),
      ]).slice(0, 4),
      starterCode: '',
      ...(archetype.kind ? { kind: archetype.kind } : {}),
    };
    return {
      ...project,
      starterCode: project.kind ? practiceWorkbook(project, input.goalTitle) : starterCodeFor(project),
    };
  }
  const templates = practiceTemplates();
  const kinds = input.field.kinds.length > 0 ? input.field.kinds : templates.general.kinds;
  const kind = kinds[(LEVEL[input.difficulty] + input.previous) % kinds.length] ?? 'log';
  const template = templates.kinds.get(kind);
  if (!template) throw new Error(`No practice template for the kind "${kind}"`);
  const fill = (text: string) => fillPlaceholders(text, input.goalTitle, input.field.exam);
  const note = input.field.track === 'general' ? `${fill(templates.general.note)} ` : '';
  const skills = unique([...stretch, ...input.completedSkills.slice(0, 2)]).slice(0, 4);
  const project: GeneratedProject = {
    title: `${template.title}: ${input.goalTitle}`.slice(0, 200),
    description: `${note}${fill(template.description)}${stretch.length ? ` It practises ${stretch.join(' and ')}.` : ''}`,
    difficulty: input.difficulty,
    estimatedHours: HOURS[input.difficulty],
    technologies: skills.length > 0 ? skills : [template.label],
    features: unique([
      ...template.tasks[input.difficulty].map(fill),
      ...stretch.map((s) => `Include ${s} in your practice and record it in the log`),
    ]).slice(0, 6),
    learningObjectives: unique([
      ...template.objectives.slice(0, 3),
      ...(stretch[0] ? [`Practise ${stretch[0]} until you can show it`] : []),
    ]).slice(0, 4),
    starterCode: '',
    kind,
  };
  return { ...project, starterCode: practiceWorkbook(project, input.goalTitle) };
}
