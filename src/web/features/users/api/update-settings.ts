import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { User, UserWithEarnings, userWithEarningsSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';
import { useApplyEarnings } from '../../../api/earnings.ts';
import { mutationKeys, queryKeys } from '../../../api/query-keys.ts';
import { notifyError } from '../../../lib/notify.ts';

interface SettingsChange {
  darkMode?: boolean;
  isPremium?: boolean;
}

const updateSettings = (change: SettingsChange): Promise<UserWithEarnings> =>
  api<z.infer<typeof userWithEarningsSchema>>('/api/me/settings', { method: 'PATCH', body: change });

/** Optimistic: the toggle flips at once, the server's answer (with any XP earned) replaces it. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  const applyEarnings = useApplyEarnings();
  return useMutation({
    // premium reads wait for a plan change to be confirmed (see usePremiumReadsEnabled)
    mutationKey: mutationKeys.settings,
    mutationFn: updateSettings,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.me });
      const previous = queryClient.getQueryData<User>(queryKeys.me);
      if (previous) queryClient.setQueryData<User>(queryKeys.me, { ...previous, ...change });
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(queryKeys.me, context.previous);
      notifyError(error);
    },
    onSuccess: (result) => {
      applyEarnings(result);
    },
  });
}
