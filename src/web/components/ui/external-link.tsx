import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * A link that opens another site in a new tab: it says so to screen readers, sends no referrer and
 * gives the new tab no handle on this one (`nofollow` too for addresses a user typed).
 */
export function ExternalLink({
  href,
  children,
  className,
  iconClassName = 'h-3.5 w-3.5',
  nofollow = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
  nofollow?: boolean;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel={nofollow ? 'noopener noreferrer nofollow' : 'noopener noreferrer'}
      className={cn('inline-flex items-center gap-1 text-teal-700 dark:text-teal-400', className)}
    >
      {children} <ExternalLinkIcon className={cn('shrink-0', iconClassName)} aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
