import { ArrowLeft, CheckCircle2, Compass, MapPin, Search, Sparkles } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ResolvedCareer } from '../../../shared/catalog.api.ts';
import { CAREER_TITLE_MAX, SUGGESTION_MIN_CHARS } from '../../../shared/constants.ts';
import { formatLocation } from '../../../shared/location.ts';
import type { TitleOption } from '../../../shared/occupation.api.ts';
import { useMe } from '../../api/me.ts';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { paths } from '../../config/paths.ts';
import {
  resolveCareer,
  searchCareers,
  useCareerSuggestions,
  useCareers,
  useCatalogStats,
} from '../../features/careers/api/careers.ts';
import { useChooseGoal, useCompleteOnboarding } from '../../features/careers/api/goal.ts';
import { useUploadResume } from '../../features/resume/api/resume.ts';
import { ResumeDropzone } from '../../features/resume/components/resume-dropzone.tsx';
import { useAbout } from '../../features/system/api/about.ts';
import { LocationDialog } from '../../features/users/components/location-dialog.tsx';
import { errorMessage } from '../../lib/notify.ts';

/** Where an occupation's roadmap comes from, for the status line (built-in paths need no note). */
function occupationDetail(option: TitleOption): string | undefined {
  return option.kind === 'occupation'
    ? `Roadmap built from the U.S. Department of Labor’s O*NET data for ${option.title}.`
    : undefined;
}

/** docs/product.md §2 Onboarding: the eight popular-career quick picks are the first eight paths. */
const QUICK_PICK_COUNT = 8;
/** docs/product.md §9 / docs/decisions.md D5: about 1 s before the location modal opens, so the success can be read. */
const LOCATION_MODAL_DELAY_MS = 1000;

type Status = {
  text: string;
  tone: 'info' | 'success' | 'error';
  /** A second line: who built the roadmap (docs/decisions.md D17: the local engine is named). */
  detail?: string;
  actions?: Array<{ label: string; onClick: () => void }>;
  actionsLabel?: string;
};

