import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { userSchema, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { queryKeys } from '../../../api/query-keys.ts';

const setLocation = (location: string | null) =>
  api<z.infer<typeof userWithEarningsSchema>>('/api/me/location', { method: 'PUT', body: { location } });

const updateAccount = (change: { name?: string; email?: string; currentPassword?: string }) =>
  api<z.infer<typeof userSchema>>('/api/me/account', { method: 'PATCH', body: change });

export function useSetLocation() {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    mutationFn: setLocation,
    onSuccess: (result) => {
      applyEarnings(result);
      void queryClient.invalidateQueries({ queryKey: queryKeys.market.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.occupations });
    },
  });
}

export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
