import type { ProjectStatus, SkillStatus } from '../../shared/progress.schema.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import {
  AWARD_PREFIX,
  awardKeys,
  paysXp,
  projectCompletionXp,
  SKILL_MASTER_THRESHOLD,
  skillCompletionXp,
  XP,
} from '../../shared/xp.ts';
import type { Awards, Earner } from '../awards/awards.service.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import { skillIdentity } from '../catalog/skills.ts';
import type { Database } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { ItemKind, ProgressRepository } from './progress.repository.ts';

export interface ProgressServiceDeps {
  /** Notes are written in a transaction of their own (nothing is paid for them). */
  db: Pick<Database, 'transaction'>;
  progressRepo: Pick<ProgressRepository, 'upsert'>;
  goals: Pick<GoalsService, 'currentItemLabel'>;
  awards: Pick<Awards, 'award' | 'history'>;
  clock: () => Date;
}

/**
 * Progress on the current goal and what it earns (docs/product.md §4 XP awards and streak;
 * docs/decisions.md D11-D13). Each change is one award: written with its XP in one transaction.
 */
export function createProgressService({ db, progressRepo, goals, awards, clock }: ProgressServiceDeps) {
  async function requireItem(userId: string, kind: ItemKind, id: string, goalCareerId?: number | null) {
    const label = await goals.currentItemLabel(userId, kind, id, goalCareerId);
    if (!label) throw new NotFound(`That ${kind} in your current roadmap`);
    return label;
  }

  /** docs/decisions.md S4: only the first project start pays, with its achievement. */
  async function payFirstProjectStart(earn: Earner) {
    const paid = await earn.xp({
      key: awardKeys.firstProjectStarted,
      amount: XP.firstProjectStarted,
      reason: 'First project started',
    });
    if (paid) await earn.achievement('project-starter');
  }

  return {
    async setSkillStatus(
      userId: string,
      skillId: string,
      status: SkillStatus,
      timeZone?: string,
      /** The current goal's career id as the caller's session read it (null: no goal), to skip reading it again. */
      goalCareerId?: number | null,
    ): Promise<UserWithEarnings> {
      const skillName = await requireItem(userId, 'skill', skillId, goalCareerId);
      // docs/decisions.md S33: a skill's progress and award are kept under its identity, shared
      // by every path that teaches it, so it is completed (and paid) once for all of them
      const identity = skillIdentity(skillId);
      const now = clock();
      return awards.award(userId, async (earn) => {
        await progressRepo.upsert(
          earn.tx,
          {
            userId,
            kind: 'skill',
            itemId: identity,
            active: status === 'in_progress',
            completed: status === 'completed',
          },
          now,
        );
        if (status === 'not_started') return;
        // docs/decisions.md S100: a skill the user added pays no XP and counts for no achievement
        if (status === 'completed' && paysXp(identity)) {
          const prior = await earn.countAwards(AWARD_PREFIX.skillCompleted);
          const paid = await earn.xp({
            key: awardKeys.skillCompleted(identity),
            amount: skillCompletionXp(prior),
            reason: `Skill completed: ${skillName}`,
          });
          if (paid && prior === 0) await earn.achievement('first-skill');
          if (paid && prior + 1 >= SKILL_MASTER_THRESHOLD) await earn.achievement('skill-master');
        }
        await earn.activity(timeZone);
      });
    },

    async setResourceCompleted(
      userId: string,
      resourceId: string,
      completed: boolean,
      timeZone?: string,
      /** The current goal's career id as the caller's session read it (null: no goal), to skip reading it again. */
      goalCareerId?: number | null,
    ): Promise<UserWithEarnings> {
      const resourceTitle = await requireItem(userId, 'resource', resourceId, goalCareerId);
      const now = clock();
      return awards.award(userId, async (earn) => {
        await progressRepo.upsert(earn.tx, { userId, kind: 'resource', itemId: resourceId, completed }, now);
        if (!completed) return;
        // docs/decisions.md S100: a resource the user added pays no XP
        if (paysXp(resourceId)) {
          await earn.xp({
            key: awardKeys.resourceCompleted(resourceId),
            amount: XP.resourceCompleted,
            reason: `Resource completed: ${resourceTitle}`,
          });
        }
        await earn.activity(timeZone);
      });
    },

    async setProjectStatus(
      userId: string,
      projectId: string,
      status: ProjectStatus,
      timeZone?: string,
      /** The current goal's career id as the caller's session read it (null: no goal), to skip reading it again. */
      goalCareerId?: number | null,
    ): Promise<UserWithEarnings> {
      const projectTitle = await requireItem(userId, 'project', projectId, goalCareerId);
      const now = clock();
      return awards.award(userId, async (earn) => {
        // docs/product.md §4 Project: Start keeps completed; Mark Complete sets both; D11 allows a reset
        const values =
          status === 'not_started'
            ? { active: false, completed: false }
            : status === 'started'
              ? { active: true }
              : { active: true, completed: true };
        await progressRepo.upsert(earn.tx, { userId, kind: 'project', itemId: projectId, ...values }, now);
        if (status === 'not_started') return;
        await payFirstProjectStart(earn);
        if (status === 'completed') {
          const prior = await earn.countAwards(AWARD_PREFIX.projectCompleted);
          const paid = await earn.xp({
            key: awardKeys.projectCompleted(projectId),
            amount: projectCompletionXp(prior),
            reason: `Project completed: ${projectTitle}`,
          });
          if (paid && prior === 0) await earn.achievement('project-finisher');
        }
        await earn.activity(timeZone);
      });
    },

    async setNote(userId: string, kind: 'skill' | 'project', itemId: string, note: string) {
      await requireItem(userId, kind, itemId);
      const id = kind === 'skill' ? skillIdentity(itemId) : itemId;
      await db.transaction((tx) => progressRepo.upsert(tx, { userId, kind, itemId: id, note }, clock()));
    },

    xpHistory: (userId: string) => awards.history(userId),
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
