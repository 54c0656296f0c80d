import { CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { Goal } from '../../../../shared/goal.schema.ts';
import { formatStudyTime } from '../../../../shared/study-plan.ts';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { useStudyPlan } from '../api/plan.ts';
import { finishText, statusText } from './plan-text.ts';

const linkClasses = 'mt-3 inline-block text-sm font-medium text-teal-700 hover:underline dark:text-teal-400';

/** docs/product.md §2 Dashboard "Study plan": the projected finish date and this week's hours. */
export function ProjectedFinishCard({
  goal,
  planPath,
}: {
  goal: Pick<Goal, 'skills' | 'projects'>;
  planPath: string;
}) {
  const { plan, settings, isPending } = useStudyPlan(goal);
  const headingId = useId();
  if (isPending) return null;
  const status = plan ? statusText(plan.status) : null;
  return (
    <Card aria-labelledby={headingId}>
      <CardHeading id={headingId} icon={CalendarDays} className="mb-2">
        Study plan
      </CardHeading>
      {plan && settings ? (
        <>
          <p className="font-semibold">{finishText(plan)}</p>
          {status ? <p className="text-sm text-slate-600 dark:text-slate-400">{status}</p> : null}
          {plan.thisWeek.minutes > 0 ? (
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              This week: {formatStudyTime(plan.thisWeek.minutes)} at {settings.hoursPerWeek} hours a week
              {plan.thisWeek.entries[0] ? `, starting with ${plan.thisWeek.entries[0].name}` : ''}.
            </p>
          ) : null}
          <Link to={planPath} className={linkClasses}>
            See your study plan
          </Link>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Tell Waymark how many hours a week you can study to see when you will be ready.
          </p>
          <Link to={planPath} className={linkClasses}>
            Plan your study time
          </Link>
        </>
      )}
    </Card>
  );
}
