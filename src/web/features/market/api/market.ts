import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { JobFilter, marketCitiesSchema, marketSchema } from '../../../../shared/catalog.api.ts';
import type { Location } from '../../../../shared/user.schema.ts';
import { ApiError, api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The market of the user's city, or null when Waymark has no data for it. */
export function useCityMarket(
  location: Location | null | undefined,
  filter: { q?: string; type?: JobFilter } = {},
) {
  const city = location ? [location.city, location.state].filter(Boolean).join(', ') : '';
  return useQuery({
    queryKey: queryKeys.market.city(city, filter.q ?? '', filter.type ?? 'all'),
    enabled: city !== '',
    staleTime: 5 * 60_000,
    queryFn: async () => {
      try {
        return await api<z.infer<typeof marketSchema> | null>(
          apiReads.cityMarket(city, filter.q ?? '', filter.type ?? 'all').url,
        );
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export const useMarketCities = () =>
  useQuery({
    queryKey: queryKeys.marketCities,
    queryFn: () => api<z.infer<typeof marketCitiesSchema>>(apiReads.marketCities.url),
    staleTime: Infinity,
  });

export const useStaticMarket = (filter: { q?: string; type?: JobFilter }) =>
  useQuery({
    queryKey: queryKeys.market.static(filter.q ?? '', filter.type ?? 'all'),
    queryFn: () =>
      api<z.infer<typeof marketSchema>>(apiReads.staticMarket(filter.q ?? '', filter.type ?? 'all').url),
    staleTime: 5 * 60_000,
  });
