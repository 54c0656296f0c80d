/**
 * The AI Project Generator's custom project (docs/product.md §7). Local: a project template for the
 * goal's field and the difficulty, built with the user's skills (docs/decisions.md D2, S83): software
 * for software roles, the field's own practice (a clinical hours log, a practice-exam plan…) for the
 * rest. Fallback: "Custom {goal} Portfolio Project" (docs/product.md §8).
 */
import { z } from 'zod';
import type { GeneratedProject } from '../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../shared/catalog.schema.ts';
import { practiceTemplates } from '../../catalog/career-content.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { fallbackProject } from '../fallbacks.ts';
import { clip, DATA_RULE, data, LIMITS, levelSchema, list, textList } from '../helpers.ts';
import { localProject, type PracticeField } from '../local/project.ts';
import { practiceWorkbook } from '../local/workbook.ts';

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
  /** What the goal's field practises (docs/decisions.md S83). */
  field: PracticeField;
  /** Projects generated for this goal before: each takes the field's next kind of practice. */
  previous: number;
}

/**
 * The practice kind the project will be, the one the local engine chooses: unset for software; a
 * design goal's portfolio piece and a product goal's case study have one too.
 */
function fieldKind(input: CustomProjectInput) {
  return localProject(input).kind;
}

export function customProjectPrompt(input: CustomProjectInput) {
  const kind = fieldKind(input);
  const label = kind ? (practiceTemplates().kinds.get(kind)?.label ?? kind) : null;
  if (!kind || !label)
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
  // docs/decisions.md S83: outside software the project is the field's own practice, never code
  return [
    'You are an experienced practitioner and educator designing practice that prepares a learner for their goal occupation, the way the field itself trains people. It is not a software project.',
    DATA_RULE,
    data({
      occupation: clip(input.goalTitle, LIMITS.title),
      family: input.field.family ?? 'none (use practice that fits most jobs)',
      practiceKind: label,
      exam: input.field.exam ?? 'none',
      completedSkills: list(input.completedSkills),
      skillsToDevelop: list(input.skillsToDevelop),
      difficulty: input.difficulty,
    }),
    `Design one piece of practice of the kind "${label}" for this occupation: realistic, safe, done under supervision where the field requires it, with no patient, client or customer identifying details.`,
    'Reply with JSON only: {"title": string, "description": string (3-4 sentences), "difficulty": string,',
    '"estimatedHours": number, "technologies": [the skills, tools or standards it practises], "features": [4-6 concrete tasks],',
    '"learningObjectives": [3-4 strings], "starterCode": ""}',
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
        if (!r) return null;
        // the user chose the difficulty; a model that drifts from it does not get to change it
        const value = { ...r.value, difficulty: input.difficulty };
        const kind = fieldKind(input);
        // field practice: the starter is Waymark's workbook, never code a model wrote (S84)
        return {
          value: kind
            ? { ...value, kind, starterCode: practiceWorkbook({ ...value, kind }, input.goalTitle) }
            : value,
          usage: r.usage,
        };
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
