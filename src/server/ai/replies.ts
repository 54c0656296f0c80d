import { z } from 'zod';
import { interviewDifficultySchema, questionCategorySchema } from '../../shared/ai.schema.ts';

/**
 * zod schemas for what a model answers, per purpose (spec §5 validity rules). Lists tolerate junk
 * entries; scores are clamped to 0-100 (issue 4).
 */
export const clampedScore = z.coerce
  .number()
  .pipe(z.number().finite())
  .transform((n) => Math.round(Math.min(100, Math.max(0, n))));
const textList = z
  .array(z.unknown())
  .transform((items) =>
    items.filter((i): i is string => typeof i === 'string' && i.trim() !== '').map((i) => i.trim()),
  )
  .catch([]);

export const answerAnalysisReply = z.object({
  score: clampedScore,
  feedback: z.string().trim().min(1),
  improvements: textList,
  strengths: textList,
});

export const coachQuestionsReply = z.object({
  questions: z
    .array(
      z.object({
        question: z.string().trim().min(5).max(1000),
        category: questionCategorySchema.catch('technical'),
        difficulty: interviewDifficultySchema.catch('medium'),
        tips: textList,
      }),
    )
    .min(1),
});

const difficulty = z.enum(['beginner', 'intermediate', 'advanced']);

export const careerReply = z.object({
  title: z.string().trim().min(2).max(120),
  summary: z.string().trim().min(10).max(1500),
  skills: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(80),
        category: z.enum(['Languages', 'Frameworks', 'Tools', 'Concepts', 'SoftSkills']).catch('Concepts'),
        description: z.string().trim().max(600).catch(''),
        difficulty: difficulty.optional().catch(undefined),
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
        difficulty: difficulty.catch('intermediate'),
        estimatedHours: z.coerce.number().int().min(1).max(500).optional().catch(undefined),
        technologies: textList,
        skills: textList,
      }),
    )
    .min(1)
    .max(8),
});
export type CareerReply = z.infer<typeof careerReply>;

export const projectReply = z.object({
  title: z.string().trim().min(3).max(200),
  description: z.string().trim().min(10).max(3000),
  difficulty: difficulty.catch('intermediate'),
  estimatedHours: z.coerce.number().int().min(1).max(500),
  technologies: textList.pipe(z.array(z.string()).min(1)),
  features: textList.pipe(z.array(z.string()).min(1)),
  learningObjectives: textList.pipe(z.array(z.string()).min(1)),
  starterCode: z.string().max(20_000).catch(''),
});

/** spec §5: rejected without presentSkills or atsScore; the rest may be filled in locally. */
export const resumeAnalysisReply = z.object({
  presentSkills: textList.pipe(z.array(z.string())),
  atsScore: clampedScore,
  missingSkills: textList.optional(),
  improvedBulletPoints: z
    .array(z.object({ original: z.string(), improved: z.string(), reasoning: z.string() }))
    .optional()
    .catch(undefined),
  structureSuggestions: textList.optional(),
  strengthsFound: textList.optional(),
  weaknessesFound: textList.optional(),
  readabilityScore: clampedScore.optional().catch(undefined),
  keywordDensity: z.record(z.string(), z.number().nonnegative()).optional().catch(undefined),
  recommendations: z.object({ immediate: textList, longTerm: textList }).optional().catch(undefined),
});
export type ResumeAnalysisReply = z.infer<typeof resumeAnalysisReply>;

/** spec §7: a JSON reply may come wrapped in a markdown code fence, optionally labelled json. */
export function stripCodeFence(text: string): string {
  const trimmed = text.trim();
  const match = /^```[a-zA-Z]*\s*\n?([\s\S]*?)\n?```$/.exec(trimmed);
  return (match ? (match[1] ?? '') : trimmed).trim();
}

/** spec §7 Starter code: "code, possibly fenced; inner content extracted". */
export function extractCode(text: string): string {
  const fenced = /```[\w+-]*\s*\n([\s\S]*?)```/.exec(text);
  return (fenced ? (fenced[1] ?? '') : text).trim();
}
