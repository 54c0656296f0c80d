import { useQuery } from '@tanstack/react-query';
import { aboutSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useAbout = (enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.about,
    queryFn: () => api('/api/about', aboutSchema),
    enabled,
    staleTime: 60_000,
  });
