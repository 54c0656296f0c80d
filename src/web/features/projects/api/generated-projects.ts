import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { generatedProjectRecordSchema } from '../../../../shared/ai.schema.ts';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { Difficulty } from '../../../../shared/catalog.schema.ts';
import type { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';

/** The server's answer to a project action: the user with what it earned, and the project. */
type ProjectResult = z.infer<typeof userWithEarningsSchema> & {
  record: z.infer<typeof generatedProjectRecordSchema>;
};

/** The user's generated projects; read only by premium users (docs/product.md §6). */
export function useGeneratedProjects() {
  const enabled = usePremiumReadsEnabled();
  return useQuery({
    queryKey: queryKeys.generatedProjects,
    queryFn: () => api<z.infer<typeof generatedProjectRecordSchema>[]>(apiReads.generatedProjects.url),
    enabled,
  });
}

function useRecordMutation<T>(fn: (input: T) => Promise<ProjectResult>, alsoRefresh: QueryKey[] = []) {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      applyEarnings(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.generatedProjects });
      for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useGenerateProject = () =>
  useRecordMutation((difficulty: Difficulty) =>
    api<ProjectResult>('/api/me/generated-projects', { method: 'POST', body: { difficulty } }),
  );

export const useGenerateStarterCode = () =>
  useRecordMutation((id: string) =>
    api<ProjectResult>(`/api/me/generated-projects/${id}/starter-code`, {
      method: 'POST',
      body: {},
    }),
  );

// an added project joins the roadmap
export const useAddGeneratedProject = () =>
  useRecordMutation(
    (id: string) => api<ProjectResult>(`/api/me/generated-projects/${id}/add`, { method: 'POST', body: {} }),
    [queryKeys.goal],
  );
