import { useQuery } from '@tanstack/react-query';
import { type User, userSchema } from '../../shared/user.schema.ts';
import { api } from './client.ts';
import { queryKeys } from './query-keys.ts';

const getMe = (): Promise<User> => api('/api/me', userSchema);

/** The signed-in user (or guest); several features read it, so it lives beside the client. */
export const useMe = () => useQuery({ queryKey: queryKeys.me, queryFn: getMe, staleTime: 30_000 });
