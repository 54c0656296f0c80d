import { Info } from 'lucide-react';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { useAbout } from '../api/about.ts';

/**
 * docs/decisions.md D17: the About link with the version and whether AI is live or local. It stays
 * where the layout puts it, the page's footer, at every width (S35 on phones, S90 from 640 px), so
 * it never floats over a card.
 */
export function AboutLink() {
  const [open, setOpen] = useState(false);
  const about = useAbout(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-slate-300 bg-white/90 px-4 text-sm text-slate-700 shadow-sm hover:bg-white sm:min-h-9 sm:px-3 sm:text-xs dark:border-slate-700 dark:bg-slate-900/90 dark:text-slate-300 dark:hover:bg-slate-900"
      >
        <Info className="h-3.5 w-3.5" aria-hidden />
        About Waymark
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="About Waymark">
        {about.data ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-slate-500 dark:text-slate-400">Version</dt>
            <dd>{about.data.version}</dd>
            <dt className="text-slate-500 dark:text-slate-400">AI</dt>
            <dd>
              {about.data.ai === 'provider'
                ? `Live: ${about.data.model} via ${about.data.provider}`
                : 'Local engine (no AI provider configured): answers are built from your own data'}
            </dd>
            <dt className="text-slate-500 dark:text-slate-400">Database</dt>
            <dd>{about.data.db === 'postgres' ? 'PostgreSQL' : 'Embedded (PGlite)'}</dd>
          </dl>
        ) : about.isError ? (
          <p className="text-sm text-red-600 dark:text-red-400">Could not load the app details.</p>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
        )}
      </Dialog>
    </>
  );
}
