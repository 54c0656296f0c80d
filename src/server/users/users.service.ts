import { checkLocation } from '../../shared/location.ts';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import { verifyPassword } from '../auth/password.ts';
import type { Awards } from '../awards/awards.service.ts';
import { Conflict, InvalidInput, NotFound } from '../errors.ts';
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

/** The one answer for an address that cannot be used, whether it is taken or not (no enumeration). */
export const EMAIL_UNAVAILABLE = 'This email address cannot be used for this account. Try another one.';

export interface UsersServiceDeps {
  usersRepo: UsersRepository;
  awards: Awards;
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

    /**
     * docs/decisions.md D16 Account Settings: name for anyone, email for accounts, given the current
     * password. A taken email gets the same answer as any other refusal of that address.
     */
    async updateAccount(
      userId: string,
      change: { name?: string | undefined; email?: string | undefined; currentPassword?: string | undefined },
    ) {
      const row = await usersRepo.findById(userId);
      if (!row) throw new NotFound('User');
      const { currentPassword, ...values } = change;
      if (values.email !== undefined && values.email !== row.email) {
        if (row.email === null || !row.passwordHash)
          throw new InvalidInput('Create an account to set an email address.');
        if (!currentPassword) throw new InvalidInput('Enter your current password to change your email.');
        if (!(await verifyPassword(currentPassword, row.passwordHash)))
          throw new InvalidInput('Your current password is not correct.');
        if (await usersRepo.findByEmail(values.email)) throw new Conflict(EMAIL_UNAVAILABLE);
      }
      const newEmail = values.email !== undefined && values.email !== row.email ? values.email : null;
      // docs/decisions.md S66: a new email is unconfirmed until its link is opened, so no unique
      // index can refuse it; which account it signs in to is decided by who confirms it
      if (newEmail === null) await usersRepo.update(userId, values);
      else await usersRepo.changeEmail(userId, { name: values.name, email: newEmail });
      return { user: await readUser(userId), emailChanged: newEmail !== null };
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
