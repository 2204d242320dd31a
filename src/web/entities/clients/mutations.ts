import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Client, ClientInput } from '../../../shared/schemas/client';
import { ApiError, api } from '../../lib/api';
import { sendOrQueue } from '../../lib/offline-queue';
import { signedInId } from '../session/queries';

export const SAVE_FAILED = 'Erro ao salvar cliente. Tente novamente.';
export const DELETE_FAILED = 'Erro ao excluir cliente. Tente novamente.';

/**
 * What a failed save or delete toasts: the server's own pt-BR text when it refused the request
 * (4xx: 'Nome é obrigatório', 'Cliente não encontrado'), SPEC's generic text for everything else.
 */
export const failureMessage = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : fallback;

export interface SaveClient {
  /** The client being edited; absent for a new one. */
  client?: Client | null;
  /** For a new client, the id the browser chose (`newId`): the row on screen and the server's agree. */
  id: string;
  input: ClientInput;
}

/** The client as the list will show it, before the server answers. */
function clientFromInput({ client, id, input }: SaveClient, artistId: string): Client {
  return {
    artistId,
    createdAt: new Date().toISOString(),
    appointmentCount: 0,
    totalSpentCents: 0,
    lastVisit: null,
    nextSession: null,
    ...client,
    id,
    name: input.name.trim(),
    phone: input.phone || null,
    instagram: input.instagram || null,
    birthDate: input.birthDate || null,
    document: input.document || null,
  };
}

/**
 * Creates or updates a client; the list shows it at once (lib/optimistic.ts). A new client made
 * without a connection waits in the offline queue (`queued`) under its id, so its replay never
 * duplicates it.
 */
export function useSaveClient() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (vars: SaveClient): Promise<{ queued: boolean }> => {
      const { client, id, input } = vars;
      if (client) {
        await api<{ id: string }>(`/api/clients/${client.id}`, { method: 'PUT', body: input });
        return { queued: false };
      }
      const owner = signedInId(qc);
      return sendOrQueue<Client>({
        method: 'POST',
        path: '/api/clients',
        body: { ...input, id },
        label: `Novo cliente: ${input.name}`,
        owner,
        rows: [{ change: 'clients', op: 'put', row: clientFromInput(vars, owner) }],
      });
    },
    // A rename shows on the client's sessions (and so on payments and the agenda).
    meta: {
      changes: ['clients', 'appointments'],
      optimistic: (vars: SaveClient) => [
        { change: 'clients', op: 'put', row: clientFromInput(vars, signedInId(qc)) },
      ],
    },
  });
}

/** Deletes a client; their appointments and payments stay (the server keeps the name on them). */
export function useDeleteClient() {
  return useMutation({
    mutationFn: (client: Client) => api<void>(`/api/clients/${client.id}`, { method: 'DELETE' }),
    meta: {
      changes: ['clients', 'appointments', 'tasks'],
      optimistic: (client: Client) => [{ change: 'clients', op: 'delete', id: client.id }],
    },
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
