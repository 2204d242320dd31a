import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { AuthLayout } from '../auth/AuthLayout';
import { useMe } from '../session/queries';
import { InvitationError } from './InvitationError';
import { InvitationSignUpForm } from './InvitationSignUpForm';
import { invitationSignUpKey } from './mutations';
import { lookUpErrorMessage, useInvitation } from './queries';
import { SignedInInvitation } from './SignedInInvitation';

/** Accept failures the server words for the person (other address, already in a studio, used…). */
function acceptErrorMessage(err: unknown): string {
  return err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429
    ? err.message
    : 'Erro ao aceitar convite';
}

/**
 * `/convite/{token}` (SPEC §2): loading, the sign-up form (or one-tap accept when already signed
 * in), the error state, and success — which hands over to the app via `onDone`.
 */
export default function InvitationScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const invitation = useInvitation(token);
  const me = useMe();
  const [acceptError, setAcceptError] = useState<string | null>(null);
  // While a sign-up from this screen finishes, the session already holds the new account: keep the form.
  const signingUp = useIsMutating({ mutationKey: invitationSignUpKey(token) }) > 0;
  const signedIn = me.data && !signingUp ? me.data : null;

  if (acceptError) return <InvitationError message={acceptError} />;
  if (invitation.isError) return <InvitationError message={lookUpErrorMessage(invitation.error)} />;
  if (invitation.isPending || me.isPending) return <FullPageSpinner label="Carregando convite..." />;

  const { organizationName, email } = invitation.data;
  return (
    <AuthLayout
      title={`Você foi convidado para o estúdio ${organizationName}`}
      subtitle={signedIn ? undefined : 'Crie sua conta para começar a usar o Tinta com a equipe.'}
    >
      {signedIn ? (
        <SignedInInvitation
          token={token}
          me={signedIn}
          invitedEmail={email}
          onAccepted={onDone}
          onAcceptFailed={(err) => setAcceptError(acceptErrorMessage(err))}
        />
      ) : (
        <InvitationSignUpForm token={token} email={email} onSignedIn={onDone} />
      )}
    </AuthLayout>
  );
}
