/**
 * The one door to AI: every feature calls a purpose, never a prompt. This file only composes the
 * gateway from the core (rate limit, provider call, validation, fallback order, usage records) and
 * the purposes/ files (prompt, reply schema, parameters, local answer and canned fallback each).
 */
import { randomUUID } from 'node:crypto';
import type { CatalogCareer } from '../../shared/catalog.schema.ts';
import type { AiCallsRepository, AiLimits } from './ai-calls.repository.ts';
import type { Breaker } from './breaker.ts';
import { type AiBudget, createAiCore, type GatewayLogger } from './core.ts';
import type { KnowledgeIndex } from './local/knowledge.ts';
import type { Provider } from './provider.ts';
import { ADVICE, createAdvice } from './purposes/advice.ts';
import { CHAT_ANALYSIS, COACH_ANALYSIS, createAnswerAnalysis } from './purposes/answer-analysis.ts';
import { CAREER, createCareerPurpose, type NearestCareer } from './purposes/career.ts';
import { COACH_QUESTIONS, createCoachQuestions } from './purposes/coach-questions.ts';
import { CUSTOM_PROJECT, createCustomProject } from './purposes/custom-project.ts';
import { CHAT_QUESTION, createInterviewQuestion } from './purposes/interview-question.ts';
import { createResumeAnalysis, RESUME_ANALYSIS } from './purposes/resume-analysis.ts';
import { createResumeGeneration, RESUME_GENERATION } from './purposes/resume-generation.ts';
import { createStarterCode, STARTER_CODE } from './purposes/starter-code.ts';

export type { AiResult, Caller, GatewayLogger } from './core.ts';
export type { AdviceInput } from './purposes/advice.ts';
export { fallbackCareer } from './purposes/career.ts';

export interface AiGatewayDeps {
  provider: Provider | null;
  calls: AiCallsRepository;
  knowledge: KnowledgeIndex;
  careers: readonly CatalogCareer[];
  /** The local engine's career for a title naming nothing real: built from the nearest occupation. */
  nearestCareer?: NearestCareer;
  log: GatewayLogger;
  /** The per-user, per-address, all-users and daily token limits (defaults in core.ts). */
  limits?: Partial<AiLimits>;
  /** The provider's circuit breaker, shared by the process (docs/decisions.md S49). */
  breaker?: Breaker;
  /** Time and size budgets of one answer. */
  budget?: Partial<AiBudget>;
  clock?: () => Date;
  random?: () => number;
  newId?: () => string;
}

/**
 * Every purpose by the name its usage records carry, with its docs/product.md §7 temperature and
 * token limit.
 */
export const PURPOSES = {
  career: CAREER,
  chatQuestion: CHAT_QUESTION,
  chatAnalysis: CHAT_ANALYSIS,
  careerAdvice: ADVICE.career,
  skillAdvice: ADVICE.skills,
  jobAdvice: ADVICE.jobs,
  resumeAdvice: ADVICE.resume,
  resumeAnalysis: RESUME_ANALYSIS,
  coachQuestions: COACH_QUESTIONS,
  coachAnalysis: COACH_ANALYSIS,
  customProject: CUSTOM_PROJECT,
  starterCode: STARTER_CODE,
  resumeGeneration: RESUME_GENERATION,
} as const;

/**
 * With a provider, each purpose asks it with its parameters and validates the reply; without one,
 * or when it fails, the local engine answers from the user's data (docs/decisions.md D2); the
 * canned fallbacks of docs/product.md §8 are the last resort.
 */
export function createAiGateway(deps: AiGatewayDeps) {
  const core = createAiCore(deps);
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? randomUUID;
  const answers = createAnswerAnalysis({ core });
  const advice = createAdvice({ core, knowledge: deps.knowledge });

  return {
    mode: core.mode,
    breaker: core.breaker,
    /** The configured model's name, or null when only the local engine answers. */
    model: deps.provider?.model ?? null,
    generateCareer: createCareerPurpose({
      core,
      careers: deps.careers,
      random,
      ...(deps.nearestCareer ? { nearestCareer: deps.nearestCareer } : {}),
    }),
    interviewQuestion: createInterviewQuestion({ core, random }),
    analyseInterviewAnswer: answers.analyseInterviewAnswer,
    advice: advice.advice,
    adviceStream: advice.adviceStream,
    analyseResume: createResumeAnalysis({ core }),
    coachQuestions: createCoachQuestions({ core, random, newId }),
    analyseCoachAnswer: answers.analyseCoachAnswer,
    customProject: createCustomProject({ core }),
    starterCode: createStarterCode({ core }),
    generateResume: createResumeGeneration({ core }),
    tokensPerDay: (userId: string) => deps.calls.tokensPerDay(userId),
  };
}

export type AiGateway = ReturnType<typeof createAiGateway>;
