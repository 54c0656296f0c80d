import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type {
  AnswerAnalysis,
  ChatTopic,
  GeneratedProject,
  InterviewDifficulty,
  InterviewQuestion,
  ResumeAnalysis,
} from '../../shared/ai.schema.ts';
import type { CareerDraft } from '../../shared/career.ts';
import type { CatalogCareer, Difficulty } from '../../shared/catalog.schema.ts';
import { TooManyRequests } from '../errors.ts';
import type { AiCallsRepository, AiSource } from './ai-calls.repository.ts';
import {
  CANNED_ADVICE,
  CHAT_FALLBACK_QUESTIONS,
  DEFAULT_ROLE,
  FALLBACK_COACH_ANALYSIS,
  FALLBACK_RESUME_ANALYSIS,
  fallbackCoachQuestions,
  fallbackProject,
  fallbackStarterCode,
  heuristicAnalysis,
} from './fallbacks.ts';
import { type LocalAdviceContext, localAdvice } from './local/advice.ts';
import { localCareer, titleCase } from './local/career.ts';
import { analyseAnswer, pickQuestions, toInterviewQuestion } from './local/interview.ts';
import type { KnowledgeIndex } from './local/knowledge.ts';
import { localProject } from './local/project.ts';
import { localResume, type ResumeWriterInput } from './local/resume-writer.ts';
import { starterCodeFor } from './local/starter-code.ts';
import * as prompts from './prompts.ts';
import type { Provider, Usage } from './provider.ts';
import {
  answerAnalysisReply,
  careerReply,
  coachQuestionsReply,
  extractCode,
  projectReply,
  type ResumeAnalysisReply,
  resumeAnalysisReply,
  stripCodeFence,
} from './replies.ts';

export interface AiResult<T> {
  value: T;
  source: AiSource;
}

/** Who is asking, for the per-user rate limit and usage records. Premium is the routes' concern. */
export interface Caller {
  id: string;
}

export interface GatewayLogger {
  warn(obj: object, msg: string): void;
}

export interface AiGatewayDeps {
  provider: Provider | null;
  calls: AiCallsRepository;
  knowledge: KnowledgeIndex;
  careers: readonly CatalogCareer[];
  log: GatewayLogger;
  /** AI calls one user may make per minute. */
  perMinute?: number;
  clock?: () => Date;
  random?: () => number;
  newId?: () => string;
}

/** spec §7 temperatures and token limits per purpose. */
export const PURPOSES = {
  career: { temperature: 0.7, maxTokens: 4000 },
  chatQuestion: { temperature: 0.8, maxTokens: 200 },
  chatAnalysis: { temperature: 0.3, maxTokens: 800 },
  careerAdvice: { temperature: 0.7, maxTokens: 500 },
  skillAdvice: { temperature: 0.7, maxTokens: 500 },
  jobAdvice: { temperature: 0.7, maxTokens: 500 },
  resumeAdvice: { temperature: 0.7, maxTokens: 500 },
  resumeAnalysis: { temperature: 0.3, maxTokens: 3000 },
  coachQuestions: { temperature: 0.8, maxTokens: 2000 },
  coachAnalysis: { temperature: 0.3, maxTokens: 1000 },
  customProject: { temperature: 0.8, maxTokens: 2000 },
  starterCode: { temperature: 0.5, maxTokens: 1500 },
  /** Waymark's resume generator (spec §4 Generated resume had no AI call; D2 makes it real). */
  resumeGeneration: { temperature: 0.6, maxTokens: 2000 },
} as const;
export type Purpose = keyof typeof PURPOSES;

const ADVICE_PURPOSE: Record<prompts.AdviceTopic, Purpose> = {
  career: 'careerAdvice',
  skills: 'skillAdvice',
  jobs: 'jobAdvice',
  resume: 'resumeAdvice',
};

