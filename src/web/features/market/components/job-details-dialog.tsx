import { ClipboardList } from 'lucide-react';
import { Link } from 'react-router';
import { formatDay } from '../../../../shared/calendar.ts';
import type { Job } from '../../../../shared/catalog.api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { trackPostingPath } from '../../../config/paths.ts';
import { matchVariant } from '../../../lib/colors.ts';
import { SampleDataNote } from './market-cards.tsx';

/**
 * docs/product.md §2 Local Market job details, with Close and "Track a real posting instead": a
 * sample job is no opening, so it cannot be applied to (docs/decisions.md S64).
 */
export function JobDetailsDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(o) => !o && onClose()}
      title={job?.title ?? ''}
      className="max-w-2xl"
    >
      {job ? (
        <div className="space-y-4">
          <SampleDataNote />
          <p className="text-slate-700 dark:text-slate-300">
            <span className="font-semibold">{job.company}</span> · {job.location}
          </p>
          <div className="flex flex-wrap gap-2">
            <Badge variant="outline">{job.salary}</Badge>
            <Badge variant="outline" className="capitalize">
              {job.type}
            </Badge>
            {job.isRemote ? <Badge variant="info">Remote</Badge> : null}
            <Badge variant="outline" className="capitalize">
              {job.experienceLevel} level
            </Badge>
            <Badge variant="outline">Posted {formatDay(job.postedOn)}</Badge>
            {job.matchPercentage !== undefined ? (
              <Badge variant={matchVariant(job.matchPercentage)}>
                {job.matchPercentage}% match with your skills
              </Badge>
            ) : null}
          </div>
          <p>{job.description}</p>
          <div>
            <h3 className="mb-2 text-sm font-semibold">Required skills</h3>
            <ul className="flex flex-wrap gap-1.5">
              {job.requiredSkills.map((s) => {
                const missing = job.missingSkills?.includes(s) ?? false;
                return (
                  <li key={s}>
                    <Badge variant={missing || job.missingSkills === undefined ? 'secondary' : 'success'}>
                      {s}
                      {job.missingSkills === undefined ? null : (
                        <span className="sr-only">{missing ? ' (to learn)' : ' (you have it)'}</span>
                      )}
                    </Badge>
                  </li>
                );
              })}
            </ul>
            {job.missingSkills?.length ? (
              <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
                To learn for this job: {job.missingSkills.join(', ')}.
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            <Link to={trackPostingPath(job.title)} className={buttonClasses()}>
              <ClipboardList className="h-4 w-4" aria-hidden /> Track a real posting instead
            </Link>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
