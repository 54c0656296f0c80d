import { useQuery } from '@tanstack/react-query';
import { aboutSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';

export const useAbout = (enabled: boolean) =>
  useQuery({
    queryKey: ['about'],
    queryFn: () => api('/api/about', aboutSchema),
    enabled,
    staleTime: 60_000,
  });
