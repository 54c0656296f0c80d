import { ClipboardList } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { formatLocation } from '../../../../shared/location.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { trackPostingPath } from '../../../config/paths.ts';
import { STATIC_MARKET, useMarketChoice } from '../hooks/use-market-choice.ts';
import { MarketPicker } from './market-picker.tsx';
import { MarketSummaryCards, MarketTrendsSection, SampleDataNote } from './market-summary.tsx';
import { SampleJobsSection } from './sample-jobs.tsx';

const linkClasses = 'inline-flex items-center gap-1 font-medium text-teal-700 underline dark:text-teal-400';

/**
 * docs/product.md §2 Local Market, after the user's real figures: the sample markets, labelled
 * Sample, with a picker; the user's city when it is a sample city, else the San Francisco overview
 * (docs/decisions.md D14, S63).
 */
export function SampleMarketSection({ location }: { location: Location | null | undefined }) {
  const choice = useMarketChoice(location);
  const headingId = useId();
  const data = choice.market.data;
  if (choice.homePending) return <Spinner label="Loading your local market..." />;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex items-center gap-2">
          <Badge variant="outline">Sample</Badge>
          <h2 id={headingId} className="text-xl font-semibold">
            Sample market: {choice.selected === STATIC_MARKET ? 'San Francisco overview' : choice.selected}
          </h2>
        </div>
        <MarketPicker selected={choice.selected} onPick={choice.pick} />
      </div>
      <SampleDataNote location={location} homeLabel={choice.homeLabel} />
      {choice.market.isError ? (
        <p role="alert" className="text-red-600">
          Could not load this market. Please try again.
        </p>
      ) : !data ? (
        <Spinner label="Loading market data..." />
      ) : (
        <>
          <MarketSummaryCards market={data} />
          <MarketTrendsSection market={data} />
          <SampleJobsSection
            market={data}
            query={choice.query}
            onQuery={choice.setQuery}
            type={choice.type}
            onType={choice.setType}
          />
        </>
      )}
    </section>
  );
}

/**
 * docs/product.md §2 Local Market for a goal the sample software markets do not fit (S63): says so
 * plainly, and points to tracking the real postings the user finds.
 */
export function NoSampleMarketNote({
  location,
  goalTitle,
}: {
  location: Location | null | undefined;
  goalTitle: string;
}) {
  return (
    <p className="rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800/60">
      {location
        ? `Waymark has no job listings for ${formatLocation(location)}. `
        : 'Waymark has no job listings. '}
      Its sample markets are software and data listings, so they are not shown beside {goalTitle}.{' '}
      <Link to={trackPostingPath()} className={linkClasses}>
        <ClipboardList className="h-4 w-4" aria-hidden />
        Track a real posting you found
      </Link>
    </p>
  );
}
