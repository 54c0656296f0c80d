import type { AchievementId } from '../../shared/achievements.ts';
import { parseLocation } from '../../shared/location.ts';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import type { Database } from '../db/client.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
import { emptyEarnings, unlockAchievement } from '../progress/awards.repository.ts';
import { presentUser } from './user.presenter.ts';
import type { UsersRepository } from './users.repository.ts';

export interface UsersServiceDeps {
  db: Database;
  usersRepo: UsersRepository;
}

export function createUsersService({ db, usersRepo }: UsersServiceDeps) {
  async function getUser(userId: string): Promise<User> {
    const [row, achievements] = await Promise.all([
      usersRepo.findById(userId),
      usersRepo.achievementsOf(userId),
    ]);
    if (!row) throw new NotFound('User');
    return presentUser(row, achievements);
  }

  return {
    getUser,

    /** spec §4: setting a location for the first time unlocks location-added. */
    async setLocation(userId: string, input: string | null): Promise<UserWithEarnings> {
      const location = input === null ? null : parseLocation(input);
      if (input !== null && !location) throw new InvalidInput('Enter a city, e.g. "Austin, TX, US"');
      const earnings = emptyEarnings();
      await db.transaction(async (tx) => {
        const row = await usersRepo.update(
          userId,
          {
            locationCity: location?.city ?? null,
            locationState: location?.state ?? null,
            locationCountry: location?.country ?? null,
          },
          tx,
        );
        if (!row) throw new NotFound('User');
        if (location) await unlockAchievement(tx, userId, 'location-added', earnings);
      });
      const user = await getUser(userId);
      return { user, xpEvents: earnings.xpEvents, unlockedAchievements: pick(user, earnings.unlocked) };
    },

    /** DECISIONS D16 Account Settings: name for anyone, email for accounts. */
    async updateAccount(userId: string, change: { name?: string | undefined; email?: string | undefined }) {
      const row = await usersRepo.findById(userId);
      if (!row) throw new NotFound('User');
      if (change.email !== undefined && row.email === null) {
        throw new InvalidInput('Create an account to set an email address.');
      }
      if (change.email !== undefined && change.email !== row.email) {
        const taken = await usersRepo.findByEmail(change.email);
        if (taken) throw new Conflict('An account with this email already exists.');
      }
      try {
        await usersRepo.update(userId, change);
      } catch (error) {
        if ((error as { cause?: { code?: string } }).cause?.code === '23505') {
          throw new Conflict('An account with this email already exists.');
        }
        throw error;
      }
      return getUser(userId);
    },

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
