import { Button } from '../../../components/ui/button.tsx';
import { useCareers, useCatalogStats } from '../api/careers.ts';

/** docs/product.md §2 Onboarding: the eight popular-career quick picks are the first eight paths. */
const QUICK_PICK_COUNT = 8;

const pickClasses = 'h-auto min-h-12 py-2 whitespace-normal';

/**
 * docs/product.md §2 Onboarding: quick picks across the fields most people work in (curated
 * careers), then the built-in software and data paths.
 */
export function PopularCareers({
  disabled,
  onPick,
  onPickCurated,
}: {
  disabled: boolean;
  onPick: (title: string) => void;
  onPickCurated: (careerId: number, title: string) => void;
}) {
  const careers = useCareers();
  const stats = useCatalogStats();
  const fieldPicks = stats.data?.fieldPicks ?? [];
  return (
    <section aria-labelledby="popular" className="mt-8">
      <h2
        id="popular"
        className="mb-3 text-center text-sm font-semibold tracking-wide text-slate-600 dark:text-slate-400 uppercase"
      >
        Popular careers
      </h2>
      {fieldPicks.length > 0 ? (
        <>
          <h3 className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-400">Across every field</h3>
          <div className="mb-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
            {fieldPicks.map((pick) => (
              <Button
                key={pick.careerId}
                variant="outline"
                className={pickClasses}
                disabled={disabled}
                title={pick.family}
                onClick={() => onPickCurated(pick.careerId, pick.title)}
              >
                {pick.title}
              </Button>
            ))}
          </div>
          <h3 className="mb-2 text-sm font-medium text-slate-600 dark:text-slate-400">Software and data</h3>
        </>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {careers.data?.slice(0, QUICK_PICK_COUNT).map((career) => (
          <Button
            key={career.id}
            variant="outline"
            className={pickClasses}
            disabled={disabled}
            onClick={() => onPick(career.title)}
          >
            {career.title}
          </Button>
        ))}
      </div>
    </section>
  );
}
