import { Clock } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { DIFFICULTY_VARIANT } from '../../lib/colors.ts';
import { Badge } from './badge.tsx';

/** docs/product.md §2 Projects: a project's difficulty badge, coloured by level. */
export function DifficultyBadge({ difficulty, className }: { difficulty: string; className?: string }) {
  return (
    <Badge variant={DIFFICULTY_VARIANT[difficulty] ?? 'secondary'} className={cn('capitalize', className)}>
      {difficulty}
    </Badge>
  );
}

/** A project's estimated hours with its clock ("12h"). */
export function ProjectHours({ hours, small = false }: { hours: number; small?: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 text-slate-600 dark:text-slate-400',
        small ? undefined : 'text-sm',
      )}
    >
      <Clock className={small ? 'h-3.5 w-3.5' : 'h-4 w-4'} aria-hidden /> {hours}h
    </span>
  );
}

/** A project's difficulty and hours, side by side (the generator, the project dialog). */
export function ProjectMeta({ difficulty, hours }: { difficulty: string; hours: number }) {
  return (
    <>
      <DifficultyBadge difficulty={difficulty} />
      <ProjectHours hours={hours} />
    </>
  );
}
