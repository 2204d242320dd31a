import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '../../../shared/schemas/client';
import { ApiError, api } from '../../lib/api';
import { newId, sendOrQueue } from '../../lib/offline-queue';
import { signedInId } from '../session/queries';

export const SAVE_FAILED = 'Erro ao salvar cliente. Tente novamente.';
export const DELETE_FAILED = 'Erro ao excluir cliente. Tente novamente.';

/**
 * What a failed save or delete toasts: the server's own pt-BR text when it refused the request
 * (4xx: 'Nome é obrigatório', 'Cliente não encontrado'), SPEC's generic text for everything else.
 */
export const failureMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback;

/**
 * Creates (no id) or updates a client. A new client made without a connection waits in the
 * offline queue (`queued`), under an id chosen here so its replay never duplicates it.
 */
export function useSaveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id?: string; input: ClientInput }): Promise<{ queued: boolean }> => {
      if (id) {
        await api<{ id: string }>(`/api/clients/${id}`, { method: 'PUT', body: input });
        return { queued: false };
      }
      const body = { ...input, id: newId() };
      return sendOrQueue<Client>({
        method: 'POST',
        path: '/api/clients',
        body,
        label: `Novo cliente: ${input.name}`,
        owner: signedInId(qc),
      });
    },
    // A rename shows on the client's sessions (and so on payments and the agenda).
    meta: { changes: ['clients', 'appointments'] },
  });
}

/** Deletes a client; their appointments and payments stay (the server keeps the name on them). */
export function useDeleteClient() {
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/clients/${id}`, { method: 'DELETE' }),
    meta: { changes: ['clients', 'appointments', 'tasks'] },
  });
}

/**
 * LGPD erasure: the client's contact and health data go; sessions and payments stay anonymised, so
 * every screen with a name or a total is refreshed.
 */
export function useEraseClient() {
  return useMutation({
    mutationFn: (id: string) =>
      api<{ sessionsKept: number; minorConsentsKept: number }>(`/api/clients/${id}/erase`, {
        method: 'POST',
      }),
    meta: {
      changes: ['clients', 'appointments', 'payments', 'tasks', 'anamneses', 'consents', 'booking_requests'],
    },
  });
}
