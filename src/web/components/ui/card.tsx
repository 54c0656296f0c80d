import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn.ts';

/** A card's frame, for elements that cannot be a <section> (a dt/dd group in a <dl>). */
export const cardClasses =
  'rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={cn(cardClasses, className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-semibold', className)} {...props} />;
}
