import { Link } from 'react-router';
import type { RegionalFigure, RegionalOutlook } from '../../../../shared/occupation.api.ts';
import { formatChange, formatOpenings, formatWage } from '../../../../shared/wages.ts';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { occupationPath } from '../../../config/paths.ts';
import { OccupationFactsList } from './occupation-facts.tsx';

function Row({ f, state }: { f: RegionalFigure; state: string | null }) {
  return (
    <tr className="border-b border-slate-100 dark:border-slate-800">
      <th scope="row" className="py-1.5 pr-3 text-left font-normal">
        <Link to={occupationPath(f.code)} className="text-teal-700 underline dark:text-teal-400">
          {f.title}
        </Link>
        {f.figuresFor ? (
          <span className="block text-xs text-slate-600 dark:text-slate-400">figures for {f.figuresFor}</span>
        ) : null}
      </th>
      {state ? <td className="py-1.5 pr-3 text-right">{formatWage(f.stateMean)}</td> : null}
      <td className="py-1.5 pr-3 text-right">{formatWage(f.nationalMedian)}</td>
      <td className="py-1.5 pr-3 text-right">
        {f.changePercent === null ? 'not published' : formatChange(f.changePercent)}
      </td>
      <td className="py-1.5 text-right">{formatOpenings(f.annualOpenings)}</td>
    </tr>
  );
}

/**
 * docs/product.md §2 Local Market: the goal's occupation where the user is, beside its related
 * occupations (state mean wage, national median, national growth and openings), with the best paid
 * and fastest growing named.
 */
export function RegionalOutlookCard({ outlook }: { outlook: RegionalOutlook }) {
  const state = outlook.goal.stateWage?.state ?? null;
  const where = state ?? (outlook.goal.scope === 'abroad' ? 'the U.S.' : 'the U.S. (national)');
  return (
    <Card>
      <CardTitle className="mb-1">
        {outlook.goal.title} in {where}
      </CardTitle>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">Real figures from BLS and O*NET.</p>
      <OccupationFactsList facts={outlook.goal} />
      {outlook.occupations.length > 1 ? (
        <>
          <div className="mt-4 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-sm">
              <caption className="mb-2 text-left font-semibold">Your goal and related occupations</caption>
              <thead>
                <tr className="border-b border-slate-200 text-xs text-slate-600 dark:border-slate-700 dark:text-slate-400">
                  <th scope="col" className="pb-1 text-left font-medium">
                    Occupation
                  </th>
                  {state ? (
                    <th scope="col" className="pb-1 text-right font-medium">
                      {state} average ({outlook.goal.stateWage?.year})
                    </th>
                  ) : null}
                  <th scope="col" className="pb-1 text-right font-medium">
                    National median ({outlook.goal.wages?.year ?? 'May 2024'})
                  </th>
                  <th scope="col" className="pb-1 text-right font-medium">
                    Growth ({outlook.goal.outlook?.period ?? '2024-34'})
                  </th>
                  <th scope="col" className="pb-1 text-right font-medium">
                    Openings a year
                  </th>
                </tr>
              </thead>
              <tbody>
                {outlook.occupations.map((f) => (
                  <Row key={f.code} f={f} state={state} />
                ))}
              </tbody>
            </table>
          </div>
          <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            <div>
              <h3 className="font-semibold">
                {outlook.highestPaidBy === 'state' && state
                  ? `Best paid in ${state} (average)`
                  : 'Best paid in the U.S. (median)'}
              </h3>
              <ol className="mt-1 list-decimal pl-5">
                {outlook.highestPaid.map((f) => (
                  <li key={f.code}>
                    {f.title}:{' '}
                    {formatWage(outlook.highestPaidBy === 'state' ? f.stateMean : f.nationalMedian)}
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="font-semibold">Fastest growing (U.S.)</h3>
              <ol className="mt-1 list-decimal pl-5">
                {outlook.fastestGrowing.map((f) => (
                  <li key={f.code}>
                    {f.title}: {f.changePercent === null ? '' : formatChange(f.changePercent)}
                  </li>
                ))}
              </ol>
            </div>
          </div>
        </>
      ) : null}
    </Card>
  );
}
