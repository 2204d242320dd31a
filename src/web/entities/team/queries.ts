import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ClientList } from '../../../shared/schemas/client';
import type { Invitation, Member, StudioReport } from '../../../shared/schemas/team';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
  report: (month: string) => [...teamKeys.all, 'report', month] as const,
  artistClients: (memberId: string, q: string) => [...teamKeys.all, 'artist-clients', memberId, q] as const,
};

// An accepted invitation changes a profile (it joins the studio): the lists and split follow.
invalidateOnChange('profiles', teamKeys.all);
invalidateOnChange('organization_members', teamKeys.all);
invalidateOnChange('invitations', teamKeys.all);
// The split is made of the month's payments.
// 'studio_payments' is an artist's payment, sent to the owner (migration 0006_change_publisher).
for (const table of ['payments', 'appointments', 'studio_payments'] as const) {
  invalidateOnChange(table, [...teamKeys.all, 'report']);
}

export const useMembers = () =>
  useQuery({ queryKey: teamKeys.members(), queryFn: () => api<Member[]>('/api/team/members') });

export const useInvitations = () =>
  useQuery({ queryKey: teamKeys.invitations(), queryFn: () => api<Invitation[]>('/api/team/invitations') });

/** Divisão do Estúdio for one `YYYY-MM`; keeps the last month on screen while the next loads. */
export const useStudioReport = (month: string) =>
  useQuery({
    queryKey: teamKeys.report(month),
    queryFn: () => api<StudioReport>(`/api/studio/report?month=${month}`),
    placeholderData: keepPreviousData,
  });

/** The address `/convite/{token}` answers on this deployment. */
export const invitationLink = (token: string) => `${location.origin}/convite/${token}`;

/** An artist's clients, for the owner reading their records (when the studio allows it). */
export const useArtistClients = (memberId: string, q: string) =>
  useInfiniteQuery({
    queryKey: teamKeys.artistClients(memberId, q),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '30' });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return api<ClientList>(`/api/team/members/${memberId}/clients?${params}`);
    },
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
