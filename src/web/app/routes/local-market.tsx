import { Briefcase, Building2, DollarSign, Home, Search, Star } from 'lucide-react';
import { lazy, useEffect, useId, useState } from 'react';
import type { JobFilter } from '../../../shared/catalog.api.ts';
import { JOB_FILTERS } from '../../../shared/constants.ts';
import { formatLocation } from '../../../shared/location.ts';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeading, CardTitle } from '../../components/ui/card.tsx';
import { inputClasses } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { WhenOpened } from '../../components/ui/when-opened.tsx';
import { useGoal } from '../../features/careers/api/goal.ts';
import { useApplications } from '../../features/market/api/applications.ts';
import { useCityMarket, useMarketCities, useStaticMarket } from '../../features/market/api/market.ts';
import { YourApplicationsCard } from '../../features/market/components/application-summaries.tsx';
import { JobCard } from '../../features/market/components/job-card.tsx';
import { TrendCard } from '../../features/market/components/market-cards.tsx';
import { useRegionalOutlook } from '../../features/occupations/api/occupations.ts';
import { RegionalOutlookCard } from '../../features/occupations/components/regional-outlook.tsx';
import { cn } from '../../lib/cn.ts';
import { formatSalary } from '../../lib/format.ts';

// opened on demand: its code loads with its first opening (docs/decisions.md S46)
const JobDetailsDialog = lazy(() =>
  import('../../features/market/components/job-details-dialog.tsx').then((m) => ({
    default: m.JobDetailsDialog,
  })),
);

