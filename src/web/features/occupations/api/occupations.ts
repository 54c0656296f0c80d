import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { occupationDetailSchema, regionalOutlookSchema } from '../../../../shared/occupation.api.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** One O*NET occupation with BLS wages and outlook; state figures follow the user's location. */
export const useOccupation = (code: string | null | undefined) =>
  useQuery({
    queryKey: queryKeys.occupation(code ?? ''),
    queryFn: () => api<z.infer<typeof occupationDetailSchema>>(apiReads.occupation(code ?? '').url),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
  });

/** The occupation and its related ones where the user is (state figures follow the location). */
export const useRegionalOutlook = (code: string | null | undefined) =>
  useQuery({
    queryKey: queryKeys.occupationRegion(code ?? ''),
    queryFn: () => api<z.infer<typeof regionalOutlookSchema>>(apiReads.occupationRegion(code ?? '').url),
    enabled: Boolean(code),
    staleTime: 10 * 60_000,
  });
