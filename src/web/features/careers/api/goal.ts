import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../../../shared/api-reads.ts';
import type { resolvedCareerSchema } from '../../../../shared/catalog.api.ts';
import type { currentGoalSchema } from '../../../../shared/goal.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

/** The current goal and its roadmap (server: careers/goals.routes.ts). */
export const useGoal = () =>
  useQuery({
    queryKey: queryKeys.goal,
    queryFn: () => api<z.infer<typeof currentGoalSchema>>(apiReads.goal.url),
  });

const chooseGoal = (careerId: number) =>
  api<z.infer<typeof currentGoalSchema>>('/api/me/goal', { method: 'PUT', body: { careerId } });

const completeOnboarding = () => api<null>('/api/me/onboarding/complete', { method: 'POST', body: {} });

export function useChooseGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseGoal,
    onSuccess: (data) => queryClient.setQueryData(queryKeys.goal, data),
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  });
}

/** docs/product.md §4 Generated careers: asks for a fresh roadmap of a generated career. */
export function useRefreshCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (careerId: number) =>
      api<z.infer<typeof resolvedCareerSchema>>(`/api/careers/${careerId}/refresh`, {
        method: 'POST',
        body: {},
      }),
    onSuccess: (resolved) => {
      notifyAiNotice({ aiNotice: resolved.notice });
      return queryClient.invalidateQueries({ queryKey: queryKeys.goal });
    },
  });
}
