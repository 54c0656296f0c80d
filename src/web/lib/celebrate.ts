import type { UserWithEarnings } from '../../shared/user.schema.ts';
import { toast } from './toast.ts';

/**
 * Shows what a change earned: "+50 XP" and "Achievement unlocked: …", and why it earned less when a
 * cap applied (the daily practice XP).
 */
export function celebrate({
  xpEvents,
  unlockedAchievements,
  notices,
}: Pick<UserWithEarnings, 'xpEvents' | 'unlockedAchievements' | 'notices'>) {
  for (const notice of notices ?? []) toast.info(notice);
  for (const achievement of unlockedAchievements) {
    toast.success(`Achievement unlocked: ${achievement.name}`, {
      description: `${achievement.description} · +${achievement.xpReward} XP`,
    });
  }
  const plain = xpEvents.filter((e) => !e.reason.startsWith('Achievement unlocked'));
  const total = plain.reduce((n, e) => n + e.amount, 0);
  if (total > 0) toast(`+${total} XP`, { description: plain.map((e) => e.reason).join(' · ') });
}
