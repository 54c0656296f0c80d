import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

const VARIANTS = {
  success: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-300',
  warning: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-300',
  error: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-300',
  secondary: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  outline: 'border border-slate-300 text-slate-700 dark:border-slate-600 dark:text-slate-300',
  premium: 'bg-amber-400 text-slate-950',
  info: 'bg-teal-100 text-teal-800 dark:bg-teal-900/50 dark:text-teal-300',
} as const;

export type BadgeVariant = keyof typeof VARIANTS;

export function Badge({
  variant = 'secondary',
  className,
  ...props
}: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
