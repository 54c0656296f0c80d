import type { Market } from '../../shared/catalog.api.ts';
import { jobMatch } from '../../shared/matching.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { sameSkill } from '../catalog/skill-lexicon.ts';

export interface MarketServiceDeps {
  goals: GoalsService;
  /** The skills the user's latest resume shows. */
  resumeSkills?: (userId: string) => Promise<string[]>;
}

/** What a job is matched against: the user's skills, and the roadmap skills that can teach the rest. */
export interface KnownSkills {
  skills: Array<{ name: string; completed: boolean; inProgress: boolean }>;
  roadmap: Array<{ id: string; name: string }>;
}

export function createMarketService({ goals, resumeSkills }: MarketServiceDeps) {
  /**
   * docs/product.md §5 Job match: the user's roadmap skills (completed fully, in progress half)
   * and the skills their latest resume shows (known, fully).
   */
  async function knownSkills(userId: string): Promise<KnownSkills> {
    const [{ goal }, known] = await Promise.all([goals.current(userId), resumeSkills?.(userId) ?? []]);
    return {
      skills: [
        ...(goal?.skills ?? []).map((s) => ({
          name: s.name,
          completed: s.isCompleted,
          inProgress: s.inProgress,
        })),
        ...known.map((name) => ({ name, completed: true, inProgress: false })),
      ],
      roadmap: (goal?.skills ?? []).map((s) => ({ id: s.id, name: s.name })),
    };
  }

  /** Job matches (docs/product.md §5 Job match), with what is missing. */
  async function personalize(market: Market, userId: string | null): Promise<Market> {
    if (!userId) {
      return {
        ...market,
        jobs: market.jobs.map(({ matchPercentage: _m, missingSkills: _s, ...job }) => job),
      };
    }
    const { skills } = await knownSkills(userId);
    return {
      ...market,
      jobs: market.jobs.map((job) => {
        const match = jobMatch(job.requiredSkills, skills, sameSkill);
        return { ...job, matchPercentage: match.percent, missingSkills: match.missing };
      }),
    };
  }

  return { personalize, knownSkills };
}

export type MarketService = ReturnType<typeof createMarketService>;
