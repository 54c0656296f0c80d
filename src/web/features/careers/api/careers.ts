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

export const useCareers = () =>
  useQuery({
    queryKey: ['careers'],
    queryFn: () => api('/api/careers', z.array(careerSummarySchema)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useCatalogStats = () =>
  useQuery({
    queryKey: ['catalog-stats'],
    queryFn: () => api('/api/catalog/stats', catalogStatsSchema),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const searchCareers = (q: string) =>
  api(`/api/careers/search?q=${encodeURIComponent(q)}`, careerSearchSchema);

/** spec §5: suggestions only after more than 2 characters. */
export const useCareerSuggestions = (q: string) =>
  useQuery({
    queryKey: ['career-search', q.trim().toLowerCase()],
    queryFn: () => searchCareers(q),
    enabled: q.trim().length >= SUGGESTION_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const resolveCareer = (title: string) =>
  api('/api/careers/resolve', resolvedCareerSchema, { method: 'POST', body: { title } });
