import { useQuery } from '@tanstack/react-query';
import { xpHistorySchema } from '../../../../shared/progress.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useXpHistory = () =>
  useQuery({ queryKey: queryKeys.xpHistory, queryFn: () => api('/api/me/xp-history', xpHistorySchema) });
