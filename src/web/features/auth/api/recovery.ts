import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

type Notice = { message: string };

const requestReset = (email: string) =>
  api<Notice>('/api/auth/password-reset', { method: 'POST', body: { email } });
const completeReset = (body: { token: string; password: string }) =>
  api<Notice>('/api/auth/password-reset/complete', { method: 'POST', body });
const verifyEmail = (token: string) =>
  api<Notice>('/api/auth/verify-email', { method: 'POST', body: { token } });

const resendVerification = () => api<Notice>('/api/auth/verify-email/resend', { method: 'POST', body: {} });

/** "Forgot password?" (docs/decisions.md S59). */
export function useRequestReset() {
  return useMutation({ mutationFn: requestReset });
}

export function useCompleteReset() {
  return useMutation({ mutationFn: completeReset });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

/** A new link to confirm the signed-in account's email (docs/decisions.md S66). */
export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
