import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { xpHistorySchema } from '../../../../shared/progress.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useXpHistory = () =>
  useQuery({
    queryKey: queryKeys.xpHistory,
    queryFn: () => api<z.infer<typeof xpHistorySchema>>(apiReads.xpHistory.url),
  });
