import { Crown } from 'lucide-react';

/** docs/product.md §6: what a free user sees on a premium tool. */
export function UpgradeNote({ text = 'Upgrade to Premium' }: { text?: string }) {
  return (
    <p className="mt-3 inline-flex items-center gap-1 rounded-md bg-amber-100 px-2 py-1 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-200">
      <Crown className="h-3.5 w-3.5" aria-hidden /> {text}
    </p>
  );
}
