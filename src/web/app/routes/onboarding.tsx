import { Compass, Search, Sparkles } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUGGESTION_MIN_CHARS } from '../../../shared/catalog.api.ts';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { paths } from '../../config/paths.ts';
import {
  searchCareers,
  useCareerSuggestions,
  useCareers,
  useCatalogStats,
} from '../../features/careers/api/careers.ts';
import { useChooseGoal, useCompleteOnboarding } from '../../features/goal/api/goal.ts';
import { errorMessage } from '../../lib/notify.ts';

/** spec §2 Onboarding: the eight popular-career quick picks are the first eight paths. */
const QUICK_PICK_COUNT = 8;

export function Component() {
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<{ text: string; tone: 'info' | 'success' | 'error' } | null>(null);
  const [busy, setBusy] = useState(false);
  const careers = useCareers();
  const stats = useCatalogStats();
  const suggestions = useCareerSuggestions(query);
  const chooseGoal = useChooseGoal();
  const completeOnboarding = useCompleteOnboarding();
  const navigate = useNavigate();
  const inputId = useId();

  const trimmed = query.trim();
  const showSuggestions =
    trimmed.length >= SUGGESTION_MIN_CHARS && (suggestions.data?.suggestions.length ?? 0) > 0;

  async function startWith(careerId: number) {
    await chooseGoal.mutateAsync(careerId);
    await completeOnboarding.mutateAsync();
    navigate(paths.dashboard);
  }

  async function findPath(title: string) {
    setBusy(true);
    setStatus({ text: 'Searching for career path...', tone: 'info' });
    try {
      const result = await searchCareers(title);
      if (!result.match) {
        setStatus({
          text: `No built-in career path is called "${title.trim()}". Pick a suggestion or a popular career below.`,
          tone: 'error',
        });
        return;
      }
      setStatus({ text: 'Career path found!', tone: 'success' });
      await startWith(result.match.id);
    } catch (error) {
      setStatus({ text: errorMessage(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (trimmed.length >= SUGGESTION_MIN_CHARS && !busy) void findPath(trimmed);
  }

  return (
    <main className="mx-auto max-w-4xl px-4 py-12">
      <div className="mb-10 text-center">
        <Compass className="mx-auto mb-4 h-12 w-12 text-teal-500" aria-hidden />
        <h1 className="text-3xl font-bold sm:text-4xl">Find your career path</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          Pick a target career and get a roadmap of skills, learning resources and projects.
        </p>
      </div>

      <form onSubmit={handleSubmit} className="relative mx-auto max-w-2xl">
        <label htmlFor={inputId} className="sr-only">
          Job title
        </label>
        <div className="flex gap-2">
          <div className="relative flex-1">
            <Search
              className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
              aria-hidden
            />
            <input
              id={inputId}
              className={`${inputClasses} h-11 pl-9`}
              placeholder="Type a job title, e.g. Data Analyst"
              value={query}
              autoComplete="off"
              maxLength={120}
              onChange={(e) => setQuery(e.target.value)}
            />
          </div>
          <Button
            type="submit"
            size="lg"
            className="h-11"
            disabled={trimmed.length < SUGGESTION_MIN_CHARS || busy}
          >
            Find my career path
          </Button>
        </div>
        {showSuggestions ? (
          <ul
            aria-label="Suggestions"
            className="absolute z-10 mt-1 w-full overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900"
          >
            {suggestions.data?.suggestions.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="w-full px-4 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                  onClick={() => {
                    setQuery(s.title);
                    void findPath(s.title);
                  }}
                >
                  {s.title}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </form>

      <div aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-2xl text-center text-sm">
        {status ? (
          <p
            className={
              status.tone === 'error'
                ? 'text-red-600 dark:text-red-400'
                : status.tone === 'success'
                  ? 'text-emerald-600 dark:text-emerald-400'
                  : 'text-slate-600 dark:text-slate-400'
            }
          >
            {status.text}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="popular" className="mt-8">
        <h2
          id="popular"
          className="mb-3 text-center text-sm font-semibold tracking-wide text-slate-500 uppercase"
        >
          Popular careers
        </h2>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {careers.data?.slice(0, QUICK_PICK_COUNT).map((career) => (
            <Button
              key={career.id}
              variant="outline"
              className="h-auto min-h-12 py-2 whitespace-normal"
              disabled={busy}
              onClick={() => {
                setQuery(career.title);
                void findPath(career.title);
              }}
            >
              {career.title}
            </Button>
          ))}
        </div>
      </section>

      <p className="mt-8 text-center text-sm">
        <Link
          to={paths.careerDiscovery}
          className="inline-flex items-center gap-1 font-medium text-teal-700 underline dark:text-teal-400"
        >
          <Sparkles className="h-4 w-4" aria-hidden />
          Not sure? Discover careers that fit your background
        </Link>
      </p>

      {stats.data ? (
        <dl className="mt-12 grid grid-cols-3 gap-4 text-center">
          {[
            [`${stats.data.careerPaths}+`, 'career paths'],
            [`${Math.floor(stats.data.skills / 10) * 10}+`, 'skills tracked'],
            [`${Math.floor(stats.data.projects / 10) * 10}+`, 'projects available'],
          ].map(([value, label]) => (
            <div key={label}>
              <dt className="sr-only">{label}</dt>
              <dd className="text-2xl font-bold text-teal-600 dark:text-teal-400">{value}</dd>
              <dd className="text-sm text-slate-600 dark:text-slate-400">{label}</dd>
            </div>
          ))}
        </dl>
      ) : null}

      <p className="mt-10 text-center text-sm text-slate-600 dark:text-slate-400">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-medium text-teal-700 underline dark:text-teal-400">
          Sign in
        </Link>
      </p>
    </main>
  );
}
