import { useQuery } from '@tanstack/react-query';
import type { InvitationPreview } from '../../../shared/schemas/team';
import { ApiError, api } from '../../lib/api';

export const invitationKeys = {
  all: ['invitation'] as const,
  preview: (token: string) => [...invitationKeys.all, token] as const,
};

/** SPEC §8 statuses the server answers with a message meant for the person ('não encontrado', …). */
const invitationStatuses = new Set([404, 409, 410]);

/** What the error state shows for a failed look-up: the server's SPEC text, or the generic one. */
export function lookUpErrorMessage(err: unknown): string {
  return err instanceof ApiError && invitationStatuses.has(err.status)
    ? err.message
    : 'Erro ao carregar convite';
}

/** Public look-up: whose studio and which address. A refused link is final, so it is not retried. */
export const useInvitation = (token: string) =>
  useQuery({
    queryKey: invitationKeys.preview(token),
    queryFn: () => api<InvitationPreview>(`/api/invitations/${encodeURIComponent(token)}`),
    retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    staleTime: Number.POSITIVE_INFINITY,
  });
