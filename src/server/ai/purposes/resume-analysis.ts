/**
 * Resume analysis for a target job (docs/product.md §7). Local: the deterministic analysis against
 * the goal's skills (docs/decisions.md D7), which also fills in what a provider reply leaves out.
 * Fallback: the canned sample analysis of docs/product.md §8.
 */
import { z } from 'zod';
import type { ResumeAnalysis } from '../../../shared/ai.schema.ts';
import type { AiCore, AiResult, Caller, PurposeParams } from '../core.ts';
import { FALLBACK_RESUME_ANALYSIS } from '../fallbacks.ts';
import { clampedScore, clip, DATA_RULE, data, LIMITS, textList } from '../helpers.ts';
import { type AnalysisTarget, analyseResumeLocally } from '../local/resume-analysis.ts';

export const RESUME_ANALYSIS = {
  name: 'resumeAnalysis',
  temperature: 0.3,
  maxTokens: 3000,
  invalidText: 'Invalid resume analysis data structure received',
} as const satisfies PurposeParams;

/**
 * The local analysis's honesty rules, given to the model too (docs/product.md §7 Local engine):
 * nothing the resume says is called missing, and rewrites keep the person's facts and role.
 */
export const RESUME_HONESTY_RULE = [
  'Never list as missing a skill the resume names in any spelling or version (HTML5 is HTML, Matplotlib/Seaborn is data visualisation).',
  'Improved bullets keep the original meaning and the person\'s real role ("helped" becomes "contributed to", never "led" or "delivered"), keep their numbers and invent none; skip lines that are job titles or project names.',
].join(' ');

export function resumeAnalysisPrompt(resumeText: string, targetJobTitle: string) {
  return [
    'You are an expert resume reviewer and ATS specialist. Analyse the resume for the target job.',
    DATA_RULE,
    data({ targetJobTitle: clip(targetJobTitle, LIMITS.title), resumeText: clip(resumeText, LIMITS.resume) }),
    'Reply with JSON only: {"presentSkills": [string], "missingSkills": [string],',
    '"improvedBulletPoints": [{"original": string (quoted from the resume), "improved": string, "reasoning": string}],',
    '"structureSuggestions": [string], "strengthsFound": [string], "weaknessesFound": [string],',
    '"atsScore": number 0-100, "readabilityScore": number 0-100, "keywordDensity": {keyword: count},',
    '"recommendations": {"immediate": [string], "longTerm": [string]}}.',
    'Give realistic ATS and readability scores (most resumes score 50-80) and 3-5 improved bullet points.',
    RESUME_HONESTY_RULE,
  ].join('\n');
}

/** docs/product.md §5: rejected without presentSkills or atsScore; the rest may be filled in locally. */
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

function mergeResume(reply: ResumeAnalysisReply, base: ResumeAnalysis | null): ResumeAnalysis {
  return {
    presentSkills: reply.presentSkills,
    missingSkills: reply.missingSkills ?? base?.missingSkills ?? [],
    improvedBulletPoints: reply.improvedBulletPoints ?? base?.improvedBulletPoints ?? [],
    improvedBulletPointsBy: reply.improvedBulletPoints ? 'provider' : 'local',
    structureSuggestions: reply.structureSuggestions ?? base?.structureSuggestions ?? [],
    strengthsFound: reply.strengthsFound ?? base?.strengthsFound ?? [],
    weaknessesFound: reply.weaknessesFound ?? base?.weaknessesFound ?? [],
    atsScore: reply.atsScore,
    readabilityScore:
      reply.readabilityScore ?? base?.readabilityScore ?? FALLBACK_RESUME_ANALYSIS.readabilityScore,
    keywordDensity: reply.keywordDensity ?? base?.keywordDensity ?? {},
    recommendations: reply.recommendations ?? base?.recommendations ?? { immediate: [], longTerm: [] },
  };
}

export interface ResumeAnalysisInput {
  resumeText: string;
  targetJobTitle: string;
  /**
   * The goal's skills the local analysis looks for. Without them there is nothing to compare the
   * resume with, so the canned analysis is the fallback.
   */
  skills?: AnalysisTarget['skills'] | undefined;
  /** The first incomplete roadmap project, for a long-term recommendation. */
  nextProject?: string | undefined;
}

export function createResumeAnalysis(deps: { core: AiCore }) {
  const { core } = deps;
  return function analyseResume(
    caller: Caller,
    input: ResumeAnalysisInput,
    signal?: AbortSignal,
  ): Promise<AiResult<ResumeAnalysis>> {
    // computed at most once: both a partial provider reply and the local step may need it
    let localResult: ResumeAnalysis | null | undefined;
    const local = () => {
      localResult ??= input.skills
        ? analyseResumeLocally(input.resumeText, {
            title: input.targetJobTitle,
            skills: input.skills,
            nextProject: input.nextProject,
          })
        : null;
      return localResult;
    };
    return core.run(
      caller,
      RESUME_ANALYSIS,
      async () => {
        const r = await core.askJson(
          caller,
          RESUME_ANALYSIS,
          resumeAnalysisPrompt(input.resumeText, input.targetJobTitle),
          resumeAnalysisReply,
          signal,
        );
        return r ? { value: mergeResume(r.value, local()), usage: r.usage } : null;
      },
      local,
      () => FALLBACK_RESUME_ANALYSIS,
    );
  };
}
