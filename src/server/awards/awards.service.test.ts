/**
 * The awards module with fakes: an in-memory ledger and achievements instead of a database, so each
 * rule of `award` is pinned on its own (the API tests cover it on PGlite and PostgreSQL).
 */
import { describe, expect, it } from 'vitest';
import { ACHIEVEMENTS, type AchievementId } from '../../shared/achievements.ts';
import { practiceKeys } from '../../shared/xp.ts';
import type { Database } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import type { AwardsRepository, LockedUser } from './awards.repository.ts';
import { createAwards, practiceCapNotice } from './awards.service.ts';

function fakeStore(overrides: Partial<LockedUser> = {}) {
  const row: LockedUser = {
    id: 'u1',
    name: 'Guest',
    email: null,
    passwordHash: null,
    isPremium: false,
    xp: 120,
    learningStreak: 6,
    lastActiveDay: '2026-11-22',
    timeZone: 'Europe/Paris',
    darkMode: true,
    onboarded: true,
    locationCity: null,
    locationState: null,
    locationCountry: null,
    currentCareerId: 1,
    joinedAt: new Date('2026-11-01T00:00:00Z'),
    emailVerifiedAt: null,
    emailAddedAt: null,
    pendingEmail: null,
    ...overrides,
  };
  const ledger = new Map<string, number>();
  const unlocked = new Map<AchievementId, Date>();
  const repo = {
    inLockedTransaction: async <T>(
      userId: string,
      work: (tx: Database, locked: unknown) => Promise<T>,
    ): Promise<T> =>
      db.transaction((tx) =>
        work(
          tx,
          userId === row.id
            ? {
                user: { ...row },
                achievements: [...unlocked].map(([achievementId, earnedAt]) => ({
                  userId: row.id,
                  achievementId,
                  earnedAt,
                })),
              }
            : undefined,
        ),
      ),
    payOnce: async (_tx: Database, _userId: string, award: { key: string; amount: number }) => {
      if (ledger.has(award.key)) return null;
      ledger.set(award.key, award.amount);
      row.xp += award.amount;
      return row.xp;
    },
    unlockOnce: async (_tx: Database, _userId: string, id: AchievementId) => {
      if (unlocked.has(id)) return null;
      const earnedAt = new Date('2026-11-23T10:00:00Z');
      unlocked.set(id, earnedAt);
      return earnedAt;
    },
    sumSince: async (_tx: Database, _userId: string, prefixes: readonly string[]) =>
      [...ledger].filter(([k]) => prefixes.some((p) => k.startsWith(p))).reduce((n, [, v]) => n + v, 0),
    countAwards: async (_tx: Database, _userId: string, prefix: string) =>
      [...ledger.keys()].filter((k) => k.startsWith(prefix)).length,
    setStreak: async (
      _tx: Database,
      _userId: string,
      values: { learningStreak: number; lastActiveDay: string; timeZone: string },
    ) => {
      Object.assign(row, values);
    },
  } as unknown as AwardsRepository;
  // a transaction that runs the work and, like a real one, keeps nothing when it throws
  const db = {
    async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
      const saved = { row: { ...row }, ledger: new Map(ledger), unlocked: new Map(unlocked) };
      try {
        return await work(db as unknown as Database);
      } catch (error) {
        Object.assign(row, saved.row);
        ledger.clear();
        for (const [k, v] of saved.ledger) ledger.set(k, v);
        unlocked.clear();
        for (const [k, v] of saved.unlocked) unlocked.set(k, v);
        throw error;
      }
    },
  } as unknown as Database;
  // 2026-11-23 11:00 in Paris: the day after the last active one
  const awards = createAwards({
    awardsRepo: repo,
    clock: () => new Date('2026-11-23T10:00:00Z'),
    practiceXpPerDay: 40,
  });
  return { row, ledger, unlocked, awards };
}

