import { Briefcase } from 'lucide-react';
import { Link } from 'react-router';
import type { Posting } from '../../../../shared/postings.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { formatDate } from '../../../lib/format.ts';
import { matchBadge, matchBadgeVariant, matchText } from './posting-text.ts';

const SOURCE: Record<Posting['source'], string> = {
  pasted: 'Pasted',
  file: 'From a file',
  board: 'From a job board',
};

/** docs/product.md §2 Postings: the user's postings, newest first, each with its match. */
export function PostingsList({
  postings,
  postingPath,
}: {
  postings: Posting[];
  postingPath: (id: string) => string;
}) {
  return (
    <Card aria-labelledby="your-postings">
      <CardHeading id="your-postings" icon={Briefcase} className="mb-3">
        Your postings
      </CardHeading>
      {postings.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No postings yet. Paste one above to see what it asks for and what you already have.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {postings.map((posting) => (
            <li key={posting.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-1 basis-60">
                <Link
                  to={postingPath(posting.id)}
                  className="font-semibold break-words text-teal-700 hover:underline dark:text-teal-400"
                >
                  {posting.title || 'Untitled posting'}
                </Link>
                <p className="text-sm break-words text-slate-600 dark:text-slate-400">
                  {[posting.company, posting.remote ? 'Remote' : posting.location]
                    .filter(Boolean)
                    .join(' · ')}
                  {posting.company || posting.location || posting.remote ? ' · ' : ''}
                  {SOURCE[posting.source]} {formatDate(posting.createdAt)}
                </p>
              </div>
              <div className="w-full sm:w-60">
                <div className="mb-1 flex items-center justify-between gap-2 text-xs">
                  <Badge variant={matchBadgeVariant(posting.match)} className="whitespace-nowrap">
                    {matchBadge(posting.match)}
                  </Badge>
                  {posting.match.total > 0 ? (
                    <span className="text-slate-600 dark:text-slate-400">{matchText(posting.match)}</span>
                  ) : null}
                </div>
                {posting.match.total > 0 ? (
                  <ProgressBar
                    value={posting.match.percent}
                    label={`${posting.title || 'Posting'}: ${matchBadge(posting.match)}`}
                  />
                ) : null}
              </div>
              {posting.applicationId ? <Badge variant="info">Tracked</Badge> : null}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
