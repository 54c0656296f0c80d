import { Link } from 'react-router';
import type { Market } from '../../../../shared/catalog.api.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
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
      <Link
        to={paths.localMarket}
        className="mt-3 inline-block text-sm font-medium text-teal-700 hover:underline dark:text-teal-400"
      >
        See the local market
      </Link>
    </Card>
  );
}
