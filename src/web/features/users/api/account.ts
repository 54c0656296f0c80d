import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { userSchema, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { celebrate } from '../../../lib/celebrate.ts';

export const setLocation = (location: string | null) =>
  api('/api/me/location', userWithEarningsSchema, { method: 'PUT', body: { location } });

export const updateAccount = (change: { name?: string; email?: string }) =>
  api('/api/me/account', userSchema, { method: 'PATCH', body: change });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api('/api/auth/password', z.null(), { method: 'POST', body });

export function useSetLocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLocation,
    onSuccess: (result) => {
      queryClient.setQueryData(queryKeys.me, result.user);
      void queryClient.invalidateQueries({ queryKey: queryKeys.market.all });
      celebrate(result);
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

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
