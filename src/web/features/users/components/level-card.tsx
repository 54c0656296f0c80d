import { Flame, Star, Trophy } from 'lucide-react';
import { useId } from 'react';
import { XP_PER_LEVEL, xpForLevel, xpIntoLevel } from '../../../../shared/levels.ts';
import { useMe } from '../../../api/me.ts';
import { Card } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/**
 * Level, XP, learning streak and XP to the next level (docs/product.md §2 Skills level card), with a
 * short explanation of how levels work (docs/decisions.md D24: the level always follows XP).
 */
export function LevelCard({ message }: { message?: string }) {
  const me = useMe();
  const helpId = useId();
  const user = me.data;
  if (!user) return null;
  const nextLevel = user.level + 1;
  return (
    <Card className="flex flex-wrap items-center gap-x-6 gap-y-4" aria-describedby={helpId}>
      <div className="flex items-center gap-3">
        <div className="flex h-14 w-14 items-center justify-center rounded-full bg-teal-700 text-white">
          <Trophy className="h-7 w-7" aria-hidden />
        </div>
        <div>
          <p className="text-2xl font-bold">Level {user.level}</p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Star className="mr-1 inline h-3.5 w-3.5 text-amber-500" aria-hidden />
            {user.xp} XP
          </p>
        </div>
      </div>
      <div className="flex items-center gap-2">
        <Flame className="h-5 w-5 text-orange-500" aria-hidden />
        <span>
          <span className="font-semibold">{user.learningStreak}</span> day
          {user.learningStreak === 1 ? '' : 's'} learning streak
        </span>
      </div>
      <div className="min-w-[14rem] flex-1">
        <div className="mb-1 flex justify-between text-sm">
          <span>{message ?? `Level ${nextLevel} next`}</span>
          <span className="text-slate-600 dark:text-slate-400">{user.xpToNextLevel} XP to next level</span>
        </div>
        <ProgressBar value={xpIntoLevel(user.xp)} max={XP_PER_LEVEL} label="Progress to next level" />
      </div>
      <p id={helpId} className="w-full text-xs text-slate-600 dark:text-slate-400">
        Level {nextLevel} starts at {xpForLevel(nextLevel)} XP. Your level comes from your XP alone: every{' '}
        {XP_PER_LEVEL} XP is one more level, starting from Level 1 at 0 XP, so it never drops.
      </p>
    </Card>
  );
}
