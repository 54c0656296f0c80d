/**
 * Fakes for service tests (no database, no HTTP): each satisfies the narrow slice a service declares
 * of a collaborator and records what was asked of it, so a test asserts behaviour, not calls.
 */
import { ACHIEVEMENTS, type AchievementId } from '../../shared/achievements.ts';
import type { UserWithEarnings, XpEvent } from '../../shared/user.schema.ts';
import { awardKeys } from '../../shared/xp.ts';
import type { Awards, Earner } from '../awards/awards.service.ts';
import {
  type ChatMessageRow,
  type ChatRepository,
  type ChatStateRow,
  idleChatState as idleState,
} from '../chat/chat.repository.ts';
import type { Database } from '../db/client.ts';
import { presentUser } from '../users/user.presenter.ts';
import type { UserRow } from '../users/users.repository.ts';

/** The transaction a fake hands to the work: fakes keep their rows in memory and never look into it. */
export const FAKE_TX = {} as unknown as Database;

/** A fake database whose transactions run the work at once, with `FAKE_TX`. */
export const fakeDatabase: Pick<Database, 'transaction'> = {
  transaction: ((work: (tx: Database) => Promise<unknown>) => work(FAKE_TX)) as Database['transaction'],
};

export const FAKE_USER_ID = '00000000-0000-4000-8000-000000000001';

/** A guest's row as the database would hold it, with `changes`. */
export function fakeUserRow(changes: Partial<UserRow> = {}): UserRow {
  return {
    id: FAKE_USER_ID,
    name: 'Guest',
    email: null,
    passwordHash: null,
    isPremium: false,
    xp: 0,
    learningStreak: 0,
    lastActiveDay: null,
    timeZone: 'UTC',
    darkMode: true,
    onboarded: true,
    locationCity: null,
    locationState: null,
    locationCountry: null,
    currentCareerId: null,
    joinedAt: new Date('2026-01-05T09:00:00Z'),
    emailVerifiedAt: null,
    emailAddedAt: null,
    pendingEmail: null,
    ...changes,
  };
}

/**
 * The awards in memory, with their two rules: a key pays once, an achievement unlocks once and pays
 * its reward. `paid` holds every paid key and amount, `activity` the time zones of the activities.
 */
export function createFakeAwards(user: UserRow = fakeUserRow()) {
  const paid = new Map<string, number>();
  const ledger: XpEvent[] = [];
  const unlocked: AchievementId[] = [];
  const activity: Array<string | undefined> = [];
  let row = { ...user };

  async function award(userId: string, work: (earn: Earner) => Promise<void>): Promise<UserWithEarnings> {
    if (userId !== row.id) throw new Error(`the fake awards know only ${row.id}, not ${userId}`);
    const xpEvents: XpEvent[] = [];
    const now: AchievementId[] = [];
    const xp: Earner['xp'] = async ({ key, amount, reason }) => {
      if (paid.has(key)) return false;
      paid.set(key, amount);
      ledger.push({ amount, reason });
      row = { ...row, xp: row.xp + amount };
      xpEvents.push({ amount, reason });
      return true;
    };
    const achievement: Earner['achievement'] = async (id) => {
      if (unlocked.includes(id)) return false;
      unlocked.push(id);
      now.push(id);
      const { name, xpReward } = ACHIEVEMENTS[id];
      await xp({ key: awardKeys.achievement(id), amount: xpReward, reason: `Achievement unlocked: ${name}` });
      return true;
    };
    await work({
      tx: FAKE_TX,
      user: row,
      userChanged: (changed) => {
        row = { ...changed, xp: row.xp };
      },
      xp,
      achievement,
      countAwards: async (prefix) => [...paid.keys()].filter((k) => k.startsWith(prefix)).length,
      activity: async (timeZone) => {
        activity.push(timeZone);
      },
    });
    const presented = presentUser(
      row,
      unlocked.map((achievementId) => ({
        userId,
        achievementId,
        earnedAt: new Date('2026-01-05T10:00:00Z'),
      })),
    );
    return {
      user: presented,
      xpEvents,
      unlockedAchievements: presented.achievements.filter((a) => now.includes(a.id)),
    };
  }

  const awards: Pick<Awards, 'award' | 'history'> = {
    award,
    history: async () => {
      let total = 0;
      return ledger.map(({ amount, reason }) => {
        total += amount;
        return { at: '2026-01-05T10:00:00.000Z', amount, reason, total };
      });
    },
  };
  return { awards, paid, unlocked, activity };
}

/** A chat state with no interview under way. */
export const idleChatState = (userId = FAKE_USER_ID): ChatStateRow => idleState(userId);

/** The chat's rows in memory, for one user. */
export function createFakeChatRepo(userId = FAKE_USER_ID) {
  const messages: ChatMessageRow[] = [];
  let state = idleChatState(userId);
  const repo: ChatRepository = {
    async add(row) {
      const stored: ChatMessageRow = {
        id: messages.length + 1,
        category: null,
        isQuestion: false,
        score: null,
        extra: null,
        createdAt: new Date('2026-03-02T15:00:00Z'),
        ...row,
      };
      messages.push(stored);
      return stored;
    },
    history: async () => [...messages],
    lastBotExtra: async () => messages.findLast((m) => m.type === 'bot')?.extra ?? null,
    state: async () => ({ ...state }),
    async saveState(row) {
      state = { ...row };
    },
    async reset() {
      messages.length = 0;
      state = idleChatState(userId);
    },
  };
  return { repo, messages, state: () => state };
}