/** spec §8 error texts, as logged when a reply is unusable. */
const INVALID_TEXT: Partial<Record<Purpose, string>> = {
  career: 'Invalid career data structure received',
  chatAnalysis: 'Invalid analysis data structure received',
  coachAnalysis: 'Invalid analysis data structure received',
  coachQuestions: 'Invalid questions data structure received',
  resumeAnalysis: 'Invalid resume analysis data structure received',
  customProject: 'Invalid project data structure received',
};

export interface AdviceInput {
  topic: ChatTopic | 'general';
  question: string;
  context: LocalAdviceContext;
}

const randomInt = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * The one door to AI (issue 4): every feature calls a purpose, never a prompt. With a provider it is
 * asked with the spec's parameters and its reply validated; otherwise, or when it fails, the local
 * engine answers from the user's data (D2); the spec's canned fallbacks are the last resort (§8).
 */
export function createAiGateway(deps: AiGatewayDeps) {
  const { provider, calls, knowledge, log } = deps;
  const perMinute = deps.perMinute ?? 30;
  const clock = deps.clock ?? (() => new Date());
  const random = deps.random ?? Math.random;
  const newId = deps.newId ?? randomUUID;

  async function admit(caller: Caller) {
    const recent = await calls.countSince(caller.id, new Date(clock().getTime() - 60_000));
    if (recent >= perMinute) {
      throw new TooManyRequests(
        'You are sending AI requests too fast. Please wait a minute and try again.',
        60,
      );
    }
  }

  async function record(caller: Caller, purpose: Purpose, source: AiSource, usage?: Usage) {
    await calls.record({
      userId: caller.id,
      purpose,
      source,
      promptTokens: usage?.promptTokens ?? 0,
      completionTokens: usage?.completionTokens ?? 0,
    });
  }

  /** Asks the provider; the reply's text, or null (logged with the spec's error text) when it fails. */
  async function ask(
    caller: Caller,
    purpose: Purpose,
    prompt: string,
    signal?: AbortSignal,
  ): Promise<{ text: string; usage: Usage } | null> {
    if (!provider) return null;
    try {
      return await provider.complete({ purpose, prompt, signal, ...PURPOSES[purpose] });
    } catch (error) {
      if (signal?.aborted) throw error;
      log.warn({ purpose, userId: caller.id, err: (error as Error).message }, (error as Error).message);
      return null;
    }
  }

  /** Asks for JSON and validates it; null when absent or invalid (spec §5 validity rules). */
  async function askJson<S extends z.ZodType>(
    caller: Caller,
    purpose: Purpose,
    prompt: string,
    schema: S,
    signal?: AbortSignal,
  ): Promise<{ value: z.output<S>; usage: Usage } | null> {
    const reply = await ask(caller, purpose, prompt, signal);
    if (!reply) return null;
    let json: unknown;
    try {
      json = JSON.parse(stripCodeFence(reply.text));
    } catch {
      json = undefined;
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      log.warn({ purpose, userId: caller.id }, INVALID_TEXT[purpose] ?? 'Invalid data structure received');
      await record(caller, purpose, 'fallback', reply.usage);
      return null;
    }
    return { value: parsed.data, usage: reply.usage };
  }

  /** Runs a purpose: provider first, then local, then the canned fallback. */
  async function run<T>(
    caller: Caller,
    purpose: Purpose,
    fromProvider: () => Promise<{ value: T; usage: Usage } | null>,
    fromLocal: () => T | null,
    fromFallback: () => T,
  ): Promise<AiResult<T>> {
    await admit(caller);
    const answered = await fromProvider();
    if (answered) {
      await record(caller, purpose, 'provider', answered.usage);
      return { value: answered.value, source: 'provider' };
    }
    const local = fromLocal();
    if (local !== null) {
      await record(caller, purpose, 'local');
      return { value: local, source: 'local' };
    }
    await record(caller, purpose, 'fallback');
    return { value: fromFallback(), source: 'fallback' };
  }

  /** spec §5: project skill names match skill names case-insensitively; unmatched ones are dropped. */
  function draftFromReply(reply: z.output<typeof careerReply>): CareerDraft {
    const skills = reply.skills.map((s) => ({
      name: s.name,
      category: s.category,
      description: s.description,
      difficulty: s.difficulty ?? 'intermediate',
      // spec §9: random estimated hours for generated skills 10-29 when the model gives none
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

  function mergeResume(reply: ResumeAnalysisReply, base: ResumeAnalysis | null): ResumeAnalysis {
    return {
      presentSkills: reply.presentSkills,
      missingSkills: reply.missingSkills ?? base?.missingSkills ?? [],
      improvedBulletPoints: reply.improvedBulletPoints ?? base?.improvedBulletPoints ?? [],
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

  return {
    mode: provider ? ('provider' as const) : ('local' as const),

    /** spec §7 Career generation for a custom title; fallback: the basic career of §8. */
    generateCareer(
      caller: Caller,
      title: string,
      signal?: AbortSignal,
    ): Promise<AiResult<CareerDraft & { basedOn?: string }>> {
      return run(
        caller,
        'career',
        async () => {
          const r = await askJson(caller, 'career', prompts.careerPrompt(title), careerReply, signal);
          return r ? { value: draftFromReply(r.value), usage: r.usage } : null;
        },
        () => localCareer(title, deps.careers),
        () => fallbackCareer(title),
      );
    },

    /** spec §7 Chat interview question (premium). */
    async interviewQuestion(
      caller: Caller,
      input: { role?: string | undefined; difficulty: InterviewDifficulty; exclude?: ReadonlySet<string> },
      signal?: AbortSignal,
    ): Promise<AiResult<{ question: string; bankId: string | null }>> {
      const role = input.role || DEFAULT_ROLE;
      return run<{ question: string; bankId: string | null }>(
        caller,
        'chatQuestion',
        async () => {
          const r = await ask(
            caller,
            'chatQuestion',
            prompts.chatQuestionPrompt(role, input.difficulty),
            signal,
          );
          const text = r?.text.trim().replace(/^["']|["']$/g, '');
          return r && text ? { value: { question: text, bankId: null }, usage: r.usage } : null;
        },
        () => {
          const [q] = pickQuestions(role, input.difficulty, 1, {
            seed: Math.floor(random() * 2 ** 31),
            ...(input.exclude ? { exclude: input.exclude } : {}),
          });
          return q ? { question: q.question, bankId: q.id } : null;
        },
        () => {
          const list = CHAT_FALLBACK_QUESTIONS[input.difficulty];
          return { question: list[Math.floor(random() * list.length)] ?? list[0] ?? '', bankId: null };
        },
      );
    },

    /** spec §7 Chat answer analysis (premium); fallback: the heuristic of §8. */
    async analyseInterviewAnswer(
      caller: Caller,
      input: { question: string; answer: string; role?: string | undefined },
      signal?: AbortSignal,
    ): Promise<AiResult<AnswerAnalysis>> {
      const role = input.role || DEFAULT_ROLE;
      return run(
        caller,
        'chatAnalysis',
        () =>
          askJson(
            caller,
            'chatAnalysis',
            prompts.answerAnalysisPrompt(input.question, input.answer, role),
            answerAnalysisReply,
            signal,
          ),
        () => {
          const { breakdown: _b, ...analysis } = analyseAnswer(input.question, input.answer);
          return analysis;
        },
        () => heuristicAnalysis(input.answer),
      );
    },

    /** spec §7 Career, skill, job-search and resume advice, whole. */
    advice(caller: Caller, input: AdviceInput, signal?: AbortSignal): Promise<AiResult<string>> {
      const topic = input.topic === 'interview' || input.topic === 'general' ? null : input.topic;
      const purpose = topic ? ADVICE_PURPOSE[topic] : 'careerAdvice';
      return run(
        caller,
        purpose,
        async () => {
          if (!topic) return null;
          const r = await ask(
            caller,
            purpose,
            prompts.advicePrompt(topic, input.question, adviceContext(input.context)),
            signal,
          );
          return r ? { value: r.text.trim(), usage: r.usage } : null;
        },
        () => localAdvice(input.topic, input.question, input.context, knowledge),
        () => CANNED_ADVICE[topic ?? 'general'],
      );
    },

    /**
     * spec §7 advice, streamed (DECISIONS D19): provider tokens as they arrive, or the local answer as
     * one chunk. If the provider fails before its first token, the local answer is sent instead.
     */
    async adviceStream(
      caller: Caller,
      input: AdviceInput,
      signal?: AbortSignal,
    ): Promise<{ source: AiSource; chunks: AsyncIterable<string> }> {
      await admit(caller);
      const topic = input.topic === 'interview' || input.topic === 'general' ? null : input.topic;
      const purpose = topic ? ADVICE_PURPOSE[topic] : 'careerAdvice';
      const local = () => localAdvice(input.topic, input.question, input.context, knowledge);
      if (provider && topic) {
        const usage: Usage = { promptTokens: 0, completionTokens: 0 };
        const iterator = provider
          .stream(
            {
              purpose,
              prompt: prompts.advicePrompt(topic, input.question, adviceContext(input.context)),
              signal,
              ...PURPOSES[purpose],
            },
            usage,
          )
          [Symbol.asyncIterator]();
        try {
          const first = await iterator.next();
          if (!first.done) {
            const rest = async function* () {
              yield first.value;
              try {
                while (true) {
                  const next = await iterator.next();
                  if (next.done) break;
                  yield next.value;
                }
              } finally {
                await record(caller, purpose, 'provider', usage);
              }
            };
            return { source: 'provider', chunks: rest() };
          }
        } catch (error) {
          if (signal?.aborted) throw error;
          log.warn({ purpose, userId: caller.id, err: (error as Error).message }, (error as Error).message);
        }
      }
      await record(caller, purpose, 'local');
      const text = local();
      return {
        source: 'local',
        chunks: (async function* () {
          yield text;
        })(),
      };
    },

    /** spec §7 Resume analysis; missing parts filled from the local analysis. */
    analyseResume(
      caller: Caller,
      input: { resumeText: string; targetJobTitle: string; local?: () => ResumeAnalysis },
      signal?: AbortSignal,
    ): Promise<AiResult<ResumeAnalysis>> {
      let localResult: ResumeAnalysis | null | undefined;
      const local = () => {
        localResult ??= input.local?.() ?? null;
        return localResult;
      };
      return run(
        caller,
        'resumeAnalysis',
        async () => {
          const r = await askJson(
            caller,
            'resumeAnalysis',
            prompts.resumeAnalysisPrompt(input.resumeText, input.targetJobTitle),
            resumeAnalysisReply,
            signal,
          );
          return r ? { value: mergeResume(r.value, local()), usage: r.usage } : null;
        },
        local,
        () => FALLBACK_RESUME_ANALYSIS,
      );
    },

    /** spec §7 Coach question generation (premium): default medium, 5 questions; ids are ours. */
    async coachQuestions(
      caller: Caller,
      input: { jobTitle?: string | undefined; difficulty?: InterviewDifficulty; count?: number },
      signal?: AbortSignal,
    ): Promise<AiResult<InterviewQuestion[]>> {
      const jobTitle = input.jobTitle || DEFAULT_ROLE;
      const difficulty = input.difficulty ?? 'medium';
      const count = input.count ?? 5;
      return run(
        caller,
        'coachQuestions',
        async () => {
          const r = await askJson(
            caller,
            'coachQuestions',
            prompts.coachQuestionsPrompt(jobTitle, difficulty, count),
            coachQuestionsReply,
            signal,
          );
          return r
            ? { value: r.value.questions.slice(0, count).map((q) => ({ ...q, id: newId() })), usage: r.usage }
            : null;
        },
        () => {
          const picked = pickQuestions(jobTitle, difficulty, count, { seed: Math.floor(random() * 2 ** 31) });
          return picked.length > 0 ? picked.map((q) => toInterviewQuestion(q, newId())) : null;
        },
        () => fallbackCoachQuestions(newId),
      );
    },

    /** spec §7 Coach answer analysis (premium); fallback: score 75 (§8). */
    async analyseCoachAnswer(
      caller: Caller,
      input: { question: string; answer: string; jobTitle?: string | undefined },
      signal?: AbortSignal,
    ): Promise<AiResult<AnswerAnalysis>> {
      const jobTitle = input.jobTitle || DEFAULT_ROLE;
      return run(
        caller,
        'coachAnalysis',
        () =>
          askJson(
            caller,
            'coachAnalysis',
            prompts.answerAnalysisPrompt(input.question, input.answer, jobTitle),
            answerAnalysisReply,
            signal,
          ),
        () => {
          const { breakdown: _b, ...analysis } = analyseAnswer(input.question, input.answer);
          return analysis;
        },
        () => FALLBACK_COACH_ANALYSIS,
      );
    },

    /** spec §7 Custom project (premium); fallback "Custom {goal} Portfolio Project" (§8). */
    async customProject(
      caller: Caller,
      input: {
        goalTitle: string;
        completedSkills: string[];
        skillsToDevelop: string[];
        difficulty: Difficulty;
      },
      signal?: AbortSignal,
    ): Promise<AiResult<GeneratedProject>> {
      return run(
        caller,
        'customProject',
        async () => {
          const r = await askJson(
            caller,
            'customProject',
            prompts.customProjectPrompt(input),
            projectReply,
            signal,
          );
          return r ? { value: { ...r.value, difficulty: input.difficulty }, usage: r.usage } : null;
        },
        () => localProject(input),
        () =>
          fallbackProject(input.goalTitle, input.difficulty, [
            ...input.completedSkills,
            ...input.skillsToDevelop,
          ]),
      );
    },

    /** spec §7 Starter code (premium): code, possibly fenced; the inner content is extracted. */
    async starterCode(
      caller: Caller,
      input: { title: string; technologies: string[]; features: string[] },
      signal?: AbortSignal,
    ): Promise<AiResult<string>> {
      return run(
        caller,
        'starterCode',
        async () => {
          const r = await ask(caller, 'starterCode', prompts.starterCodePrompt(input), signal);
          const code = r ? extractCode(r.text) : '';
          return r && code ? { value: code, usage: r.usage } : null;
        },
        () => starterCodeFor(input),
        () => fallbackStarterCode(input.title, input.features),
      );
    },

    /** The optimized resume (premium): from the resume text, the goal and the completed skills. */
    async generateResume(
      caller: Caller,
      input: ResumeWriterInput,
      signal?: AbortSignal,
    ): Promise<AiResult<string>> {
      return run(
        caller,
        'resumeGeneration',
        async () => {
          const r = await ask(caller, 'resumeGeneration', prompts.resumeGenerationPrompt(input), signal);
          const text = r ? stripCodeFence(r.text) : '';
          return r && text.length > 100 ? { value: text, usage: r.usage } : null;
        },
        () => localResume(input),
        () => localResume(input),
      );
    },

    tokensPerDay: (userId: string) => calls.tokensPerDay(userId),
  };
}

function adviceContext(ctx: LocalAdviceContext): prompts.AdviceContext {
  return {
    role: ctx.role || DEFAULT_ROLE,
    city: ctx.city ?? 'your area',
    completedSkills: ctx.completedSkills,
    skillsToDevelop: ctx.nextSkills.map((s) => s.name),
  };
}

/** spec §8 Career creation fallback (the data layer's basic career, with the store's summary). */
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

export type AiGateway = ReturnType<typeof createAiGateway>;
