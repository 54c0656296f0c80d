/**
 * Runs the chat questions of the evaluation set through the local engine, as the chat does: the
 * message routed (docs/product.md §4), a context for one of three goals and cities built from the
 * real catalogue, occupation data and an evaluation resume, and the previous turn for "tell me
 * more". Measures how often the engine takes the message for what a coach expects.
 */
import { routeMessage } from '../../../../shared/chat-routing.ts';
import type { Goal } from '../../../../shared/goal.schema.ts';
import type { OccupationFacts } from '../../../../shared/occupation.api.ts';
import { recommendedSkills } from '../../../../shared/progress.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { careerPaths } from '../../../catalog/careers/index.ts';
import { createCatalogService } from '../../../catalog/catalog.service.ts';
import { type LocalAdviceContext, type LocalAnswer, localAnswer, marketContext } from '../advice.ts';
import { createKnowledgeIndex } from '../knowledge.ts';
import { analyseResumeLocally } from '../resume-analysis.ts';
import { CHAT_QUESTIONS, type EvalChatQuestion, type GoalKey } from './chat-questions.ts';
import { targetOf } from './resume-eval.ts';
import { resumeText } from './resumes.ts';

const NOW = new Date('2026-03-02T12:00:00Z');

interface Persona {
  careerId: number;
  location: Location;
  completed: string[];
  resumeFile: string | null;
}

const PERSONAS: Record<GoalKey, Persona> = {
  'data-scientist': {
    careerId: 4,
    location: { city: 'Chicago', state: 'IL', country: 'United States' },
    completed: ['Python for Data Science', 'pandas'],
    resumeFile: 'data-scientist.txt',
  },
  frontend: {
    careerId: 1,
    location: { city: 'Austin', state: 'TX', country: 'United States' },
    completed: ['JavaScript'],
    resumeFile: null,
  },
  ux: {
    careerId: 7,
    location: { city: 'Seattle', state: 'WA', country: 'United States' },
    completed: [],
    resumeFile: 'ux-designer.txt',
  },
};

/**
 * What the chat service reads from other parts of the server, handed in by the caller (the test
 * and the bench script build it from the real catalogue and occupation data).
 */
export interface EvalWorld {
  /** The built-in career as a fresh roadmap, started on the given day. */
  roadmap(careerId: number, startedAt: Date): Goal;
  /** The career's occupation facts (BLS wages) for a location. */
  wages(careerId: number, location: Location): OccupationFacts | null;
}

/** The context the chat service would build for a persona (src/server/chat/advice-context.ts). */
export function evalContext(goal: GoalKey, world: EvalWorld): LocalAdviceContext {
  const p = PERSONAS[goal];
  const career = careerPaths.find((c) => c.id === p.careerId);
  if (!career) throw new Error(`no career ${p.careerId}`);
  const roadmap = world.roadmap(career.id, new Date('2026-01-05T12:00:00Z'));
  for (const s of roadmap.skills) if (p.completed.includes(s.name)) s.isCompleted = true;
  const order = recommendedSkills(roadmap).order;
  const city = `${p.location.city}, ${p.location.state}`;
  const market = createCatalogService().market(city, { type: 'all' });
  const analysis = p.resumeFile ? analyseResumeLocally(resumeText(p.resumeFile), targetOf(p.careerId)) : null;
  return {
    role: career.title,
    city,
    completedSkills: p.completed,
    nextSkills: order.slice(0, 5).map((s) => {
      const r = s.resources.find((x) => !x.isCompleted);
      return {
        name: s.name,
        ...(r ? { resource: { title: r.title, link: r.link, source: r.source, duration: r.duration } } : {}),
      };
    }),
    market: marketContext(market),
    jobs:
      market?.jobs
        .slice(0, 3)
        .map((j) => ({ title: j.title, company: j.company, salary: j.salary, isRemote: j.isRemote })) ?? [],
    roadmap,
    resume:
      analysis && p.resumeFile
        ? {
            fileName: p.resumeFile.replace('.txt', '.pdf'),
            atsScore: analysis.atsScore,
            readabilityScore: analysis.readabilityScore,
            presentSkills: analysis.presentSkills,
            missingSkills: analysis.missingSkills,
            parts: analysis.atsBreakdown,
          }
        : null,
    wages: world.wages(career.id, p.location),
    model: null,
    previous: null,
    now: NOW,
  };
}

export interface ChatFigures {
  results: Array<EvalChatQuestion & { got: string; answer: LocalAnswer }>;
  accuracy: number;
}

export function runChatEval(
  world: EvalWorld,
  questions: readonly EvalChatQuestion[] = CHAT_QUESTIONS,
): ChatFigures {
  const index = createKnowledgeIndex();
  const contexts = new Map<GoalKey, LocalAdviceContext>();
  const ctxOf = (goal: GoalKey) => {
    let ctx = contexts.get(goal);
    if (!ctx) {
      ctx = evalContext(goal, world);
      contexts.set(goal, ctx);
    }
    return ctx;
  };
  const results = questions.map((q) => {
    let ctx = ctxOf(q.goal);
    if (q.previous) {
      const before = localAnswer(routeMessage(q.previous), q.previous, ctx, index);
      ctx = { ...ctx, previous: { question: q.previous, articleIds: before.articleIds } };
    }
    const answer = localAnswer(routeMessage(q.question), q.question, ctx, index);
    return { ...q, got: answer.intent, answer };
  });
  return {
    results,
    accuracy: results.filter((r) => r.expected.includes(r.got)).length / results.length,
  };
}
