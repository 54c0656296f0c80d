import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { generatedProjectRecordSchema } from '../../../../shared/ai.schema.ts';
import type { Difficulty } from '../../../../shared/catalog.schema.ts';
import { userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { meQueryKey } from '../../../api/me.ts';
import { celebrate } from '../../../lib/celebrate.ts';

const resultSchema = userWithEarningsSchema.extend({ record: generatedProjectRecordSchema });
const listKey = ['generated-projects'] as const;

export const useGeneratedProjects = (enabled: boolean) =>
  useQuery({
    queryKey: listKey,
    queryFn: () => api('/api/me/generated-projects', z.array(generatedProjectRecordSchema)),
    enabled,
  });

function useRecordMutation<T>(
  fn: (input: T) => Promise<z.infer<typeof resultSchema>>,
  alsoRefresh: string[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, result.user);
      celebrate(result);
      void queryClient.invalidateQueries({ queryKey: listKey });
      for (const key of alsoRefresh) void queryClient.invalidateQueries({ queryKey: [key] });
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

export const useAddGeneratedProject = () =>
  useRecordMutation(
    (id: string) => api(`/api/me/generated-projects/${id}/add`, resultSchema, { method: 'POST', body: {} }),
    ['goal'],
  );
