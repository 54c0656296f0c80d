import { Search } from 'lucide-react';
import { lazy, useId, useState } from 'react';
import type { JobFilter, Market } from '../../../../shared/catalog.api.ts';
import { JOB_FILTERS } from '../../../../shared/constants.ts';
import { inputClasses } from '../../../components/ui/field.tsx';
import { WhenOpened } from '../../../components/ui/when-opened.tsx';
import { cn } from '../../../lib/cn.ts';
import { JobCard } from './job-card.tsx';

// opened on demand: its code loads with its first opening (docs/decisions.md S46)
const JobDetailsDialog = lazy(() =>
  import('./job-details-dialog.tsx').then((m) => ({ default: m.JobDetailsDialog })),
);

const FILTER_LABEL: Record<JobFilter, string> = { all: 'All', 'full-time': 'Full-time', remote: 'Remote' };

/** The search by title, company or required skill and the job type buttons. */
function JobFilters({
  query,
  onQuery,
  type,
  onType,
}: {
  query: string;
  onQuery: (query: string) => void;
  type: JobFilter;
  onType: (type: JobFilter) => void;
}) {
  const searchId = useId();
  return (
    <div className="mb-4 flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor={searchId} className="sr-only">
          Search jobs by title, company or skill
        </label>
        <Search className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-slate-400" aria-hidden />
        <input
          id={searchId}
          className={`${inputClasses} pl-9`}
          placeholder="Search by title, company or skill"
          value={query}
          maxLength={100}
          onChange={(e) => onQuery(e.target.value)}
        />
      </div>
      <fieldset className="flex gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-700">
        <legend className="sr-only">Job type</legend>
        {JOB_FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            aria-pressed={type === f}
            onClick={() => onType(f)}
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
  );
}

/** docs/product.md §2 Local Market: the market's sample jobs, searchable, each with its details. */
export function SampleJobsSection({
  market,
  ...filters
}: {
  market: Market;
  query: string;
  onQuery: (query: string) => void;
  type: JobFilter;
  onType: (type: JobFilter) => void;
}) {
  const [openJobId, setOpenJobId] = useState<string | null>(null);
  const openJob = market.jobs.find((j) => j.id === openJobId) ?? null;
  return (
    <section aria-labelledby="jobs">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 id="jobs" className="text-lg font-semibold">
          Sample jobs
        </h2>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {market.jobs.length} of {market.totalListed} jobs
        </p>
      </div>
      <JobFilters {...filters} />
      {market.jobs.length === 0 ? (
        <p className="text-slate-600 dark:text-slate-400">
          No jobs match your search. Try another title, company or skill.
        </p>
      ) : (
        <div className="grid gap-3 md:grid-cols-2">
          {market.jobs.map((job) => (
            <JobCard key={job.id} job={job} onOpen={() => setOpenJobId(job.id)} />
          ))}
        </div>
      )}
      <WhenOpened open={openJob !== null}>
        <JobDetailsDialog job={openJob} onClose={() => setOpenJobId(null)} />
      </WhenOpened>
    </section>
  );
}
