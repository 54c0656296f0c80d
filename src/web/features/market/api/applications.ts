import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { applicationSchema, applicationsSchema } from '../../../../shared/catalog.api.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export const useApplications = () =>
  useQuery({
    queryKey: queryKeys.applications,
    queryFn: () => api('/api/me/applications', applicationsSchema),
  });

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) =>
      api('/api/me/applications', applicationSchema, { method: 'POST', body: { jobId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.applications }),
  });
}
