import { Briefcase, Building2, DollarSign, Home, Star } from 'lucide-react';
import type { Market } from '../../../../shared/catalog.api.ts';
import { formatLocation } from '../../../../shared/location.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading, CardTitle } from '../../../components/ui/card.tsx';
import { formatSalary } from '../../../lib/format.ts';
import { TrendCard } from './market-cards.tsx';

/** docs/decisions.md D14: the market data is sample data, and says so (and when the city has none). */
export function SampleDataNote({
  location,
  homeLabel,
}: {
  location: Location | null | undefined;
  homeLabel: string | null;
}) {
  return (
    <p className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
      {location && !homeLabel ? `Waymark has no job listings for ${formatLocation(location)}. ` : ''}
      The market summary, trends and jobs below are <strong>sample data</strong> for four example cities: they
      show how matching works, not real openings.
    </p>
  );
}

/** The market's four figures, its top industries and its in-demand skills. */
export function MarketSummaryCards({ market }: { market: Market }) {
  const { summary } = market;
  const figures = [
    {
      icon: <Briefcase className="h-5 w-5 text-teal-500" aria-hidden />,
      label: 'Open positions',
      value: summary.totalJobs.toLocaleString('en-US'),
    },
    {
      icon: <DollarSign className="h-5 w-5 text-emerald-500" aria-hidden />,
      label: 'Average salary',
      value: formatSalary(summary.averageSalary),
    },
    {
      icon: <Star className="h-5 w-5 text-amber-500" aria-hidden />,
      label: 'Tech hub rating',
      value: `${summary.techHubRating}/10`,
    },
    {
      icon: <Home className="h-5 w-5 text-purple-500" aria-hidden />,
      label: 'Cost of living',
      value: summary.costOfLiving.replace('-', ' '),
    },
  ];
  return (
    <>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {figures.map((s) => (
          <Card key={s.label}>
            <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              {s.icon}
              {s.label}
            </p>
            <p className="mt-1 text-2xl font-bold capitalize">{s.value}</p>
          </Card>
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeading icon={Building2} className="mb-3">
            Top industries
          </CardHeading>
          <ol className="list-decimal space-y-1 pl-5">
            {summary.topIndustries.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ol>
        </Card>
        <Card>
          <CardTitle className="mb-3">In-demand skills</CardTitle>
          <ul className="flex flex-wrap gap-2">
            {summary.inDemandSkills.map((s) => (
              <li key={s}>
                <Badge variant="info">{s}</Badge>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </>
  );
}

/** The market's regional trends, each a card. */
export function MarketTrendsSection({ market }: { market: Market }) {
  return (
    <section aria-labelledby="trends">
      <h2 id="trends" className="mb-3 text-lg font-semibold">
        Regional trends (sample)
      </h2>
      <div className="grid gap-4 md:grid-cols-3">
        {market.trends.map((t) => (
          <TrendCard key={t.id} trend={t} />
        ))}
      </div>
    </section>
  );
}
