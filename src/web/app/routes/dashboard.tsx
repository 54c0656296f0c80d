import { Calendar, MapPin } from 'lucide-react';
import { useMe } from '../../api/me.ts';
import { PageHeader } from '../../components/layout/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useGoal } from '../../features/goal/api/goal.ts';
import { formatDate } from '../../lib/format.ts';

export function Component() {
  const goal = useGoal();
  const me = useMe();
  if (goal.isError) throw goal.error;
  const current = goal.data?.goal;
  if (!current) return <Spinner label="Loading your career data..." />;
  const location = me.data?.location;
  return (
    <>
      <PageHeader title={current.career.title} description="Your career roadmap at a glance.">
        {location ? (
          <Badge variant="outline">
            <MapPin className="h-3.5 w-3.5" aria-hidden />
            {[location.city, location.state].filter(Boolean).join(', ')}
          </Badge>
        ) : null}
      </PageHeader>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 className="text-xl font-semibold">{current.career.title}</h2>
          <Badge variant="info">
            <Calendar className="h-3.5 w-3.5" aria-hidden />
            Started {formatDate(current.startedAt)}
          </Badge>
        </div>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{current.career.summary}</p>
      </Card>
    </>
  );
}
