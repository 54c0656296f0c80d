import { queryOptions, useQuery } from '@tanstack/react-query';
import { type User, userSchema } from '../../shared/user.schema.ts';
import { api } from './client.ts';

export const meQueryKey = ['me'] as const;

export const getMe = (): Promise<User> => api('/api/me', userSchema);

export const meQueryOptions = () => queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: 30_000 });

export const useMe = () => useQuery(meQueryOptions());
