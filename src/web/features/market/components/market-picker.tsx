import { useId } from 'react';
import { inputClasses } from '../../../components/ui/field.tsx';
import { useMarketCities } from '../api/market.ts';
import { STATIC_MARKET } from '../hooks/use-market-choice.ts';

/** The market shown: the San Francisco overview or one of the cities with data. */
export function MarketPicker({ selected, onPick }: { selected: string; onPick: (label: string) => void }) {
  const cities = useMarketCities();
  const pickerId = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={pickerId} className="text-sm font-medium">
        Market
      </label>
      <select
        id={pickerId}
        className={`${inputClasses} w-56`}
        value={selected}
        onChange={(e) => onPick(e.target.value)}
      >
        <option value={STATIC_MARKET}>San Francisco overview</option>
        {cities.data?.map((c) => (
          <option key={c.label} value={c.label}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
