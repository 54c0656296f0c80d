import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { SignInInput, SignUpInput, userSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';

const signUp = (input: SignUpInput) =>
  api<z.infer<typeof userSchema>>('/api/auth/sign-up', { method: 'POST', body: input });
const signIn = (input: SignInInput) =>
  api<z.infer<typeof userSchema>>('/api/auth/sign-in', { method: 'POST', body: input });
const signOut = () => api<null>('/api/auth/sign-out', { method: 'POST', body: {} });

/** Whoever the session belongs to changed: every cached answer is someone else's now. */
function useResetOnSuccess() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.clear();
  };
}

export function useSignUp() {
  const reset = useResetOnSuccess();
  return useMutation({ mutationFn: signUp, onSuccess: reset });
}

export function useSignIn() {
  const reset = useResetOnSuccess();
  return useMutation({ mutationFn: signIn, onSuccess: reset });
}

export function useSignOut() {
  const reset = useResetOnSuccess();
  return useMutation({ mutationFn: signOut, onSuccess: reset });
}

const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<null>('/api/auth/password', { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
