import type { CurrentGoal } from '../../shared/goal.schema.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { Conflict, NotFound } from '../errors.ts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { GoalsRepository } from './goals.repository.ts';

export interface GoalsServiceDeps {
  goalsRepo: GoalsRepository;
  usersRepo: UsersRepository;
  catalog: CatalogService;
  clock: () => Date;
}

export function createGoalsService({ goalsRepo, usersRepo, catalog, clock }: GoalsServiceDeps) {
  async function current(userId: string): Promise<CurrentGoal> {
    const row = await goalsRepo.current(userId);
    const career = row && catalog.getCareer(row.careerId);
    if (!row || !career) return { goal: null };
    return { goal: { career, startedAt: row.startedAt.toISOString() } };
  }

  return {
    current,

    async choose(userId: string, careerId: number): Promise<CurrentGoal> {
      if (!catalog.getCareer(careerId)) throw new NotFound(`Career path ${careerId}`);
      await goalsRepo.choose(userId, careerId, clock());
      return current(userId);
    },

    /** spec §4 Onboarding: finishing marks the user onboarded; a goal must exist first. */
    async completeOnboarding(userId: string) {
      if (!(await goalsRepo.current(userId))) throw new Conflict('Choose a career path first.');
      await usersRepo.update(userId, { onboarded: true });
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
