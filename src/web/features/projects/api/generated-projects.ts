import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { generatedProjectRecordSchema } from '../../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../../shared/catalog.schema.ts';
import { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { usePremiumReadsEnabled } from '../../../api/me.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { celebrate } from '../../../lib/celebrate.ts';

const resultSchema = userWithEarningsSchema.extend({ record: generatedProjectRecordSchema });

/** The user's generated projects; read only by premium users (docs/product.md §6). */
export function useGeneratedProjects() {
  const enabled = usePremiumReadsEnabled();
  return useQuery({
    queryKey: queryKeys.generatedProjects,
    queryFn: () => api('/api/me/generated-projects', z.array(generatedProjectRecordSchema)),
    enabled,
  });
}

function useRecordMutation<T>(
  fn: (input: T) => Promise<z.infer<typeof resultSchema>>,
  alsoRefresh: QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.me, result.user);
      celebrate(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.generatedProjects });
      for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}

export const useGenerateProject = () =>
  useRecordMutation((difficulty: Difficulty) =>
    api('/api/me/generated-projects', resultSchema, { method: 'POST', body: { difficulty } }),
  );

export const useGenerateStarterCode = () =>
  useRecordMutation((id: string) =>
    api(`/api/me/generated-projects/${id}/starter-code`, resultSchema, { method: 'POST', body: {} }),
  );

// an added project joins the roadmap
export const useAddGeneratedProject = () =>
  useRecordMutation(
    (id: string) => api(`/api/me/generated-projects/${id}/add`, resultSchema, { method: 'POST', body: {} }),
    [queryKeys.goal],
  );
