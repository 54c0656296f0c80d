import { Link } from 'react-router';
import type { Market } from '../../../../shared/catalog.api.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { paths, trackPostingPath } from '../../../config/paths.ts';
import { JobCard } from './job-card.tsx';
import { SampleDataNote } from './market-cards.tsx';

/** docs/product.md §2 Dashboard "Jobs Near You": the best matches of the user's city. */
export function JobsNearYouCard({ market, limit }: { market: Market; limit: number }) {
  if (market.jobs.length === 0) return null;
  const best = [...market.jobs].sort((a, b) => (b.matchPercentage ?? 0) - (a.matchPercentage ?? 0));
  return (
    <Card>
      <CardTitle className="mb-1">Jobs Near You</CardTitle>
      <SampleDataNote />
      <div className="space-y-3">
        {best.slice(0, limit).map((job) => (
          <JobCard key={job.id} job={job} />
        ))}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
        <Link to={paths.localMarket} className="text-teal-700 hover:underline dark:text-teal-400">
          See the local market
        </Link>
        {/* sample jobs cannot be applied to: the user tracks the real postings they find (S64) */}
        <Link to={trackPostingPath()} className="text-teal-700 hover:underline dark:text-teal-400">
          Track a real posting
        </Link>
      </div>
    </Card>
  );
}
