import { toast } from 'sonner';
import type { UserWithEarnings } from '../../shared/user.schema.ts';

/** Shows what a change earned: "+50 XP" and "Achievement unlocked: …". */
export function celebrate({
  xpEvents,
  unlockedAchievements,
}: Pick<UserWithEarnings, 'xpEvents' | 'unlockedAchievements'>) {
  for (const achievement of unlockedAchievements) {
    toast.success(`Achievement unlocked: ${achievement.name}`, {
      description: `${achievement.description} · +${achievement.xpReward} XP`,
    });
  }
  const plain = xpEvents.filter((e) => !e.reason.startsWith('Achievement unlocked'));
  const total = plain.reduce((n, e) => n + e.amount, 0);
  if (total > 0) toast(`+${total} XP`, { description: plain.map((e) => e.reason).join(' · ') });
}
