import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { prefersReducedMotion } from '../../../lib/motion.ts';

/** The chart of xp-history-chart.tsx: recharts, loaded on its own. */
export function XpHistoryArea({ data }: { data: { label: string; total: number; reason: string }[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <AreaChart data={data} margin={{ top: 5, right: 10, bottom: 0, left: -10 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="#64748b33" />
        <XAxis dataKey="label" tick={{ fontSize: 11 }} stroke="#94a3b8" minTickGap={24} />
        <YAxis tick={{ fontSize: 11 }} stroke="#94a3b8" />
        <Tooltip
          formatter={(value) => [`${String(value)} XP`, 'Total']}
          labelFormatter={(_l, payload) => String(payload?.[0]?.payload?.reason ?? '')}
        />
        <Area
          type="linear"
          dataKey="total"
          stroke="#14b8a6"
          fill="#14b8a655"
          isAnimationActive={!prefersReducedMotion()}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}
