import type { ComponentType, HTMLAttributes } from 'react';
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

/** A card's heading with its icon before the text (the icon is decoration: hidden from readers). */
export function CardHeading({
  icon: Icon,
  iconClassName = 'text-teal-500',
  className,
  children,
  ...props
}: HTMLAttributes<HTMLHeadingElement> & {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  iconClassName?: string;
}) {
  return (
    <CardTitle className={cn('flex items-center gap-2', className)} {...props}>
      <Icon className={cn('h-5 w-5', iconClassName)} aria-hidden /> {children}
    </CardTitle>
  );
}
