import type { GeneratedProject } from '../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../shared/catalog.schema.ts';
import { ARCHETYPES, type Family } from './project-templates.ts';
import { starterCodeFor } from './starter-code.ts';

/** Which kind of project fits a goal title. */
export function projectFamily(goalTitle: string): Family {
  const t = goalTitle.toLowerCase();
  const rules: Array<[RegExp, Family]> = [
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

/**
 * The local engine's custom project (docs/decisions.md D2): an archetype that fits the goal and difficulty,
 * built with the skills the user has and stretching them toward the ones they are learning.
 */
export function localProject(input: {
  goalTitle: string;
  completedSkills: string[];
  skillsToDevelop: string[];
  difficulty: Difficulty;
}): GeneratedProject {
  const archetype = ARCHETYPES[projectFamily(input.goalTitle)][LEVEL[input.difficulty]];
  const stretch = input.skillsToDevelop.slice(0, 2);
  const technologies = unique([...input.completedSkills.slice(0, 2), ...archetype.tech, ...stretch]).slice(
    0,
    6,
  );
  const features = unique([
    ...archetype.features.slice(0, 5),
    ...stretch.map((s) => `Use ${s} in one part of the project and explain the choice in the README`),
  ]).slice(0, 6);
  const objectives = unique([
    ...archetype.objectives.slice(0, 3),
    ...(stretch[0] ? [`Practise ${stretch[0]} on a real feature`] : []),
  ]).slice(0, 4);
  const title = archetype.title;
  return {
    title,
    description: `${archetype.description} Built as a ${input.goalTitle} portfolio piece${stretch.length ? `, it stretches you toward ${stretch.join(' and ')}` : ''}.`,
    difficulty: input.difficulty,
    estimatedHours: HOURS[input.difficulty],
    technologies,
    features,
    learningObjectives: objectives,
    starterCode: starterCodeFor({ title, technologies, features }),
  };
}
