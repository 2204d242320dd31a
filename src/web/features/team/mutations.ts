import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invitation, InvitationInput, IssuedInvitation } from '../../../shared/schemas/team';
import { api } from '../../lib/api';
import { teamKeys } from './queries';

/**
 * Team changes touch only the team lists and the studio split (never the workday figures), so
 * this is narrower than invalidateWorkday. Also on failure: a 404/409 means the list is stale.
 */
const invalidateTeam = (qc: QueryClient) => qc.invalidateQueries({ queryKey: teamKeys.all });

export function useCreateInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: InvitationInput) =>
      api<IssuedInvitation>('/api/team/invitations', { method: 'POST', body: input }),
    onSettled: () => invalidateTeam(qc),
  });
}

export function useCancelInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<Invitation>(`/api/team/invitations/${id}/cancel`, { method: 'POST' }),
    onSettled: () => invalidateTeam(qc),
  });
}

export function useResendInvitation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<IssuedInvitation>(`/api/team/invitations/${id}/resend`, { method: 'POST' }),
    onSettled: () => invalidateTeam(qc),
  });
}

export function useRemoveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<void>(`/api/team/members/${id}`, { method: 'DELETE' }),
    onSettled: () => invalidateTeam(qc),
  });
}

export function useSetPercentage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, percentage }: { id: string; percentage: number }) =>
      api<{ percentage: number }>(`/api/team/members/${id}/percentage`, {
        method: 'PUT',
        body: { percentage },
      }),
    onSettled: () => invalidateTeam(qc),
  });
}
