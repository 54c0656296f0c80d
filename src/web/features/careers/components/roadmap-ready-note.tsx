import { CheckCircle2 } from 'lucide-react';

/** docs/product.md §2 Onboarding: the chosen goal's roadmap is ready. */
export function RoadmapReadyNote({ goalTitle }: { goalTitle: string | null }) {
  return (
    <div
      role="status"
      className="mb-4 flex items-center gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-800 dark:bg-emerald-950/40 dark:text-emerald-300"
    >
      <CheckCircle2 className="h-6 w-6 shrink-0" aria-hidden />
      <p>
        <span className="font-semibold">Your {goalTitle} roadmap is ready.</span> Skills, resources and
        projects are waiting on your dashboard.
      </p>
    </div>
  );
}
