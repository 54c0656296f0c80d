import { useMutationState, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiReads } from '../../shared/api-reads.ts';
import type { User, userSchema } from '../../shared/user.schema.ts';
import { api } from './client.ts';
import { mutationKeys, queryKeys } from './query-keys.ts';

const getMe = (): Promise<User> => api<z.infer<typeof userSchema>>(apiReads.me.url);

/** The signed-in user (or guest); several features read it, so it lives beside the client. */
export const useMe = () => useQuery({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 30_000 });

const changesPlan = (variables: unknown) =>
  typeof variables === 'object' && variables !== null && 'isPremium' in variables;

/**
 * Whether premium results may be read now: the server answers 403 premium_required to free users
 * (docs/product.md §6), so free users never ask. While a plan change is in flight the cached user
 * is optimistic and may be ahead of the server, so reads wait for the server's answer.
 */
export function usePremiumReadsEnabled(): boolean {
  const me = useMe();
  const planChanging = useMutationState({
    filters: { mutationKey: mutationKeys.settings, status: 'pending' },
    select: (mutation) => changesPlan(mutation.state.variables),
  }).some(Boolean);
  return me.data?.isPremium === true && !planChanging;
}
