import { Lock, Trophy } from 'lucide-react';
import type { Achievement } from '../../../../shared/user.schema.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatDate } from '../../../lib/format.ts';

/** docs/decisions.md D16: all eight achievements, locked or unlocked with the date. */
export function AchievementsDialog({
  achievements,
  open,
  onOpenChange,
}: {
  achievements: Achievement[];
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const unlocked = achievements.filter((a) => a.isUnlocked).length;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Achievements"
      description={`${unlocked} of ${achievements.length} unlocked`}
    >
      <ul className="space-y-2">
        {achievements.map((a) => (
          <li
            key={a.id}
            className={`flex items-center gap-3 rounded-lg border p-3 ${
              a.isUnlocked
                ? 'border-amber-400/60'
                : 'border-dashed border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900'
            }`}
          >
            {a.isUnlocked ? (
              <Trophy className="h-6 w-6 shrink-0 text-amber-500" aria-hidden />
            ) : (
              <Lock className="h-6 w-6 shrink-0 text-slate-400" aria-hidden />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium">{a.name}</p>
              <p className="text-sm text-slate-600 dark:text-slate-400">{a.description}</p>
            </div>
            <div className="text-right text-xs">
              <p className="font-semibold">+{a.xpReward} XP</p>
              <p className="text-slate-600 dark:text-slate-400">
                {a.isUnlocked && a.earnedAt ? formatDate(a.earnedAt) : 'Locked'}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
