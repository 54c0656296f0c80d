import { Search } from 'lucide-react';
import { useId } from 'react';
import { CAREER_TITLE_MAX, SUGGESTION_MIN_CHARS } from '../../../../shared/constants.ts';
import { Button } from '../../../components/ui/button.tsx';
import { inputClasses } from '../../../components/ui/field.tsx';
import type { CareerFinder } from '../hooks/use-career-finder.ts';

/** docs/product.md §2 Onboarding: the job title box, its button and the suggestions under it. */
export function CareerSearchForm({ finder }: { finder: CareerFinder }) {
  const inputId = useId();
  return (
    <form onSubmit={finder.submit} className="relative mx-auto max-w-2xl">
      <label htmlFor={inputId} className="sr-only">
        Job title
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-3.5 left-3 h-4 w-4 text-slate-400"
            aria-hidden
          />
          <input
            id={inputId}
            className={`${inputClasses} h-11 pl-9`}
            placeholder="Type a job title, e.g. Data Analyst"
            value={finder.query}
            autoComplete="off"
            maxLength={CAREER_TITLE_MAX}
            onChange={(e) => finder.type(e.target.value)}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          className="h-11"
          disabled={finder.trimmed.length < SUGGESTION_MIN_CHARS || finder.busy}
        >
          Find my career path
        </Button>
      </div>
      {finder.showSuggestions ? (
        <ul
          aria-label="Suggestions"
          className="absolute z-10 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          {finder.suggestions.map((s) => (
            <li key={`${s.kind}-${s.careerId}`}>
              <button
                type="button"
                className="w-full px-4 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                onClick={() => void finder.choose(s)}
              >
                {s.title}
                {s.alsoCalled ? (
                  <span className="text-slate-500 dark:text-slate-400"> · also called {s.alsoCalled}</span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
