import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ErrorNote } from '../../../components/ui/error-note.tsx';
import { errorMessage } from '../../../lib/notify.ts';
import { type ClosedGap, useCloseGap } from '../api/postings.ts';
import { uncoveredGap } from './posting-text.ts';

const linkClasses = 'text-teal-700 underline dark:text-teal-400';

/**
 * docs/product.md §2 Posting "Close the gap": adds each missing skill, tool, certification and
 * licence to the roadmap; then says what was added and where the projected finish moved (the study
 * plan the Skills page shows, `finish` is its sentence now, null before study hours are set).
 */
export function CloseGapCard({
  posting,
  finish,
  planPath,
  skillPath,
}: {
  posting: Posting;
  finish: string | null;
  planPath: string;
  skillPath: (id: string) => string;
}) {
  const closeGap = useCloseGap(posting.id);
  const [result, setResult] = useState<{ closed: ClosedGap; before: string | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const gap = uncoveredGap(posting.requirements);

  async function run() {
    setError(null);
    const before = finish;
    try {
      const closed = await closeGap.mutateAsync();
      setResult({ closed, before });
    } catch (err) {
      setError(errorMessage(err));
    }
  }

  return (
    <Card>
      <CardHeading icon={ListPlus} className="mb-1">
        Close the gap
      </CardHeading>
      {gap.length > 0 ? (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {gap.length} missing requirement{gap.length === 1 ? ' is' : 's are'} not on your roadmap:{' '}
            {gap.map((r) => r.name).join(', ')}. Add {gap.length === 1 ? 'it' : 'them'} as skills with hours
            and resources; your study plan and finish date follow.
          </p>
          <Button className="mt-3" onClick={() => void run()} disabled={closeGap.isPending}>
            {closeGap.isPending ? 'Adding to your roadmap…' : 'Add missing skills to my roadmap'}
          </Button>
        </>
      ) : !result ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {posting.match.total === 0
            ? 'Waymark read no skill in this posting, so there is nothing to add to your roadmap. A fuller text of the posting may name more.'
            : 'Every skill this posting asks for is done or already on your roadmap.'}
        </p>
      ) : null}
      <ErrorNote message={error} className="mt-3" />
      {result ? (
        <div role="status" className="mt-3 space-y-2 text-sm">
          {result.closed.added.length > 0 ? (
            <>
              <p className="font-medium">Added to your roadmap:</p>
              <ul className="ml-5 list-disc">
                {result.closed.added.map((a) => (
                  <li key={a.requirementId}>
                    <Link to={skillPath(a.skillId)} className={linkClasses}>
                      {a.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>Nothing to add: your roadmap already covers this posting.</p>
          )}
          {finish ? (
            <p>
              {result.before && result.before !== finish ? (
                <>
                  Before: {result.before.replace(/^Projected finish: /, '')}. Now: <strong>{finish}</strong>
                </>
              ) : (
                <strong>{finish}</strong>
              )}{' '}
              <Link to={planPath} className={linkClasses}>
                See your study plan
              </Link>
            </p>
          ) : (
            <p>
              <Link to={planPath} className={linkClasses}>
                Set your study hours
              </Link>{' '}
              to see when you will be ready.
            </p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
