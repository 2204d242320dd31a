import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitationSignUpInput, InvitationSignUpResult } from '../../../shared/schemas/team';
import { sessionKeys } from '../../entities/session/queries';
import { api } from '../../lib/api';

const invitationPath = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export const invitationSignUpKey = (token: string) => ['invitation-sign-up', token] as const;

/**
 * Creates the account for the invited address. When the server signed the person in, the session
 * is refetched and `onSignedIn` moves on to the success state while the mutation is still pending,
 * so the screen never shows the signed-in variant in between. (Only the session is refetched: refetching
 * the now-used invitation would flash 'já foi utilizado'.)
 */
export function useInvitationSignUp(token: string, onSignedIn: () => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationKey: invitationSignUpKey(token),
    mutationFn: (input: InvitationSignUpInput) =>
      api<InvitationSignUpResult>(`${invitationPath(token)}/sign-up`, { method: 'POST', body: input }),
    onSuccess: async (result) => {
      if (!result.signedIn) return;
      await qc.invalidateQueries({ queryKey: sessionKeys.all });
      onSignedIn();
    },
  });
}

/** A signed-in person joins the studio; their profile (role, plan, organization) changes. */
export function useAcceptInvitation(token: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<void>(`${invitationPath(token)}/accept`, { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
