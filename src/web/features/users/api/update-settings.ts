import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type User, type UserWithEarnings, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { meQueryKey } from '../../../api/me.ts';
import { celebrate } from '../../../lib/celebrate.ts';
import { notifyError } from '../../../lib/notify.ts';

export interface SettingsChange {
  darkMode?: boolean;
  isPremium?: boolean;
}

export const updateSettings = (change: SettingsChange): Promise<UserWithEarnings> =>
  api('/api/me/settings', userWithEarningsSchema, { method: 'PATCH', body: change });

/** Optimistic: the toggle flips at once, the server's answer (with any XP earned) replaces it. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const previous = queryClient.getQueryData<User>(meQueryKey);
      if (previous) queryClient.setQueryData<User>(meQueryKey, { ...previous, ...change });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(meQueryKey, context.previous);
      notifyError(error);
    },
    onSuccess: (result) => {
      queryClient.setQueryData(meQueryKey, result.user);
      celebrate(result);
    },
  });
}
