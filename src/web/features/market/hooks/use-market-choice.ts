import { useState } from 'react';
import type { JobFilter } from '../../../../shared/catalog.api.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useCityMarket, useStaticMarket } from '../api/market.ts';

/** The picker's value for the static San Francisco overview. */
export const STATIC_MARKET = 'static';

/**
 * docs/decisions.md D14: the market shown is the one picked, else the user's city when it has data,
 * else the static San Francisco set; its jobs follow the search (debounced) and the job type.
 */
export function useMarketChoice(location: Location | null | undefined) {
  const home = useCityMarket(location);
  const [picked, setPicked] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [type, setType] = useState<JobFilter>('all');
  const q = useDebouncedValue(query.trim(), 250);
  const homeLabel = home.data?.label ?? null;
  const selected = picked ?? homeLabel ?? STATIC_MARKET;
  const [city = '', state = ''] = selected === STATIC_MARKET ? [] : selected.split(', ');
  const cityMarket = useCityMarket(selected === STATIC_MARKET ? null : { city, state, country: 'US' }, {
    q,
    type,
  });
  const staticMarket = useStaticMarket({ q, type });
  return {
    /** The user's city market is still being asked for. */
    homePending: Boolean(location) && home.isPending,
    homeLabel,
    selected,
    pick: setPicked,
    query,
    setQuery,
    type,
    setType,
    market: selected === STATIC_MARKET ? staticMarket : cityMarket,
  };
}
