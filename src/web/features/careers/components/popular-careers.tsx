import { Button } from '../../../components/ui/button.tsx';
import { useCareers } from '../api/careers.ts';

/** docs/product.md §2 Onboarding: the eight popular-career quick picks are the first eight paths. */
const QUICK_PICK_COUNT = 8;

export function PopularCareers({ disabled, onPick }: { disabled: boolean; onPick: (title: string) => void }) {
  const careers = useCareers();
  return (
    <section aria-labelledby="popular" className="mt-8">
      <h2
        id="popular"
        className="mb-3 text-center text-sm font-semibold tracking-wide text-slate-600 dark:text-slate-400 uppercase"
      >
        Popular careers
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {careers.data?.slice(0, QUICK_PICK_COUNT).map((career) => (
          <Button
            key={career.id}
            variant="outline"
            className="h-auto min-h-12 py-2 whitespace-normal"
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
