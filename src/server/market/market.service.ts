import type { Application, Market } from '../../shared/catalog.api.ts';
import { jobMatchPercentage } from '../../shared/matching.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { NotFound } from '../errors.ts';
import type { ApplicationsRepository } from './applications.repository.ts';

export interface MarketServiceDeps {
  catalog: CatalogService;
  goals: GoalsService;
  applicationsRepo: ApplicationsRepository;
  clock: () => Date;
}

export function createMarketService({ catalog, goals, applicationsRepo, clock }: MarketServiceDeps) {
  /** Job match percentages from the user's roadmap skills (completed fully, in progress half). */
  async function personalize(market: Market, userId: string | null): Promise<Market> {
    if (!userId) return { ...market, jobs: market.jobs.map(({ matchPercentage: _m, ...job }) => job) };
    const { goal } = await goals.current(userId);
    const skills = (goal?.skills ?? []).map((s) => ({
      name: s.name,
      completed: s.isCompleted,
      inProgress: s.inProgress,
    }));
    return {
      ...market,
      jobs: market.jobs.map((job) => ({
        ...job,
        matchPercentage: jobMatchPercentage(job.requiredSkills, skills),
      })),
    };
  }

  return {
    personalize,

    /** docs/decisions.md D16 Apply Now: recorded once per job; applying again keeps the first date. */
    async apply(userId: string, jobId: string): Promise<Application> {
      const job = catalog.findJob(jobId);
      if (!job) throw new NotFound('That job');
      const row = await applicationsRepo.add(userId, jobId, clock());
      return { job, appliedAt: (row?.appliedAt ?? clock()).toISOString() };
    },

    async applications(userId: string): Promise<Application[]> {
      const rows = await applicationsRepo.list(userId);
      return rows.flatMap((r) => {
        const job = catalog.findJob(r.jobId);
        return job ? [{ job, appliedAt: r.appliedAt.toISOString() }] : [];
      });
    },
  };
}

export type MarketService = ReturnType<typeof createMarketService>;
