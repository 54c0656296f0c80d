import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { resolvedCareerSchema } from '../../../../shared/catalog.api.ts';
import { currentGoalSchema } from '../../../../shared/goal.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { notifyAiNotice } from '../../../lib/notify.ts';

/** The current goal and its roadmap (server: careers/goals.routes.ts). */
export const useGoal = () =>
  useQuery({ queryKey: queryKeys.goal, queryFn: () => api('/api/me/goal', currentGoalSchema) });

const chooseGoal = (careerId: number) =>
  api('/api/me/goal', currentGoalSchema, { method: 'PUT', body: { careerId } });

const completeOnboarding = () => api('/api/me/onboarding/complete', z.null(), { method: 'POST', body: {} });

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
      api(`/api/careers/${careerId}/refresh`, resolvedCareerSchema, { method: 'POST', body: {} }),
    onSuccess: (resolved) => {
      notifyAiNotice({ aiNotice: resolved.notice });
      return queryClient.invalidateQueries({ queryKey: queryKeys.goal });
    },
  });
}
