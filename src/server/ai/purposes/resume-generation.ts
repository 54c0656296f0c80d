/**
 * The AI Resume Generator's optimized resume, from the resume text, the goal and the completed
 * skills and projects. docs/product.md §4 had no AI call for it; docs/decisions.md D2 makes it
 * real. Local, and the last resort too: the rule-based rewrite of the user's own resume.
 */
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { clip, DATA_RULE, data, LIMITS, list, stripCodeFence } from '../helpers.ts';
import { localResume, type ResumeWriterInput } from '../local/resume-writer.ts';

export const RESUME_GENERATION = {
  name: 'resumeGeneration',
  temperature: 0.6,
  maxTokens: 2000,
} as const satisfies PurposeParams;

export function resumeGenerationPrompt(input: {
  resumeText: string;
  goalTitle: string;
  completedSkills: string[];
  projects: Array<{ title: string; description: string }>;
}) {
  return [
    'You are an expert resume writer. Rewrite the resume below for the target role as a clean, ATS-friendly plain-text',
    'resume: NAME, contact line, SUMMARY, SKILLS, EXPERIENCE (action-verb bullets with results), PROJECTS, EDUCATION.',
    'Use only facts from the data: never invent employers, dates, degrees or numbers.',
    DATA_RULE,
    data({
      targetRole: clip(input.goalTitle, LIMITS.title),
      resumeText: clip(input.resumeText, LIMITS.resume),
      completedSkills: list(input.completedSkills),
      projects: input.projects
        .slice(0, 6)
        .map((p) => ({ title: clip(p.title, 120), description: clip(p.description, 300) })),
    }),
    'Reply with the resume text only.',
  ].join('\n');
}

export function createResumeGeneration(deps: { core: AiCore }) {
  const { core } = deps;
  return async function generateResume(
    caller: Caller,
    input: ResumeWriterInput,
    signal?: AbortSignal,
  ): Promise<AiResult<string>> {
    return core.run(
      caller,
      RESUME_GENERATION,
      async () => {
        const r = await core.ask(caller, RESUME_GENERATION, resumeGenerationPrompt(input), signal);
        const text = r ? stripCodeFence(r.text) : '';
        // a reply this short is a refusal or an apology, not a resume
        return r && text.length > 100 ? { value: text, usage: r.usage } : null;
      },
      () => localResume(input),
      () => localResume(input),
    );
  };
}
