import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  careerSearchSchema,
  careerSummarySchema,
  catalogStatsSchema,
  resolvedCareerSchema,
  SUGGESTION_MIN_CHARS,
} from '../../../../shared/catalog.api.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

export const useCareers = () =>
  useQuery({
    queryKey: queryKeys.careers,
    queryFn: () => api('/api/careers', z.array(careerSummarySchema)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCatalogStats = () =>
  useQuery({
    queryKey: queryKeys.catalogStats,
    queryFn: () => api('/api/catalog/stats', catalogStatsSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const searchCareers = (q: string) =>
  api(`/api/careers/search?q=${encodeURIComponent(q)}`, careerSearchSchema);

/** docs/product.md §5: suggestions only after more than 2 characters. */
export const useCareerSuggestions = (q: string) =>
  useQuery({
    queryKey: queryKeys.careerSearch(q),
    queryFn: () => searchCareers(q),
    enabled: q.trim().length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

/**
 * Makes a career of a typed title that names nothing real (the search found no match and no
 * choices); when an AI limit made the local engine build it, the user is told.
 */
export async function resolveCareer(title: string) {
  const resolved = await api('/api/careers/resolve', resolvedCareerSchema, {
    method: 'POST',
    body: { title },
  });
  notifyAiNotice({ aiNotice: resolved.notice });
  return resolved;
}
