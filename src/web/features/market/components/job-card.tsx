import { Briefcase, Clock, MapPin, Wifi } from 'lucide-react';
import { formatDay } from '../../../../shared/calendar.ts';
import type { Job } from '../../../../shared/catalog.api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { matchVariant } from '../../../lib/colors.ts';

/** docs/product.md §9: a job card shows at most 4 required skills. */
const JOB_CARD_SKILLS = 4;

/** A sample job of the local market (docs/product.md §2 Local Market, docs/decisions.md S63, S64). */
export function JobCard({ job, onOpen }: { job: Job; onOpen?: () => void }) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="truncate font-semibold">{job.title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{job.company}</p>
        </div>
        {job.matchPercentage !== undefined && job.matchPercentage > 0 ? (
          <Badge variant={matchVariant(job.matchPercentage)} className="shrink-0">
            {job.matchPercentage}% match
          </Badge>
        ) : job.missingSkills?.length ? (
          // docs/product.md §5 Job match: a new user sees what the job needs, not "0% match"
          <Badge variant="outline" className="shrink-0">
            {job.missingSkills.length} {job.missingSkills.length === 1 ? 'skill' : 'skills'} to learn
          </Badge>
        ) : null}
      </div>
      <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span className="inline-flex items-center gap-1">
          <MapPin className="h-3.5 w-3.5" aria-hidden /> {job.location}
        </span>
        <span className="inline-flex items-center gap-1">
          <Briefcase className="h-3.5 w-3.5" aria-hidden /> {job.salary}
        </span>
        {job.isRemote ? (
          <span className="inline-flex items-center gap-1">
            <Wifi className="h-3.5 w-3.5" aria-hidden /> Remote
          </span>
        ) : null}
        {/* a sample's own fixed day, beside its Sample badge, never "2 days ago" (docs/decisions.md S64) */}
        <span className="inline-flex items-center gap-1">
          <Clock className="h-3.5 w-3.5" aria-hidden /> Posted {formatDay(job.postedOn)}
        </span>
        <Badge variant="outline">Sample</Badge>
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {job.requiredSkills.slice(0, JOB_CARD_SKILLS).map((s) => (
          <li key={s}>
            <Badge variant="outline">{s}</Badge>
          </li>
        ))}
      </ul>
    </>
  );
  // min-w-0: a grid item must not grow to its longest title (the title truncates instead)
  const frame = 'min-w-0 rounded-lg border border-slate-200 p-4 text-left dark:border-slate-800';
  return onOpen ? (
    <button type="button" onClick={onOpen} className={`${frame} block w-full hover:border-teal-500`}>
      {body}
    </button>
  ) : (
    <article className={frame}>{body}</article>
  );
}
