/**
 * The AI Project Generator's custom project (docs/product.md §7). Local: a project template for the
 * goal and difficulty, built with the user's skills (docs/decisions.md D2). Fallback: "Custom {goal}
 * Portfolio Project" (docs/product.md §8).
 */
import { z } from 'zod';
import type { GeneratedProject } from '../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../shared/catalog.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { fallbackProject } from '../fallbacks.ts';
import { clip, DATA_RULE, data, LIMITS, levelSchema, list, textList } from '../helpers.ts';
import { localProject } from '../local/project.ts';

export const CUSTOM_PROJECT = {
  name: 'customProject',
  temperature: 0.8,
  maxTokens: 2000,
  invalidText: 'Invalid project data structure received',
} as const satisfies PurposeParams;

export interface CustomProjectInput {
  goalTitle: string;
  completedSkills: string[];
  skillsToDevelop: string[];
  difficulty: Difficulty;
}

export function customProjectPrompt(input: {
  goalTitle: string;
  completedSkills: string[];
  skillsToDevelop: string[];
  difficulty: string;
}) {
  return [
    'You are a senior engineer designing a portfolio project that stretches a learner toward their goal role.',
    DATA_RULE,
    data({
      goal: clip(input.goalTitle, LIMITS.title),
      completedSkills: list(input.completedSkills),
      skillsToDevelop: list(input.skillsToDevelop),
      difficulty: input.difficulty,
    }),
    'Use their completed skills and practise 2-3 of the skills to develop.',
    'Reply with JSON only: {"title": string, "description": string (3-4 sentences), "difficulty": string,',
    '"estimatedHours": number, "technologies": [string], "features": [4-6 strings], "learningObjectives": [3-4 strings],',
    '"starterCode": string (a short entry-point file)}',
  ].join('\n');
}

export const projectReply = z.object({
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().min(10).max(3000),
  difficulty: levelSchema.catch('intermediate'),
  estimatedHours: z.coerce.number().int().min(1).max(500),
  technologies: textList.pipe(z.array(z.string()).min(1)),
  features: textList.pipe(z.array(z.string()).min(1)),
  learningObjectives: textList.pipe(z.array(z.string()).min(1)),
  starterCode: z.string().max(20_000).catch(''),
});

export function createCustomProject(deps: { core: AiCore }) {
  const { core } = deps;
  return async function customProject(
    caller: Caller,
    input: CustomProjectInput,
    signal?: AbortSignal,
  ): Promise<AiResult<GeneratedProject>> {
    return core.run(
      caller,
      CUSTOM_PROJECT,
      async () => {
        const r = await core.askJson(
          caller,
          CUSTOM_PROJECT,
          customProjectPrompt(input),
          projectReply,
          signal,
        );
        // the user chose the difficulty; a model that drifts from it does not get to change it
        return r ? { value: { ...r.value, difficulty: input.difficulty }, usage: r.usage } : null;
      },
      () => localProject(input),
      () =>
        fallbackProject(input.goalTitle, input.difficulty, [
          ...input.completedSkills,
          ...input.skillsToDevelop,
        ]),
    );
  };
}
