import { ACHIEVEMENT_IDS, ACHIEVEMENTS } from '../../shared/achievements.ts';
import { levelForXp, xpToNextLevel } from '../../shared/levels.ts';
import type { Achievement, User } from '../../shared/user.schema.ts';
import type { AchievementRow, UserRow } from './users.repository.ts';

export function presentAchievements(rows: readonly AchievementRow[]): Achievement[] {
  const earned = new Map(rows.map((r) => [r.achievementId, r.earnedAt]));
  return ACHIEVEMENT_IDS.map((id) => {
    const earnedAt = earned.get(id);
    return {
      ...ACHIEVEMENTS[id],
      isUnlocked: earnedAt !== undefined,
      earnedAt: earnedAt?.toISOString() ?? null,
    };
  });
}

export function presentUser(row: UserRow, achievements: readonly AchievementRow[]): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.emailVerifiedAt !== null,
    pendingEmail: row.pendingEmail,
    isGuest: row.email === null,
    isPremium: row.isPremium,
    xp: row.xp,
    level: levelForXp(row.xp),
    xpToNextLevel: xpToNextLevel(row.xp),
    joinedAt: row.joinedAt.toISOString(),
    achievements: presentAchievements(achievements),
    learningStreak: row.learningStreak,
    lastActiveDate: row.lastActiveDay,
    location: row.locationCity
      ? { city: row.locationCity, state: row.locationState ?? '', country: row.locationCountry ?? 'US' }
      : null,
    darkMode: row.darkMode,
    onboarded: row.onboarded,
  };
}
