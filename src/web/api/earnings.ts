import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { User, UserWithEarnings } from '../../shared/user.schema.ts';
import { celebrate } from '../lib/celebrate.ts';
import { queryKeys } from './query-keys.ts';

/** What a write that may pay XP answers: the user after it, and what it earned. */
export type Earned = Pick<UserWithEarnings, 'xpEvents' | 'unlockedAchievements' | 'notices'> & {
  user?: User | null;
};

/**
 * Applies what a write earned: the server's user replaces the cached one (its XP, level, streak and
 * achievements), then the earnings are celebrated (docs/architecture.md Web: mutations replace the
 * cache with the server's answer, then celebrate what it earned). The one copy of that step.
 */
export function useApplyEarnings() {
  const queryClient = useQueryClient();
  return useCallback(
    (earned: Earned) => {
      if (earned.user) queryClient.setQueryData(queryKeys.me, earned.user);
      celebrate(earned);
    },
    [queryClient],
  );
}
