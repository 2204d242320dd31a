import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '../../../shared/schemas/auth';
import type {
  Me,
  OpenStudioInput,
  SelectPlanInput,
  UpdateProfileInput,
} from '../../../shared/schemas/profile';
import { api } from '../../lib/api';
import { forgetPushOnSignOut } from '../push/push';
import { announceSignOut } from './auth-channel';
import { clearSession, sessionKeys } from './queries';

export function useSignUp() {
  return useMutation({
    mutationFn: (input: SignUpInput) =>
      api('/api/auth/sign-up/email', { method: 'POST', body: { ...input, callbackURL: '/?verificado=1' } }),
  });
}

/**
 * Drops this browser's push subscription, signs out, forgets every cached answer (profile,
 * organization, data) and tells the other tabs.
 */
export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      // While still signed in: this browser's push subscription leaves with the account.
      await forgetPushOnSignOut();
      return api('/api/auth/sign-out', { method: 'POST', body: {} });
    },
    onSettled: () => {
      clearSession(qc);
      announceSignOut();
    },
  });
}

export function useSelectPlan() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: SelectPlanInput) => api<Me>('/api/me/plan', { method: 'POST', body: input }),
    onSuccess: (me) => qc.setQueryData(sessionKeys.me(), me),
  });
}

/** Básico → Estúdio; the new `me` shows Equipe at once. */
export function useOpenStudio() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: OpenStudioInput) => api<Me>('/api/me/studio', { method: 'POST', body: input }),
    onSuccess: (me) => qc.setQueryData(sessionKeys.me(), me),
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api<Me>('/api/me', { method: 'PATCH', body: input }),
    onSuccess: (me) => qc.setQueryData(sessionKeys.me(), me),
  });
}

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: '/redefinir-senha' },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api('/api/auth/reset-password', { method: 'POST', body: input }),
  });
}
