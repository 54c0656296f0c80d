import { ACHIEVEMENTS, type AchievementId } from '../../shared/achievements.ts';
import { activityDay, isValidTimeZone, nextStreak, STREAK_MILESTONES } from '../../shared/streak.ts';
import type { UserWithEarnings, XpEvent } from '../../shared/user.schema.ts';
import { awardKeys, isPracticeKey, PRACTICE_PREFIXES } from '../../shared/xp.ts';
import type { Database } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { AwardsRepository, LockedUser, UnlockedRow } from './awards.repository.ts';
import { createUserQueue } from './user-queue.ts';

/** docs/product.md §4 Streak: the milestones that unlock an achievement. */
const STREAK_ACHIEVEMENTS: Record<(typeof STREAK_MILESTONES)[number], AchievementId> = {
  7: 'learning-streak-7',
  30: 'learning-streak-30',
};

/** What the work of one award may do, inside its transaction, with the user's row locked. */
export interface Earner {
  /** The transaction: the work's own writes go through it, so they commit or roll back with the XP. */
  readonly tx: Database;
  /** The user's row as locked at the start of the transaction. */
  readonly user: LockedUser;
  /**
   * Tells the award the work changed the user's row itself (profile columns, through `tx`): the
   * answer is built from this row instead of being read again (docs/decisions.md S43).
   */
  userChanged(row: LockedUser): void;
  /** Pays XP once per key (the ledger's unique index); false when this key was already paid. */
  xp(award: { key: string; amount: number; reason: string }): Promise<boolean>;
  /** Unlocks an achievement once and pays its XP reward (docs/product.md §4); false when already unlocked. */
  achievement(id: AchievementId): Promise<boolean>;
  /** How many awards this user already has under a key prefix (e.g. skills completed before). */
  countAwards(keyPrefix: string): Promise<number>;
  /**
   * Counts today as a learning day (docs/decisions.md D13: calendar days in the user's time zone;
   * the zone the browser sent, else the stored one) and unlocks the streak achievements.
   */
  activity(timeZone: string | undefined): Promise<void>;
}

export interface AwardsDeps {
  awardsRepo: AwardsRepository;
  clock: () => Date;
  /** XP practice awards may pay one user in 24 hours (docs/product.md §4). */
  practiceXpPerDay?: number;
  /** The longest an award waits for the same user's earlier ones in this process (DB_STATEMENT_TIMEOUT_MS). */
  maxWaitMs?: number;
}

export const practiceCapNotice = (cap: number) =>
  `You reached today's ${cap} XP from practice (interview answers and generated projects). Keep practising: XP for practice starts again within 24 hours.`;

/** Adds a notice (an AI limit's, say) to what a change earned, for the app to show with it. */
export function withNotice(earned: UserWithEarnings, notice: string | undefined): UserWithEarnings {
  return notice ? { ...earned, notices: [...(earned.notices ?? []), notice] } : earned;
}

/**
 * The one place XP is paid and achievements unlock. `award` runs the work in one transaction holding
 * the user's row lock, so concurrent requests for one user apply one after another: nothing is lost
 * and nothing is paid twice. It answers with the user after the change and what the change earned.
 */
export function createAwards({ awardsRepo, clock, practiceXpPerDay = 300, maxWaitMs = 5000 }: AwardsDeps) {
  const inTurn = createUserQueue({ maxWaitMs });
  async function award(userId: string, work: (earn: Earner) => Promise<void>): Promise<UserWithEarnings> {
    const xpEvents: XpEvent[] = [];
    const unlocked: AchievementId[] = [];
    const notices: string[] = [];
    // The answer is built from the rows this transaction read and wrote, under the row lock, so it
    // is what was committed: no read after the commit (docs/decisions.md S43).
    let after: LockedUser | undefined;
    let achievements: UnlockedRow[] = [];
    await inTurn(userId, () =>
      awardsRepo.inLockedTransaction(userId, async (tx, lockedRows) => {
        if (!lockedRows) throw new NotFound('User');
        const locked = lockedRows.user;
        let current: LockedUser = { ...locked };
        achievements = lockedRows.achievements;
        const xp: Earner['xp'] = async (grant) => {
          const now = clock();
          if (isPracticeKey(grant.key)) {
            const since = new Date(now.getTime() - 86_400_000);
            const earned = await awardsRepo.sumSince(tx, userId, PRACTICE_PREFIXES, since);
            if (earned + grant.amount > practiceXpPerDay) {
              const notice = practiceCapNotice(practiceXpPerDay);
              if (!notices.includes(notice)) notices.push(notice);
              return false;
            }
          }
          const total = await awardsRepo.payOnce(tx, userId, grant, now);
          if (total === null) return false;
          current = { ...current, xp: total };
          xpEvents.push({ amount: grant.amount, reason: grant.reason });
          return true;
        };
        const achievement: Earner['achievement'] = async (id) => {
          const earnedAt = await awardsRepo.unlockOnce(tx, userId, id);
          if (!earnedAt) return false;
          achievements = [...achievements, { userId, achievementId: id, earnedAt }];
          const { name, xpReward } = ACHIEVEMENTS[id];
          await xp({
            key: awardKeys.achievement(id),
            amount: xpReward,
            reason: `Achievement unlocked: ${name}`,
          });
          unlocked.push(id);
          return true;
        };
        await work({
          tx,
          user: locked,
          userChanged(row) {
            // profile columns from the work's row; XP and the streak are this award's to keep
            const { xp: _xp, learningStreak: _s, lastActiveDay: _d, timeZone: _z, ...profile } = row;
            current = { ...current, ...profile };
          },
          xp,
          achievement,
          countAwards: (keyPrefix) => awardsRepo.countAwards(tx, userId, keyPrefix),
          async activity(timeZone) {
            const zone = timeZone && isValidTimeZone(timeZone) ? timeZone : locked.timeZone;
            const next = nextStreak(
              { streak: locked.learningStreak, lastActiveDay: locked.lastActiveDay },
              activityDay(clock(), zone, locked.timeZone),
            );
            const values = { learningStreak: next.streak, lastActiveDay: next.lastActiveDay, timeZone: zone };
            // a second activity the same day in the same zone changes nothing: no write
            if (
              values.learningStreak !== current.learningStreak ||
              values.lastActiveDay !== current.lastActiveDay ||
              values.timeZone !== current.timeZone
            ) {
              await awardsRepo.setStreak(tx, userId, values);
              current = { ...current, ...values };
            }
            for (const milestone of STREAK_MILESTONES) {
              if (next.streak >= milestone) await achievement(STREAK_ACHIEVEMENTS[milestone]);
            }
          },
        });
        after = current;
      }),
    );
    if (!after) throw new NotFound('User');
    const user = presentUser(after, achievements);
    return {
      user,
      xpEvents,
      unlockedAchievements: user.achievements.filter((a) => unlocked.includes(a.id)),
      ...(notices.length ? { notices } : {}),
    };
  }

  return {
    award,

    /** The XP history with a running total, oldest first. */
    async history(userId: string) {
      const rows = await awardsRepo.ledger(userId);
      let total = 0;
      return rows.map((r) => {
        total += r.amount;
        return { at: r.createdAt.toISOString(), amount: r.amount, reason: r.reason, total };
      });
    },
  };
}

export type Awards = ReturnType<typeof createAwards>;
