import { TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { reportClientError } from '../../features/system/api/report-error.ts';

/** docs/product.md §8 + docs/decisions.md D18: the same heading, a plain explanation, and two ways out. */
export function ErrorScreen({ error }: { error: unknown }) {
  useEffect(() => {
    reportClientError(error);
  }, [error]);
  return (
    <main className="mx-auto flex min-h-screen max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert className="h-12 w-12 text-amber-500" aria-hidden />
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="text-slate-600 dark:text-slate-400">
        Something went wrong while showing this page. Your progress is saved on the server, so nothing is
        lost. We have logged the problem. Reloading usually fixes it.
      </p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" onClick={() => window.location.assign(paths.dashboard)}>
          Go to dashboard
        </Button>
      </div>
    </main>
  );
}
