import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
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
      const params = new URLSearchParams({
        city,
        type: filter.type ?? 'all',
        ...(filter.q ? { q: filter.q } : {}),
      });
      try {
        return await api<z.infer<typeof marketSchema> | null>(`/api/markets/city?${params}`);
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
    queryFn: () => api<z.infer<typeof marketCitiesSchema>>('/api/markets'),
    staleTime: Infinity,
  });

export const useStaticMarket = (filter: { q?: string; type?: JobFilter }) =>
  useQuery({
    queryKey: queryKeys.market.static(filter.q ?? '', filter.type ?? 'all'),
    queryFn: () =>
      api<z.infer<typeof marketSchema>>(
        `/api/markets/static?${new URLSearchParams({ type: filter.type ?? 'all', ...(filter.q ? { q: filter.q } : {}) })}`,
      ),
    staleTime: 5 * 60_000,
  });