function StatusLine({ status }: { status: Status | null }) {
  const tone =
    status?.tone === 'error'
      ? 'text-red-600 dark:text-red-400'
      : status?.tone === 'success'
        ? 'text-emerald-600 dark:text-emerald-400'
        : 'text-slate-600 dark:text-slate-400';
  return (
    <div aria-live="polite" className="mx-auto mt-4 min-h-6 max-w-2xl text-center text-sm">
      {status ? <p className={tone}>{status.text}</p> : null}
      {status?.detail ? <p className="mt-1 text-slate-600 dark:text-slate-400">{status.detail}</p> : null}
      {status?.actions?.length ? (
        <fieldset aria-label={status.actionsLabel} className="mt-3 flex flex-wrap justify-center gap-2">
          {status.actions.map((action, i) => (
            <Button
              key={action.label}
              size="sm"
              variant={i === 0 ? 'primary' : 'outline'}
              // occupation titles run long ("Secondary School Teachers, Except Special and ..."): the button grows
              className="h-auto! min-h-8 py-1.5"
              onClick={action.onClick}
            >
              {action.label}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

export function Component() {
  const [step, setStep] = useState<1 | 2>(1);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status | null>(null);
  const [busy, setBusy] = useState(false);
  const [goalTitle, setGoalTitle] = useState<string | null>(null);
  const [locationOpen, setLocationOpen] = useState(false);
  const [pendingModal, setPendingModal] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [finishError, setFinishError] = useState<string | null>(null);
  const careers = useCareers();
  const stats = useCatalogStats();
  const suggestions = useCareerSuggestions(query);
  const chooseGoal = useChooseGoal();
  const completeOnboarding = useCompleteOnboarding();
  const upload = useUploadResume();
  const me = useMe();
  const about = useAbout(true);
  const navigate = useNavigate();
  const inputId = useId();

  useEffect(() => {
    if (!pendingModal) return;
    const timer = setTimeout(() => {
      setPendingModal(false);
      setLocationOpen(true);
    }, LOCATION_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pendingModal]);

  const trimmed = query.trim();
  const showSuggestions =
    !busy &&
    trimmed.length >= SUGGESTION_MIN_CHARS &&
    (suggestions.data?.suggestions.length ?? 0) > 0 &&
    !goalTitle &&
    !status?.actions;

  async function adopt(careerId: number, title: string) {
    await chooseGoal.mutateAsync(careerId);
    setGoalTitle(title);
    setPendingModal(true);
  }

  /** A suggestion or a "did you mean" choice: a built-in career or an occupation's roadmap. */
  async function choose(option: TitleOption) {
    setQuery(option.title);
    setBusy(true);
    setStatus({ text: 'Career path found!', tone: 'success', detail: occupationDetail(option) });
    try {
      await adopt(option.careerId, option.title);
    } catch (error) {
      setStatus({ text: errorMessage(error), tone: 'error' });
    } finally {
      setBusy(false);
    }
  }

  /** docs/product.md §4 Onboarding status messages, in the spec's order and wording. */
  async function findPath(title: string) {
    setBusy(true);
    setGoalTitle(null);
    setStatus({ text: 'Searching for career path...', tone: 'info' });
    try {
      const search = await searchCareers(title);
      if (search.match) {
        setStatus({ text: 'Career path found!', tone: 'success', detail: occupationDetail(search.match) });
        await adopt(search.match.careerId, search.match.title);
        return;
      }
      if (search.choices.length > 0) {
        // docs/product.md §5 Title resolution: close to real titles, so the user chooses; nothing is guessed
        setStatus({
          text: `No career is called "${title}". Did you mean one of these?`,
          tone: 'info',
          actionsLabel: 'Did you mean',
          actions: search.choices.map((choice) => ({
            label: choice.alsoCalled ? `${choice.title} (${choice.alsoCalled})` : choice.title,
            onClick: () => void choose(choice),
          })),
        });
        return;
      }
      // "AI" only when a model does the work (docs/decisions.md D17)
      setStatus({
        text:
          about.data?.ai === 'provider'
            ? 'Generating personalized career roadmap with AI...'
            : 'Building your career roadmap with Waymark’s local engine...',
        tone: 'info',
      });
      let resolved: ResolvedCareer;
      try {
        resolved = await resolveCareer(title);
      } catch {
        setStatus({ text: 'Creating basic career path...', tone: 'info' });
        resolved = await resolveCareer(title);
      }
      if (resolved.source === 'fallback') {
        // docs/product.md §8: the basic path is a fallback, not a success; the user chooses
        const basic = resolved;
        const useBasic = {
          label: 'Use the basic path',
          onClick: () => void adopt(basic.careerId, basic.title),
        };
        // without a model, trying again gives the same answer: the way forward is another title
        setStatus(
          about.data?.ai === 'provider'
            ? {
                text: `Only a basic career path could be made for "${basic.title}" right now: one core skill and a starter project.`,
                tone: 'info',
                detail: 'Try again for a full roadmap, or start with the basic path.',
                actions: [{ label: 'Try again', onClick: () => void findPath(title) }, useBasic],
              }
            : {
                text: `No occupation matches "${title}", so only a basic career path could be made: one core skill and a starter project.`,
                tone: 'info',
                detail:
                  'Check the spelling or try another title (the one on a job posting often works), or start with the basic path.',
                actions: [useBasic],
              },
        );
        return;
      }
      setStatus({
        text: 'Career roadmap created successfully!',
        tone: 'success',
        ...(resolved.source === 'local'
          ? {
              detail: resolved.occupation
                ? `Built by Waymark’s local engine from the nearest real occupation, ${resolved.occupation.title} (O*NET); no AI model was used.`
                : 'Built by Waymark’s local engine from the closest career path; no AI model was used.',
            }
          : {}),
      });
      await adopt(resolved.careerId, resolved.title);
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

  async function finish(withResume: boolean) {
    setFinishError(null);
    try {
      if (withResume && file) await upload.mutateAsync({ file, mode: 'local' });
      await completeOnboarding.mutateAsync();
      navigate(paths.dashboard);
    } catch (error) {
      setFinishError(errorMessage(error));
    }
  }

  if (step === 2) {
    const location = me.data?.location;
    const finishing = upload.isPending || completeOnboarding.isPending;
    return (
      <main className="mx-auto max-w-2xl px-4 py-12">
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
        {location ? (
          <div className="mb-6 flex items-center gap-3 rounded-xl bg-teal-50 p-4 text-teal-800 dark:bg-teal-950/40 dark:text-teal-300">
            <MapPin className="h-5 w-5 shrink-0" aria-hidden />
            <p>Showing local jobs and market data for {formatLocation(location)}.</p>
          </div>
        ) : null}
        <Card>
          <h1 className="text-2xl font-bold">Add your resume</h1>
          <p className="mt-1 mb-4 text-slate-600 dark:text-slate-400">
            Optional: Waymark reads it and shows which {goalTitle} skills it already proves and what to
            improve.
          </p>
          <ResumeDropzone file={file} onFile={setFile} disabled={finishing} />
          {finishError ? (
            <p
              role="alert"
              className="mt-3 rounded-lg bg-red-50 p-3 text-sm text-red-700 dark:bg-red-950/50 dark:text-red-300"
            >
              {finishError}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-between gap-3">
            <Button variant="ghost" onClick={() => setStep(1)} disabled={finishing}>
              <ArrowLeft className="h-4 w-4" aria-hidden /> Back
            </Button>
            {file ? (
              <Button onClick={() => void finish(true)} disabled={finishing}>
                {upload.isPending ? 'Reading your resume…' : 'Continue with Resume'}
              </Button>
            ) : (
              <Button variant="outline" onClick={() => void finish(false)} disabled={finishing}>
                Skip for now
              </Button>
            )}
          </div>
        </Card>
      </main>
    );
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
              value={query}
              autoComplete="off"
              maxLength={CAREER_TITLE_MAX}
              onChange={(e) => {
                setQuery(e.target.value);
                setGoalTitle(null);
                // a new title: the choices offered for the old one no longer apply
                setStatus((current) => (current?.actions ? null : current));
              }}
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
              <li key={`${s.kind}-${s.careerId}`}>
                <button
                  type="button"
                  className="w-full px-4 py-2 text-left text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
                  onClick={() => void choose(s)}
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

      <StatusLine status={status} />

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
        <dl className="mt-12 grid grid-cols-2 gap-4 text-center sm:grid-cols-4">
          {[
            [`${stats.data.careerPaths}+`, 'career paths'],
            [stats.data.occupations.toLocaleString('en-US'), 'occupations with real data'],
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

      <LocationDialog
        open={locationOpen}
        onDone={() => {
          setLocationOpen(false);
          setStep(2);
        }}
      />
    </main>
  );
}
