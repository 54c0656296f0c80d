import { cn } from '../../lib/cn.ts';

export function ProgressBar({
  value,
  max = 100,
  label,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
}) {
  const pct = max === 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      className={cn('h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800', className)}
    >
      <div className="h-full rounded-full bg-teal-500 transition-[width]" style={{ width: `${pct}%` }} />
    </div>
  );
}