const STATIC = 'static';
const FILTER_LABEL: Record<JobFilter, string> = { all: 'All', 'full-time': 'Full-time', remote: 'Remote' };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/** docs/decisions.md D14: the user's city when it has data, else the static San Francisco set, with a picker. */
export function Component() {
  const me = useMe();
  const cities = useMarketCities();
  const applications = useApplications();
  const home = useCityMarket(me.data?.location);
  const goal = useGoal();
  const outlook = useRegionalOutlook(goal.data?.goal?.career.occupationCode);
  const [picked, setPicked] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [type, setType] = useState<JobFilter>('all');
  const [openJobId, setOpenJobId] = useState<string | null>(null);
  const q = useDebounced(query.trim(), 250);
  const pickerId = useId();
  const searchId = useId();

  const homeLabel = home.data?.label ?? null;
  const selected = picked ?? homeLabel ?? STATIC;
  const cityLocation =
    selected === STATIC
      ? null
      : { city: selected.split(', ')[0] ?? '', state: selected.split(', ')[1] ?? '', country: 'US' };
  const cityMarket = useCityMarket(cityLocation, { q, type });
  const staticMarket = useStaticMarket({ q, type });
  const market = selected === STATIC ? staticMarket : cityMarket;
  const data = market.data;
  const openJob = data?.jobs.find((j) => j.id === openJobId) ?? null;

  if (me.data?.location && home.isPending) return <Spinner label="Loading your local market..." />;

  return (
    <>
      <PageHeader
        title="Local Market"
        description={
          data
            ? data.isStatic
              ? 'San Francisco overview'
              : `Jobs and trends in ${data.label}`
            : 'Jobs and trends near you'
        }
      >
        <div className="flex items-center gap-2">
          <label htmlFor={pickerId} className="text-sm font-medium">
            Market
          </label>
          <select
            id={pickerId}
            className={`${inputClasses} w-56`}
            value={selected}
            onChange={(e) => setPicked(e.target.value)}
          >
            <option value={STATIC}>San Francisco overview</option>
            {cities.data?.map((c) => (
              <option key={c.label} value={c.label}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      </PageHeader>
      {outlook.data ? (
        <div className="mb-6">
          <RegionalOutlookCard outlook={outlook.data} />
        </div>
      ) : null}
      <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        {me.data?.location && !homeLabel
          ? `Waymark has no job listings for ${formatLocation(me.data.location)}. `
          : ''}
        The market summary, trends and jobs below are <strong>sample data</strong> for four example cities:
        they show how matching works, not real openings.
      </p>
      {market.isError ? (
        <p role="alert" className="text-red-600">
          Could not load this market. Please try again.
        </p>
      ) : !data ? (
        <Spinner label="Loading market data..." />
      ) : (
        <div className="space-y-6">
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[
              {
                icon: <Briefcase className="h-5 w-5 text-teal-500" aria-hidden />,
                label: 'Open positions',
                value: data.summary.totalJobs.toLocaleString('en-US'),
              },
              {
                icon: <DollarSign className="h-5 w-5 text-emerald-500" aria-hidden />,
                label: 'Average salary',
                value: formatSalary(data.summary.averageSalary),
              },
              {
                icon: <Star className="h-5 w-5 text-amber-500" aria-hidden />,
                label: 'Tech hub rating',
                value: `${data.summary.techHubRating}/10`,
              },
              {
                icon: <Home className="h-5 w-5 text-purple-500" aria-hidden />,
                label: 'Cost of living',
                value: data.summary.costOfLiving.replace('-', ' '),
              },
            ].map((s) => (
              <Card key={s.label}>
                <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                  {s.icon}
                  {s.label}
                </p>
                <p className="mt-1 text-2xl font-bold capitalize">{s.value}</p>
              </Card>
            ))}
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <CardHeading icon={Building2} className="mb-3">
                Top industries
              </CardHeading>
              <ol className="list-decimal space-y-1 pl-5">
                {data.summary.topIndustries.map((i) => (
                  <li key={i}>{i}</li>
                ))}
              </ol>
            </Card>
            <Card>
              <CardTitle className="mb-3">In-demand skills</CardTitle>
              <ul className="flex flex-wrap gap-2">
                {data.summary.inDemandSkills.map((s) => (
                  <li key={s}>
                    <Badge variant="info">{s}</Badge>
                  </li>
                ))}
              </ul>
            </Card>
          </div>
          <section aria-labelledby="trends">
            <h2 id="trends" className="mb-3 text-lg font-semibold">
              Regional trends (sample)
            </h2>
            <div className="grid gap-4 md:grid-cols-3">
              {data.trends.map((t) => (
                <TrendCard key={t.id} trend={t} />
              ))}
            </div>
          </section>
          <section aria-labelledby="jobs">
            <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
              <h2 id="jobs" className="text-lg font-semibold">
                Sample jobs
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
                {data.jobs.length} of {data.totalListed} jobs
              </p>
            </div>
            <div className="mb-4 flex flex-col gap-3 sm:flex-row">
              <div className="relative flex-1">
                <label htmlFor={searchId} className="sr-only">
                  Search jobs by title or company
                </label>
                <Search
                  className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400"
                  aria-hidden
                />
                <input
                  id={searchId}
                  className={`${inputClasses} pl-9`}
                  placeholder="Search by title or company"
                  value={query}
                  maxLength={100}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
              <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
                <legend className="sr-only">Job type</legend>
                {JOB_FILTERS.map((f) => (
                  <button
                    key={f}
                    type="button"
                    aria-pressed={type === f}
                    onClick={() => setType(f)}
                    className={cn(
                      'rounded-md px-3 py-1.5 text-sm',
                      type === f ? 'bg-teal-700 text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800',
                    )}
                  >
                    {FILTER_LABEL[f]}
                  </button>
                ))}
              </fieldset>
            </div>
            {data.jobs.length === 0 ? (
              <p className="text-slate-600 dark:text-slate-400">
                No jobs match your search. Try another title or company.
              </p>
            ) : (
              <div className="grid gap-3 md:grid-cols-2">
                {data.jobs.map((job) => (
                  <JobCard key={job.id} job={job} onOpen={() => setOpenJobId(job.id)} />
                ))}
              </div>
            )}
          </section>
          {applications.data && applications.data.length > 0 ? (
            <YourApplicationsCard applications={applications.data} />
          ) : null}
        </div>
      )}
      <WhenOpened open={openJob !== null}>
        <JobDetailsDialog job={openJob} onClose={() => setOpenJobId(null)} />
      </WhenOpened>
    </>
  );
}
