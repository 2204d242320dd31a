import { useMutation } from '@tanstack/react-query';
import type { Anamnesis, AnamnesisInput } from '../../../shared/schemas/anamnesis';
import { api } from '../../lib/api';

export function useFillAnamnesis(clientId: string) {
  return useMutation({
    mutationFn: (input: AnamnesisInput) =>
      api<Anamnesis>(`/api/clients/${clientId}/anamneses`, { method: 'POST', body: input }),
    meta: { changes: ['anamneses'] },
  });
}

export const useCreateAnamnesisLink = (clientId: string) =>
  useMutation({
    mutationFn: () =>
      api<{ path: string; expiresAt: string }>(`/api/clients/${clientId}/anamnesis-link`, { method: 'POST' }),
  });

/** The client withdraws the health-data consent: their questionnaires are deleted. */
export function useWithdrawHealthConsent(clientId: string) {
  return useMutation({
    mutationFn: () =>
      api<{ removed: number }>(`/api/clients/${clientId}/health-consent/withdraw`, { method: 'POST' }),
    meta: { changes: ['anamneses'] },
  });
}
