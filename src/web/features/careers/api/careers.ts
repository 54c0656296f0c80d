import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type {
  careerSearchSchema,
  careerSummarySchema,
  catalogStatsSchema,
  resolvedCareerSchema,
} from '../../../../shared/catalog.api.ts';
import { SUGGESTION_MIN_CHARS } from '../../../../shared/constants.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

export const useCareers = () =>
  useQuery({
    queryKey: queryKeys.careers,
    queryFn: () => api<z.infer<typeof careerSummarySchema>[]>(apiReads.careers.url),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCatalogStats = () =>
  useQuery({
    queryKey: queryKeys.catalogStats,
    queryFn: () => api<z.infer<typeof catalogStatsSchema>>(apiReads.catalogStats.url),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const searchCareers = (q: string) =>
  api<z.infer<typeof careerSearchSchema>>(apiReads.careerSearch(q).url);

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
 * choices), or of one the user chose as typed over the choices (`asTyped`); when an AI limit made
 * the local engine build it, the user is told.
 */
export async function resolveCareer(title: string, { asTyped = false } = {}) {
  const resolved = await api<z.infer<typeof resolvedCareerSchema>>('/api/careers/resolve', {
    method: 'POST',
    body: asTyped ? { title, asTyped: true } : { title },
  });
  notifyAiNotice({ aiNotice: resolved.notice });
  return resolved;
}
