import { lazy, Suspense } from 'react';
import { Card, CardTitle } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useXpHistory } from '../api/xp-history.ts';

const XpHistoryArea = lazy(() => import('./xp-history-area.tsx').then((m) => ({ default: m.XpHistoryArea })));

/** The user's XP over time, from the ledger. */
export function XpHistoryChart() {
  const history = useXpHistory();
  const data = (history.data ?? []).map((h) => ({ ...h, label: formatDate(h.at) }));
  return (
    <Card>
      <CardTitle className="mb-1">XP history</CardTitle>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">
        Every award you earned, as a running total.
      </p>
      {data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">No XP yet.</p>
      ) : (
        <>
          {/* the chart is for the eye; assistive technology reads the same data as a table */}
          <div className="h-56" aria-hidden>
            {/* recharts loads with this card, not with the page (docs/decisions.md S46); the box keeps its height */}
            <Suspense fallback={null}>
              <XpHistoryArea data={data} />
            </Suspense>
          </div>
          {/* a table ignores the 1 px width of sr-only and would widen a phone's page: its box clips it */}
          <div className="sr-only">
            <table>
              <caption>XP history: every award, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  <th scope="col">Award</th>
                  <th scope="col">XP</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {data.map((h, i) => (
                  // the ledger can pay twice in one instant: the position keeps rows apart
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder
                  <tr key={i}>
                    <td>{h.label}</td>
                    <td>{h.reason}</td>
                    <td>{h.amount > 0 ? `+${h.amount}` : h.amount}</td>
                    <td>{h.total}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
