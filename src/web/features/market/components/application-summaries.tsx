import { AlarmClock, Briefcase } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Application } from '../../../../shared/applications.schema.ts';
import { followUpsDue, stageCounts } from '../../../../shared/applications.ts';
import { formatDay } from '../../../../shared/calendar.ts';
import { APPLICATION_STAGES, STAGE_LABELS } from '../../../../shared/constants.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';

const linkClasses = 'mt-3 inline-block text-sm font-medium text-teal-700 hover:underline dark:text-teal-400';

/** docs/product.md §2 Dashboard "Follow-ups due": shown while any follow-up date has come. */
export function FollowUpsCard({ applications, today }: { applications: Application[]; today: string }) {
  const headingId = useId();
  const due = followUpsDue(applications, today);
  if (due.length === 0) return null;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId} icon={AlarmClock} iconClassName="text-red-500" className="mb-3">
        Follow-ups due
      </CardHeading>
      <ul className="space-y-2 text-sm">
        {due.map((a) => (
          <li key={a.id}>
            <span className="font-medium">{a.title}</span> at {a.company}:{' '}
            <span className="text-red-700 dark:text-red-400">
              {a.followUpOn === today ? 'due today' : `overdue since ${formatDay(a.followUpOn as string)}`}
            </span>
            {a.contact ? <span className="text-slate-600 dark:text-slate-400"> · {a.contact}</span> : null}
          </li>
        ))}
      </ul>
      <Link to={paths.applications} className={linkClasses}>
        Open your applications
      </Link>
    </Card>
  );
}

/** docs/product.md §2 Profile "Applications": cards per stage and the response rate. */
export function ApplicationStatsCard({
  applications,
  className,
}: {
  applications: Application[];
  className?: string;
}) {
  const headingId = useId();
  const stats = stageCounts(applications);
  return (
    <Card className={className} aria-labelledby={headingId}>
      <CardHeading id={headingId} icon={Briefcase} className="mb-3">
        Applications
      </CardHeading>
      <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
        {APPLICATION_STAGES.map((s) => (
          <div key={s} className="rounded-lg bg-slate-100 p-2 dark:bg-slate-800/60">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{STAGE_LABELS[s]}</dt>
            <dd className="text-lg font-bold">{stats.counts[s]}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm">
        {stats.responseRate === null
          ? 'Response rate: no applications sent yet.'
          : `Response rate: ${stats.responseRate}% (${stats.responded} of ${stats.applied} application${stats.applied === 1 ? '' : 's'} reached an interview)`}
        {applications.some((a) => a.sample) ? ' Cards made from sample jobs are not counted.' : ''}
      </p>
      <Link to={paths.applications} className={linkClasses}>
        Open your applications
      </Link>
    </Card>
  );
}

/** docs/product.md §2 Local Market "Your applications": each tracked job with its stage. */
export function YourApplicationsCard({ applications }: { applications: Application[] }) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <CardTitle id={headingId} className="mb-3">
        Your applications
      </CardTitle>
      <ul className="divide-y divide-slate-200 dark:divide-slate-800">
        {applications.map((a) => {
          const since = a.stageDates[a.stage];
          return (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <span className="font-medium">{a.title}</span> at {a.company}
                {a.sample ? (
                  <Badge variant="outline" className="ml-2">
                    Sample
                  </Badge>
                ) : null}
              </span>
              <span className="text-slate-600 dark:text-slate-400">
                {STAGE_LABELS[a.stage]}
                {since ? ` ${formatDay(since)}` : ''}
              </span>
            </li>
          );
        })}
      </ul>
      <Link to={paths.applications} className={linkClasses}>
        Open your applications
      </Link>
    </Card>
  );
}
