import { CheckCircle2, Send } from 'lucide-react';
import { formatDay } from '../../../../shared/calendar.ts';
import type { Job } from '../../../../shared/catalog.api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { matchVariant } from '../../../lib/colors.ts';
import { notifyError } from '../../../lib/notify.ts';
import { daysAgo } from '../../../lib/time.ts';
import { toast } from '../../../lib/toast.ts';
import { useApplications, useApply } from '../api/applications.ts';

/** docs/product.md §2 Local Market job details, with Close and Apply Now (docs/decisions.md D16: on the applications board). */
export function JobDetailsDialog({ job, onClose }: { job: Job | null; onClose: () => void }) {
  const applications = useApplications();
  const apply = useApply();
  const appliedOn = job ? applications.data?.find((a) => a.jobId === job.id)?.stageDates.applied : undefined;
  return (
    <Dialog
      open={job !== null}
      onOpenChange={(o) => !o && onClose()}
      title={job?.title ?? ''}
      className="max-w-2xl"
    >
      {job ? (
        <div className="space-y-4">
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
            <Badge variant="outline">Posted {daysAgo(job.postedDate)}</Badge>
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
            {appliedOn ? (
              <span className="inline-flex items-center gap-1 text-sm text-emerald-600 dark:text-emerald-400">
                <CheckCircle2 className="h-4 w-4" aria-hidden /> Applied on {formatDay(appliedOn)}
              </span>
            ) : (
              <Button
                disabled={apply.isPending}
                onClick={() =>
                  apply.mutate(job.id, {
                    onSuccess: () =>
                      toast.success(`Application to ${job.company} recorded in your applications`),
                    onError: notifyError,
                  })
                }
              >
                <Send className="h-4 w-4" aria-hidden /> Apply Now
              </Button>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
