import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders `children` (usually a lazy dialog) from the first time `open` is true, and keeps them
 * mounted after, so a dialog's code loads when first used (docs/decisions.md S46) and closing it
 * still runs its own focus return.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
