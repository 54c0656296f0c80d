import { Building2, Star, TrendingUp } from 'lucide-react';
import type { Market } from '../../../../shared/catalog.api.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardHeading } from '../../../components/ui/card.tsx';
import { demandVariant } from '../../../lib/colors.ts';
import { formatSalary } from '../../../lib/format.ts';

/** docs/product.md §9 Dashboard limits: 3 industries, 4 in-demand skills, 2 trends. */
const TOP_INDUSTRIES = 3;
const TOP_SKILLS = 4;

/** Every card that shows sample market data says so (docs/decisions.md S63). */
export function SampleDataNote() {
  return (
    <p className="mb-3 flex items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
      <Badge variant="outline">Sample</Badge>
      <span>Illustrative sample data, not live listings.</span>
    </p>
  );
}

export function LocalMarketCard({ market }: { market: Market }) {
  const s = market.summary;
  return (
    <Card>
      <CardHeading icon={Building2} className="mb-1">
        Local Market: {market.label}
      </CardHeading>
      <SampleDataNote />
      <dl className="grid grid-cols-3 gap-3 text-center">
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Open positions</dt>
          <dd className="text-xl font-bold">{s.totalJobs.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Average salary</dt>
          <dd className="text-xl font-bold">{formatSalary(s.averageSalary)}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-600 dark:text-slate-400">Tech hub rating</dt>
          <dd className="inline-flex items-center gap-1 text-xl font-bold">
            <Star className="h-4 w-4 text-amber-500" aria-hidden />
            {s.techHubRating}/10
          </dd>
        </div>
      </dl>
      <div className="mt-4 space-y-2 text-sm">
        <p>
          <span className="font-medium">Top industries: </span>
          {s.topIndustries.slice(0, TOP_INDUSTRIES).join(', ')}
        </p>
        <div className="flex flex-wrap items-center gap-1.5">
          <span className="font-medium">In demand:</span>
          {s.inDemandSkills.slice(0, TOP_SKILLS).map((skill) => (
            <Badge key={skill} variant="info">
              {skill}
            </Badge>
          ))}
        </div>
      </div>
    </Card>
  );
}

export function TrendCard({ trend }: { trend: Market['trends'][number] }) {
  return (
    <article className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-semibold">{trend.jobTitle}</h3>
        <Badge variant={demandVariant(trend.demandLevel)}>{trend.demandLevel.replace('-', ' ')} demand</Badge>
      </div>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {formatSalary(trend.averageSalary)} average · {trend.growthRate >= 0 ? '+' : ''}
        {trend.growthRate}% growth
      </p>
      <p className="mt-2 text-sm">{trend.description}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5">
        {trend.topSkills.slice(0, 3).map((s) => (
          <li key={s}>
            <Badge variant="outline">{s}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}

export function RegionalTrendsCard({ market, limit = 2 }: { market: Market; limit?: number }) {
  return (
    <Card>
      <CardHeading icon={TrendingUp} className="mb-1">
        Regional Trends
      </CardHeading>
      <SampleDataNote />
      <div className="space-y-3">
        {market.trends.slice(0, limit).map((t) => (
          <TrendCard key={t.id} trend={t} />
        ))}
      </div>
    </Card>
  );
}
