import type { AchievementId } from '../../shared/achievements.ts';
import type { ProjectStatus, SkillStatus } from '../../shared/progress.schema.ts';
import { calendarDay, isValidTimeZone, nextStreak, STREAK_MILESTONES } from '../../shared/streak.ts';
import type { UserWithEarnings } from '../../shared/user.schema.ts';
import {
  AWARD_PREFIX,
  awardKeys,
  projectCompletionXp,
  SKILL_MASTER_THRESHOLD,
  skillCompletionXp,
  XP,
} from '../../shared/xp.ts';
import type { GoalsService } from '../careers/goals.service.ts';
import type { Database } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { pick, type UsersService } from '../users/users.service.ts';
import { type Earnings, emptyEarnings, grantXp, unlockAchievement } from './awards.repository.ts';
import type { ItemKind, ProgressRepository } from './progress.repository.ts';

const STREAK_ACHIEVEMENTS: Record<(typeof STREAK_MILESTONES)[number], AchievementId> = {
  7: 'learning-streak-7',
  30: 'learning-streak-30',
};

export interface ProgressServiceDeps {
  db: Database;
  progressRepo: ProgressRepository;
  goals: GoalsService;
  users: UsersService;
  clock: () => Date;
}

/**
 * Progress on the current goal and everything it earns (spec §4 XP awards, streak; D11-D13).
 * Each change runs in one transaction holding the user's row lock, so concurrent requests for one
 * user are applied one after another: nothing is lost and nothing is paid twice.
 */
export function createProgressService({ db, progressRepo, goals, users, clock }: ProgressServiceDeps) {
  async function requireItem(userId: string, kind: ItemKind, id: string) {
    const label = await goals.currentItemLabel(userId, kind, id);
    if (!label) throw new NotFound(`That ${kind} in your current roadmap`);
    return label;
  }

  /** spec §4 Streak, counted in the user's calendar days (D13); 7 and 30 unlock achievements. */
  async function recordActivity(
    tx: Database,
    user: UserRow,
    timeZone: string | undefined,
    earnings: Earnings,
  ) {
    const userId = user.id;
    const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : user.timeZone;
    const next = nextStreak(
      { streak: user.learningStreak, lastActiveDay: user.lastActiveDay },
      calendarDay(clock(), zone),
    );
    await progressRepo.setStreak(tx, userId, {
      learningStreak: next.streak,
      lastActiveDay: next.lastActiveDay,
      timeZone: zone,
    });
    for (const milestone of STREAK_MILESTONES) {
      if (next.streak >= milestone)
        await unlockAchievement(tx, userId, STREAK_ACHIEVEMENTS[milestone], earnings);
    }
  }

  async function change(
    userId: string,
    work: (tx: Database, earnings: Earnings, user: UserRow) => Promise<void>,
  ): Promise<UserWithEarnings> {
    const earnings = emptyEarnings();
    await db.transaction(async (tx) => {
      const locked = await progressRepo.lockUser(tx, userId);
      if (!locked) throw new NotFound('User');
      await work(tx, earnings, locked);
    });
    const user = await users.getUser(userId);
    return { user, xpEvents: earnings.xpEvents, unlockedAchievements: pick(user, earnings.unlocked) };
  }

  async function payFirstProjectStart(tx: Database, userId: string, earnings: Earnings) {
    const paid = await grantXp(
      tx,
      userId,
      { key: awardKeys.firstProjectStarted, amount: XP.firstProjectStarted, reason: 'First project started' },
      earnings,
    );
    if (paid) await unlockAchievement(tx, userId, 'project-starter', earnings);
  }

  return {
    async setSkillStatus(userId: string, skillId: string, status: SkillStatus, timeZone?: string) {
      const skillName = await requireItem(userId, 'skill', skillId);
      const now = clock();
      return change(userId, async (tx, earnings, user) => {
        await progressRepo.upsert(
          tx,
          {
            userId,
            kind: 'skill',
            itemId: skillId,
            active: status === 'in_progress',
            completed: status === 'completed',
          },
          now,
        );
        if (status === 'not_started') return;
        if (status === 'completed') {
          const prior = await progressRepo.countAwards(tx, userId, AWARD_PREFIX.skillCompleted);
          const paid = await grantXp(
            tx,
            userId,
            {
              key: awardKeys.skillCompleted(skillId),
              amount: skillCompletionXp(prior),
              reason: `Skill completed: ${skillName}`,
            },
            earnings,
          );
          if (paid && prior === 0) await unlockAchievement(tx, userId, 'first-skill', earnings);
          if (paid && prior + 1 >= SKILL_MASTER_THRESHOLD)
            await unlockAchievement(tx, userId, 'skill-master', earnings);
        }
        await recordActivity(tx, user, timeZone, earnings);
      });
    },

    async setResourceCompleted(userId: string, resourceId: string, completed: boolean, timeZone?: string) {
      const resourceTitle = await requireItem(userId, 'resource', resourceId);
      const now = clock();
      return change(userId, async (tx, earnings, user) => {
        await progressRepo.upsert(tx, { userId, kind: 'resource', itemId: resourceId, completed }, now);
        if (!completed) return;
        await grantXp(
          tx,
          userId,
          {
            key: awardKeys.resourceCompleted(resourceId),
            amount: XP.resourceCompleted,
            reason: `Resource completed: ${resourceTitle}`,
          },
          earnings,
        );
        await recordActivity(tx, user, timeZone, earnings);
      });
    },

    async setProjectStatus(userId: string, projectId: string, status: ProjectStatus, timeZone?: string) {
      const projectTitle = await requireItem(userId, 'project', projectId);
      const now = clock();
      return change(userId, async (tx, earnings, user) => {
        // spec §4 Project: Start keeps completed; Mark Complete sets both; D11 allows a reset
        const values =
          status === 'not_started'
            ? { active: false, completed: false }
            : status === 'started'
              ? { active: true }
              : { active: true, completed: true };
        await progressRepo.upsert(tx, { userId, kind: 'project', itemId: projectId, ...values }, now);
        if (status === 'not_started') return;
        await payFirstProjectStart(tx, userId, earnings);
        if (status === 'completed') {
          const prior = await progressRepo.countAwards(tx, userId, AWARD_PREFIX.projectCompleted);
          const paid = await grantXp(
            tx,
            userId,
            {
              key: awardKeys.projectCompleted(projectId),
              amount: projectCompletionXp(prior),
              reason: `Project completed: ${projectTitle}`,
            },
            earnings,
          );
          if (paid && prior === 0) await unlockAchievement(tx, userId, 'project-finisher', earnings);
        }
        await recordActivity(tx, user, timeZone, earnings);
      });
    },

    async setNote(userId: string, kind: 'skill' | 'project', itemId: string, note: string) {
      await requireItem(userId, kind, itemId);
      await db.transaction((tx) => progressRepo.upsert(tx, { userId, kind, itemId, note }, clock()));
    },

    async xpHistory(userId: string) {
      const rows = await progressRepo.ledger(userId);
      let total = 0;
      return rows.map((r) => {
        total += r.amount;
        return { at: r.createdAt.toISOString(), amount: r.amount, reason: r.reason, total };
      });
    },
  };
}

export type ProgressService = ReturnType<typeof createProgressService>;
