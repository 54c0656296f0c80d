import type { AchievementId } from '../../shared/achievements.ts';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import type { Database } from '../db/client.ts';
import { NotFound } from '../errors.ts';
import { emptyEarnings, unlockAchievement } from '../progress/awards.repository.ts';
import { presentUser } from './user.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

export interface UsersServiceDeps {
  db: Database;
  usersRepo: UsersRepository;
}

export function createUsersService({ db, usersRepo }: UsersServiceDeps) {
  async function getUser(userId: string): Promise<User> {
    const row = await usersRepo.findById(userId);
    if (!row) throw new NotFound('User');
    return presentUser(row, await usersRepo.achievementsOf(userId));
  }

  return {
    getUser,

    async updateSettings(
      userId: string,
      settings: { darkMode?: boolean | undefined; isPremium?: boolean | undefined },
    ): Promise<UserWithEarnings> {
      const earnings = emptyEarnings();
      await db.transaction(async (tx) => {
        const row = await usersRepo.update(userId, settings, tx);
        if (!row) throw new NotFound('User');
        // spec §4 Premium: switching on unlocks premium-user (once, D12)
        if (settings.isPremium === true) await unlockAchievement(tx, userId, 'premium-user', earnings);
      });
      const user = await getUser(userId);
      return { user, xpEvents: earnings.xpEvents, unlockedAchievements: pick(user, earnings.unlocked) };
    },
  };
}

/** The user's freshly unlocked achievements, as presented. */
export function pick(user: User, ids: readonly AchievementId[]) {
  return user.achievements.filter((a) => ids.includes(a.id));
}

export type UsersService = ReturnType<typeof createUsersService>;
