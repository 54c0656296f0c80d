import type { AchievementId } from '../../shared/achievements.ts';
import { checkLocation } from '../../shared/location.ts';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import type { Database } from '../db/client.ts';
import { InvalidInput, NotFound } from '../errors.ts';
import { presentUser } from './user.presenter.ts';
import type { AchievementRow, UserRow, UsersRepository } from './users.repository.ts';

/**
 * Reads a user as the API presents them (their row and achievements, read together), or presents
 * the rows the session's statement already read (docs/decisions.md S42).
 */
export function createUserReader(usersRepo: UsersRepository) {
  return async function readUser(
    userId: string,
    preloaded?: { user: UserRow; achievements: readonly AchievementRow[] | undefined } | null,
  ): Promise<User> {
    if (preloaded?.achievements && preloaded.user.id === userId)
      return presentUser(preloaded.user, preloaded.achievements);
    const [row, achievements] = await Promise.all([
      usersRepo.findById(userId),
      usersRepo.achievementsOf(userId),
    ]);
    if (!row) throw new NotFound('User');
    return presentUser(row, achievements);
  };
}

/** What the users service asks of the awards (awards/awards.service.ts satisfies it). */
export interface AwardsSlice {
  /** Runs the work in the award's transaction; answers with the user and what the change earned. */
  award(
    userId: string,
    work: (earn: {
      readonly tx: Database;
      userChanged(row: UserRow): void;
      achievement(id: AchievementId): Promise<boolean>;
    }) => Promise<void>,
  ): Promise<UserWithEarnings>;
}

export interface UsersServiceDeps {
  usersRepo: Pick<UsersRepository, 'update'>;
  awards: AwardsSlice;
  readUser: ReturnType<typeof createUserReader>;
}

export function createUsersService({ usersRepo, awards, readUser }: UsersServiceDeps) {
  return {
    getUser: readUser,

    /** docs/product.md §4: setting a location for the first time unlocks location-added. */
    async setLocation(userId: string, input: string | null): Promise<UserWithEarnings> {
      // docs/decisions.md S62: a real place or a clear reason, and no achievement for a refusal
      const checked = input === null ? null : checkLocation(input);
      if (checked && 'problem' in checked) throw new InvalidInput(checked.problem);
      const location = checked?.location ?? null;
      return awards.award(userId, async (earn) => {
        const row = await usersRepo.update(
          userId,
          {
            locationCity: location?.city ?? null,
            locationState: location?.state ?? null,
            locationCountry: location?.country ?? null,
          },
          earn.tx,
        );
        if (row) earn.userChanged(row);
        if (location) await earn.achievement('location-added');
      });
    },

    /** Dark mode, and the Free/Premium test toggle (docs/decisions.md D4). */
    async updateSettings(
      userId: string,
      settings: { darkMode?: boolean | undefined; isPremium?: boolean | undefined },
    ): Promise<UserWithEarnings> {
      return awards.award(userId, async (earn) => {
        const row = await usersRepo.update(userId, settings, earn.tx);
        if (row) earn.userChanged(row);
        // docs/product.md §4 Premium: switching on unlocks premium-user (once, D12)
        if (settings.isPremium === true) await earn.achievement('premium-user');
      });
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
