import type { ChatAction } from '../../shared/chat.schema.ts';
import type { CurrentGoal } from '../../shared/goal.schema.ts';
import { formatLocation } from '../../shared/location.ts';
import { recommendedSkills } from '../../shared/progress.ts';
import { type LocalAdviceContext, marketContext, type ResumeSummary } from '../ai/local/advice.ts';
import { createOccupationLookup, type OccupationLookup } from '../ai/local/occupation-answers.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Caller } from '../http/session.plugin.ts';
import type { Occupations } from '../occupations/occupations.service.ts';
import type { ChatRepository } from './chat.repository.ts';

type Goal = CurrentGoal['goal'];

export interface AdviceContextDeps {
  chatRepo: Pick<ChatRepository, 'lastBotExtra'>;
  catalog: Pick<CatalogService, 'market'>;
  /** Any occupation's data (the goal's BLS wages where the user is, tasks, related occupations). */
  occupations?: Pick<Occupations, 'facts' | 'codeOfCareer' | 'resolve' | 'detail'> | undefined;
  /** The user's applications, for "which should I follow up on?". */
  applications?:
    | ((
        userId: string,
      ) => Promise<Array<{ title: string; company: string; stage: string; followUpOn: string | null }>>)
    | undefined;
  /** The current resume's analysis in brief, for "what is my ATS score?". */
  resumeSummary?: ((userId: string) => Promise<ResumeSummary | null>) | undefined;
  /** The configured model's name, or null when only the local engine answers. */
  model: string | null;
  clock: () => Date;
}

/** Words two job titles share ("Associate Frontend Developer" and "Frontend Developer": 2). */
function titleOverlap(a: string, b: string): number {
  const words = (t: string) => new Set(t.toLowerCase().match(/[a-z]+/g) ?? []);
  const wb = words(b);
  return [...words(a)].filter((w) => wb.has(w)).length;
}

/**
 * What an advice answer may know about the user (docs/product.md §7): `fromGoal` is what the prompt
 * needs, read from the goal alone; `complete` adds what only the local engine uses.
 */
export function createAdviceContext({
  chatRepo,
  catalog,
  occupations,
  resumeSummary,
  applications,
  model,
  clock,
}: AdviceContextDeps) {
  const occupationLookup: OccupationLookup | null = occupations ? createOccupationLookup(occupations) : null;
  return {
    /**
     * What the prompt needs, from the goal alone (docs/decisions.md S44): the role, the city, the
     * completed and next skills, and the suggested actions. A provider answer waits for nothing else.
     */
    fromGoal(caller: Caller, goal: Goal): { ctx: LocalAdviceContext; actions: ChatAction[] } {
      // in the order to learn them: prerequisites first (docs/product.md §4 Recommended next skill)
      const incomplete = goal ? recommendedSkills(goal).order : [];
      const nextSkills = incomplete.slice(0, 5).map((s) => {
        const r = s.resources.find((x) => !x.isCompleted);
        return {
          name: s.name,
          ...(r
            ? { resource: { title: r.title, link: r.link, source: r.source, duration: r.duration } }
            : {}),
        };
      });
      const first = incomplete[0];
      const firstResource = first?.resources.find((r) => !r.isCompleted);
      const actions: ChatAction[] = [];
      if (first && !first.inProgress) {
        actions.push({
          kind: 'skill-status',
          skillId: first.id,
          status: 'in_progress',
          label: `Mark ${first.name} as in progress`,
        });
      }
      if (firstResource?.link.startsWith('https://')) {
        actions.push({ kind: 'open-link', url: firstResource.link, label: `Open "${firstResource.title}"` });
      }
      return {
        ctx: {
          role: goal?.career.title ?? '',
          city: caller.location ? formatLocation(caller.location) : null,
          completedSkills: (goal?.skills ?? []).filter((s) => s.isCompleted).map((s) => s.name),
          nextSkills,
          roadmap: goal,
          model,
          now: clock(),
        },
        actions,
      };
    },

    /** Everything the local engine may use about the user, and only that (docs/product.md §7). */
    async complete(caller: Caller, goal: Goal, base: LocalAdviceContext): Promise<LocalAdviceContext> {
      const [resume, lastExtra, applied] = await Promise.all([
        resumeSummary ? resumeSummary(caller.id) : Promise.resolve(null),
        chatRepo.lastBotExtra(caller.id),
        applications ? applications(caller.id) : Promise.resolve(null),
      ]);
      const code =
        goal && occupations
          ? (goal.career.occupationCode ?? occupations.codeOfCareer({ id: goal.career.id }))
          : undefined;
      const wages = code && occupations ? (occupations.facts(code, caller.location) ?? null) : null;
      const market = base.city ? catalog.market(base.city, { type: 'all' }) : undefined;
      return {
        ...base,
        market: marketContext(market),
        // sample listings closest to the goal's title first
        jobs:
          market?.jobs
            .map((j, i) => ({ j, i, near: titleOverlap(j.title, goal?.career.title ?? '') }))
            .sort((a, b) => b.near - a.near || a.i - b.i)
            .slice(0, 3)
            .map(({ j }) => ({
              title: j.title,
              company: j.company,
              salary: j.salary,
              isRemote: j.isRemote,
            })) ?? [],
        resume,
        wages,
        previous: lastExtra?.topic ?? null,
        occupations: occupationLookup,
        goalCode: code ?? null,
        location: caller.location ?? null,
        applications: applied?.map((a) => ({
          title: a.title,
          company: a.company,
          stage: a.stage,
          followUpOn: a.followUpOn,
        })),
      };
    },
  };
}

export type AdviceContext = ReturnType<typeof createAdviceContext>;
