import { useMutation } from '@tanstack/react-query';
import type { Invitation, InvitationInput, IssuedInvitation } from '../../../shared/schemas/team';
import { api } from '../../lib/api';

/**
 * Team changes touch the team lists and the studio split (the registry's keys for them). Also on
 * failure: a 404/409 means the list is stale.
 */
const meta = { changes: ['invitations', 'organization_members'] } as const;

export function useCreateInvitation() {
  return useMutation({
    meta,
    mutationFn: (input: InvitationInput) =>
      api<IssuedInvitation>('/api/team/invitations', { method: 'POST', body: input }),
  });
}

export function useCancelInvitation() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api<Invitation>(`/api/team/invitations/${id}/cancel`, { method: 'POST' }),
  });
}

export function useResendInvitation() {
  return useMutation({
    meta,
    mutationFn: (id: string) =>
      api<IssuedInvitation>(`/api/team/invitations/${id}/resend`, { method: 'POST' }),
  });
}

export function useRemoveMember() {
  return useMutation({
    meta,
    mutationFn: (id: string) => api<void>(`/api/team/members/${id}`, { method: 'DELETE' }),
  });
}

export function useSetPercentage() {
  return useMutation({
    meta,
    mutationFn: ({ id, percentage }: { id: string; percentage: number }) =>
      api<{ percentage: number }>(`/api/team/members/${id}/percentage`, {
        method: 'PUT',
        body: { percentage },
      }),
  });
}
