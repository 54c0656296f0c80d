/**
 * Career generation for a title that names nothing real (docs/product.md §7). Local: the roadmap of
 * the nearest O*NET occupation, else the closest built-in career, re-titled (docs/decisions.md D2).
 * Fallback: the basic career of docs/product.md §8.
 */
import { z } from 'zod';
import type { CareerDraft } from '../../../shared/career.ts';
import type { CatalogCareer } from '../../../shared/catalog.schema.ts';
import { titleCase } from '../../../shared/matching.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { clip, DATA_RULE, data, LIMITS, levelSchema, textList } from '../helpers.ts';
import { localCareer } from '../local/career.ts';

export const CAREER = {
  name: 'career',
  temperature: 0.7,
  maxTokens: 4000,
  invalidText: 'Invalid career data structure received',
} as const satisfies PurposeParams;

export function careerPrompt(title: string) {
  return [
    'You are a senior career coach and engineer designing a learning roadmap for a target career.',
    DATA_RULE,
    data({ careerTitle: clip(title, LIMITS.title) }),
    'Reply with JSON only, no prose, in this shape:',
    '{"title": string, "summary": string (2-3 sentences: what the job is and who it suits),',
    ' "skills": [{"name": string, "category": "Languages"|"Frameworks"|"Tools"|"Concepts"|"SoftSkills",',
    '   "description": string (why this role needs it), "difficulty": "beginner"|"intermediate"|"advanced",',
    '   "estimatedHours": number, "resources": [{"type": "course"|"video"|"tutorial"|"article"|"book",',
    '   "title": string, "source": string, "link": string (https, official pages you are sure exist), "duration": string like "10h"}]}],',
    ' "projects": [{"title": string, "description": string, "difficulty": "beginner"|"intermediate"|"advanced",',
    '   "estimatedHours": number, "technologies": [string], "skills": [skill names exactly as in "skills"]}]}',
    'Give 8-12 skills in learning order, 2-4 resources per skill (prefer free, well-known sources), and 3-5 projects.',
    'Project skill names must match skill names exactly.',
  ].join('\n');
}

export const careerReply = z.object({
  title: z.string().trim().min(2).max(120),
  summary: z.string().trim().min(10).max(1500),
  skills: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        category: z.enum(['Languages', 'Frameworks', 'Tools', 'Concepts', 'SoftSkills']).catch('Concepts'),
        description: z.string().trim().max(600).catch(''),
        difficulty: levelSchema.optional().catch(undefined),
        estimatedHours: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
        resources: z
          .array(
            z.object({
              type: z.enum(['course', 'video', 'tutorial', 'article', 'book']).catch('article'),
              title: z.string().trim().min(1).max(200),
              source: z.string().trim().max(100).catch(''),
              link: z.url({ protocol: /^https?$/ }).catch(''),
              duration: z.string().trim().max(20).catch(''),
            }),
          )
          .catch([]),
      }),
    )
    .min(1)
    .max(20),
  projects: z
    .array(
      z.object({
        title: z.string().trim().min(2).max(200),
        description: z.string().trim().max(2000).catch(''),
        difficulty: levelSchema.catch('intermediate'),
        estimatedHours: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
        technologies: textList,
        skills: textList,
      }),
    )
    .min(1)
    .max(8),
});
export type CareerReply = z.infer<typeof careerReply>;

const randomInt = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * The draft a reply describes. docs/product.md §5: project skill names match skill names
 * case-insensitively and unmatched ones are dropped, so a project never points at a missing skill.
 */
function draftFromReply(reply: CareerReply, random: () => number): CareerDraft {
  const skills = reply.skills.map((s) => ({
    name: s.name,
    category: s.category,
    description: s.description,
    difficulty: s.difficulty ?? 'intermediate',
    // docs/product.md §9: random estimated hours for generated skills 10-29 when the model gives none
    estimatedHours: s.estimatedHours ?? randomInt(random, 10, 29),
    resources: s.resources
      .filter((r) => r.link.startsWith('https://'))
      .map((r) => ({
        type: r.type,
        title: r.title,
        source: r.source || new URL(r.link).host,
        link: r.link,
        duration: r.duration || '1h',
      })),
  }));
  const byName = new Map(skills.map((s) => [s.name.toLowerCase(), s.name]));
  return {
    title: reply.title,
    summary: reply.summary,
    skills,
    projects: reply.projects.map((p) => ({
      title: p.title,
      description: p.description,
      difficulty: p.difficulty,
      estimatedHours: p.estimatedHours ?? randomInt(random, 20, 59),
      technologies: p.technologies,
      skills: p.skills.map((n) => byName.get(n.toLowerCase())).filter((n): n is string => n !== undefined),
    })),
  };
}

/** docs/product.md §8 Career creation fallback (the data layer's basic career, with the store's summary). */
export function fallbackCareer(title: string): CareerDraft {
  const display = titleCase(title);
  return {
    title: display,
    summary: `A comprehensive career path for ${display} professionals.`,
    skills: [
      {
        name: 'Core Skills',
        category: 'Concepts',
        description: `The foundations every ${display} needs.`,
        difficulty: 'beginner',
        estimatedHours: 15,
        resources: [
          {
            type: 'course',
            title: `${display} fundamentals`,
            source: 'freeCodeCamp',
            link: 'https://www.freecodecamp.org/learn/',
            duration: '15h',
          },
        ],
      },
    ],
    projects: [
      {
        title: 'Starter Project',
        description: `A first project that applies the core skills of a ${display}.`,
        difficulty: 'beginner',
        estimatedHours: 25,
        technologies: [],
        skills: ['Core Skills'],
      },
    ],
  };
}

/** A career draft built from the O*NET occupation nearest to a title, naming it in `basedOn`. */
export type NearestCareer = (title: string) => (CareerDraft & { basedOn: string }) | null;

export function createCareerPurpose(deps: {
  core: AiCore;
  careers: readonly CatalogCareer[];
  random: () => number;
  nearestCareer?: NearestCareer;
}) {
  const { core, careers, random, nearestCareer } = deps;
  return function generateCareer(
    caller: Caller,
    title: string,
    signal?: AbortSignal,
  ): Promise<AiResult<CareerDraft & { basedOn?: string }>> {
    return core.run(
      caller,
      CAREER,
      async () => {
        const r = await core.askJson(caller, CAREER, careerPrompt(title), careerReply, signal);
        return r ? { value: draftFromReply(r.value, random), usage: r.usage } : null;
      },
      () => nearestCareer?.(title) ?? localCareer(title, careers),
      () => fallbackCareer(title),
    );
  };
}
