import { TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import type { OccupationFacts } from '../../../../shared/occupation.api.ts';
import { formatChange, formatHourlyWage, formatOpenings, formatWage } from '../../../../shared/wages.ts';
import { occupationPath } from '../../../config/paths.ts';
import { useOccupation } from '../api/occupations.ts';

/**
 * An occupation's pay and outlook in a few lines (docs/product.md §3 Occupations): the national
 * median and range (BLS, May 2024), the state's mean where the user's state is known (May 2023),
 * ten-year growth, yearly openings and typical entry education, with where each figure comes from.
 */
export function OccupationFactsList({
  facts,
  showLink = true,
}: {
  facts: OccupationFacts;
  showLink?: boolean;
}) {
  const w = facts.wages;
  const items: Array<[string, string]> = [];
  if (w?.hourly) {
    // BLS publishes some occupations by the hour only (actors, dancers, musicians): docs/decisions.md S52
    const hour = (v: typeof w.median) => formatHourlyWage(v, w.topCoded.hourly);
    items.push([`National median pay (${w.year})`, `${hour(w.hourly.median)} an hour`]);
    items.push(['Middle 80% earn', `${hour(w.hourly.p10)} – ${hour(w.hourly.p90)} an hour`]);
  } else if (w) {
    const year = (v: typeof w.median) => formatWage(v, w.topCoded.annual);
    items.push([`National median pay (${w.year})`, `${year(w.median)} a year`]);
    items.push(['Middle 80% earn', `${year(w.p10)} – ${year(w.p90)}`]);
  }
  if (facts.stateWage) {
    items.push([
      `${facts.stateWage.state} average, ${facts.stateWage.year}`,
      `${formatWage(facts.stateWage.mean)} a year`,
    ]);
  }
  const o = facts.outlook;
  if (o?.changePercent != null) items.push([`Jobs growth, ${o.period}`, formatChange(o.changePercent)]);
  if (o?.annualOpenings != null) items.push(['Openings a year', formatOpenings(o.annualOpenings)]);
  if (facts.education)
    items.push([
      facts.educationSource === 'onet' ? 'Typical entry education (O*NET)' : 'Typical entry education',
      facts.education,
    ]);

  return (
    <div data-testid="occupation-facts">
      {items.length > 0 ? (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          {items.map(([label, value]) => (
            <div
              key={label}
              className="flex justify-between gap-3 border-b border-slate-100 py-1 dark:border-slate-800"
            >
              <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          BLS publishes no wage or outlook figures for this occupation.
        </p>
      )}
      {facts.figuresNote ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400" data-testid="figures-note">
          {facts.figuresNote}
        </p>
      ) : null}
      {facts.scopeNote ? (
        <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{facts.scopeNote}</p>
      ) : null}
      <p className="mt-2 flex flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-400">
        <span>Source: U.S. Bureau of Labor Statistics (OEWS, Employment Projections) and O*NET 29.3.</span>
        {showLink ? (
          <Link
            to={occupationPath(facts.code)}
            className="inline-flex items-center gap-1 font-medium text-teal-700 underline dark:text-teal-400"
          >
            <TrendingUp className="h-3.5 w-3.5" aria-hidden /> {facts.title}: the full occupation profile
          </Link>
        ) : null}
      </p>
    </div>
  );
}

/** The goal's occupation in a few lines, once its facts are here (the dashboard's goal card). */
export function GoalOccupationFacts({ code }: { code: string | null | undefined }) {
  const occupation = useOccupation(code);
  return occupation.data ? (
    <div className="mt-4">
      <OccupationFactsList facts={occupation.data} />
    </div>
  ) : null;
}
