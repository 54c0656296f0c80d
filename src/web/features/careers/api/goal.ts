import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { currentGoalSchema } from '../../../../shared/goal.schema.ts';
import { api } from '../../../api/client.ts';

export const goalQueryKey = ['goal'] as const;

export const useGoal = () =>
  useQuery({ queryKey: goalQueryKey, queryFn: () => api('/api/me/goal', currentGoalSchema) });

export const chooseGoal = (careerId: number) =>
  api('/api/me/goal', currentGoalSchema, { method: 'PUT', body: { careerId } });

export const completeOnboarding = () =>
  api('/api/me/onboarding/complete', z.null(), { method: 'POST', body: {} });

export function useChooseGoal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: chooseGoal,
    onSuccess: (data) => queryClient.setQueryData(goalQueryKey, data),
  });
}

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOnboarding,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['me'] }),
  });
}
