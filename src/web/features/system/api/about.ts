import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { aboutSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useAbout = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.about,
    queryFn: () => api<z.infer<typeof aboutSchema>>(apiReads.about.url),
    enabled,
    staleTime: 60_000,
  });