describe('awards', () => {
  it('pays a key once and answers with the user after and the XP events', async () => {
    const { awards, ledger } = fakeStore();
    const first = await awards.award('u1', async (earn) => {
      expect(await earn.xp({ key: 'k', amount: 25, reason: 'Once' })).toBe(true);
      expect(await earn.xp({ key: 'k', amount: 25, reason: 'Once' })).toBe(false);
    });
    expect(first.xpEvents).toEqual([{ amount: 25, reason: 'Once' }]);
    expect(first.user.xp).toBe(145);
    const again = await awards.award('u1', async (earn) => {
      await earn.xp({ key: 'k', amount: 25, reason: 'Once' });
    });
    expect(again.xpEvents).toEqual([]);
    expect(again.user.xp).toBe(145);
    expect([...ledger]).toEqual([['k', 25]]);
  });

  it('unlocks an achievement once, pays its reward and lists it as unlocked', async () => {
    const { awards } = fakeStore();
    const result = await awards.award('u1', async (earn) => {
      expect(await earn.achievement('premium-user')).toBe(true);
      expect(await earn.achievement('premium-user')).toBe(false);
    });
    const { name, xpReward } = ACHIEVEMENTS['premium-user'];
    expect(result.xpEvents).toEqual([{ amount: xpReward, reason: `Achievement unlocked: ${name}` }]);
    expect(result.unlockedAchievements.map((a) => [a.id, a.isUnlocked])).toEqual([['premium-user', true]]);
    expect(result.user.xp).toBe(120 + xpReward);
  });

  it('counts learning days in the time zone sent, and unlocks the 7-day streak on the seventh', async () => {
    const { awards, row } = fakeStore();
    const result = await awards.award('u1', (earn) => earn.activity('Europe/Paris'));
    expect(row.learningStreak).toBe(7);
    expect(row.lastActiveDay).toBe('2026-11-23');
    expect(result.unlockedAchievements.map((a) => a.id)).toEqual(['learning-streak-7']);
    // the same day again changes nothing and pays nothing
    const same = await awards.award('u1', (earn) => earn.activity('Europe/Paris'));
    expect(row.learningStreak).toBe(7);
    expect(same.xpEvents).toEqual([]);
  });

  it('falls back to the stored time zone when the one sent is not a real zone', async () => {
    const { awards, row } = fakeStore({ timeZone: 'Pacific/Kiritimati', lastActiveDay: '2026-11-23' });
    // 10:00 UTC is already Nov 24 at UTC+14
    await awards.award('u1', (earn) => earn.activity('Not/AZone'));
    expect(row.timeZone).toBe('Pacific/Kiritimati');
    expect(row.lastActiveDay).toBe('2026-11-24');
    expect(row.learningStreak).toBe(7);
  });

  it('keeps nothing of a work that fails, and says so', async () => {
    const { awards, ledger, row } = fakeStore();
    await expect(
      awards.award('u1', async (earn) => {
        await earn.xp({ key: 'k', amount: 50, reason: 'Lost' });
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(ledger.size).toBe(0);
    expect(row.xp).toBe(120);
  });

  it('refuses an unknown user', async () => {
    const { awards } = fakeStore();
    await expect(awards.award('nobody', async () => {})).rejects.toBeInstanceOf(NotFound);
  });

  it('counts awards under a prefix for the rules that depend on them', async () => {
    const { awards } = fakeStore();
    await awards.award('u1', async (earn) => {
      await earn.xp({ key: 'skill-complete:a', amount: 50, reason: 'a' });
      await earn.xp({ key: 'skill-complete:b', amount: 100, reason: 'b' });
      await earn.xp({ key: 'resource-complete:c', amount: 10, reason: 'c' });
      expect(await earn.countAwards('skill-complete:')).toBe(2);
    });
  });

  it('caps practice XP per 24 hours and says why, while other awards still pay', async () => {
    const { awards } = fakeStore();
    const first = await awards.award('u1', async (earn) => {
      expect(await earn.xp({ key: practiceKeys.chatAnswer(1), amount: 15, reason: 'Answer 1' })).toBe(true);
      expect(await earn.xp({ key: practiceKeys.chatAnswer(2), amount: 15, reason: 'Answer 2' })).toBe(true);
    });
    expect(first.notices).toBeUndefined();
    const capped = await awards.award('u1', async (earn) => {
      expect(await earn.xp({ key: practiceKeys.chatAnswer(3), amount: 15, reason: 'Answer 3' })).toBe(false);
      expect(await earn.xp({ key: 'skill-complete:x', amount: 25, reason: 'Skill' })).toBe(true);
    });
    expect(capped.xpEvents).toEqual([{ amount: 25, reason: 'Skill' }]);
    expect(capped.notices).toEqual([practiceCapNotice(40)]);
  });
});
