import { MapPin, Wifi } from 'lucide-react';
import { formatDay } from '../../../../shared/calendar.ts';
import type { BoardPosting } from '../../../../shared/job-boards.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';

const SOURCE: Record<BoardPosting['source']['kind'], string> = {
  greenhouse: 'Greenhouse',
  lever: 'Lever',
  ashby: 'Ashby',
};

/** Why a real posting is listed first: the goal's occupation, the user's skills, their place. */
function MatchBadges({ match }: { match: BoardPosting['match'] }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      {match.goalOccupation ? <Badge variant="outline">Your goal</Badge> : null}
      {match.skillsPercent > 0 ? <Badge variant="outline">{match.skillsPercent}% of its skills</Badge> : null}
      {match.nearYou ? <Badge variant="outline">Near you</Badge> : null}
    </span>
  );
}

/**
 * docs/product.md §2 Dashboard "Jobs Near You" with real postings from the user's job boards (S97):
 * each links to the posting on the board's site, names its source, and is never marked a sample.
 */
export function BoardPostingsCard({
  postings,
  onRead,
  reading = null,
}: {
  postings: BoardPosting[];
  /** "See what it asks for": the posting becomes one of the user's postings (issue 32, S112). */
  onRead?: (posting: BoardPosting) => void;
  /** The posting being brought in, if one is. */
  reading?: string | null;
}) {
  return (
    <Card>
      <CardTitle className="mb-1">Jobs Near You</CardTitle>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Real postings from the job boards you follow, best match first.
      </p>
      <ul className="space-y-3">
        {postings.map((p) => (
          <li key={p.id} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
            <h3 className="font-semibold">
              <ExternalLink href={p.url} nofollow>
                {p.title}
              </ExternalLink>
            </h3>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {p.company} · from {SOURCE[p.source.kind]}
            </p>
            <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
              {p.location ? (
                <span className="inline-flex items-center gap-1">
                  <MapPin className="h-3.5 w-3.5" aria-hidden /> {p.location}
                </span>
              ) : null}
              {p.isRemote ? (
                <span className="inline-flex items-center gap-1">
                  <Wifi className="h-3.5 w-3.5" aria-hidden /> Remote
                </span>
              ) : null}
              {p.postedAt ? <span>Posted {formatDay(p.postedAt.slice(0, 10))}</span> : null}
            </p>
            <div className="mt-2">
              <MatchBadges match={p.match} />
            </div>
            {onRead ? (
              <Button
                size="sm"
                variant="outline"
                className="mt-2"
                disabled={reading !== null}
                aria-label={`See what ${p.title} at ${p.company} asks for`}
                onClick={() => onRead(p)}
              >
                {reading === p.id ? 'Reading the posting…' : 'See what it asks for'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
