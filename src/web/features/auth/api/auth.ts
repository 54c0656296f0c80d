import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type SignInInput, type SignUpInput, userSchema } from '../../../../shared/user.schema.ts';
import { api } from '../../../api/client.ts';

const signUp = (input: SignUpInput) => api('/api/auth/sign-up', userSchema, { method: 'POST', body: input });
const signIn = (input: SignInInput) => api('/api/auth/sign-in', userSchema, { method: 'POST', body: input });
const signOut = () => api('/api/auth/sign-out', z.null(), { method: 'POST', body: {} });

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
  api('/api/auth/password', z.null(), { method: 'POST', body });

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
