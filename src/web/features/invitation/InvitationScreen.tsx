import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { AuthLayout } from '../auth/AuthLayout';
import { useMe } from '../session/queries';
import { InvitationError } from './InvitationError';
import { InvitationSignInForm } from './InvitationSignInForm';
import { InvitationSignUpForm } from './InvitationSignUpForm';
import { InvitationWelcome } from './InvitationWelcome';
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
 * The studio on a line of its own: studio names often start with 'Estúdio', so 'convidado para o
 * estúdio Estúdio …' read twice. The space keeps the heading's accessible name one sentence.
 */
function InvitedTitle({ studioName }: { studioName: string }) {
  return (
    <>
      <span className="block text-lg font-normal text-ink-300">Você foi convidado para fazer parte de</span>{' '}
      <strong className="mt-1 block font-bold wrap-anywhere">{studioName}</strong>
    </>
  );
}

const subtitles = {
  signUp: 'Crie sua conta para começar a usar o Tinta com a equipe.',
  signIn: 'Entre com sua conta para aceitar o convite.',
};

/**
 * `/convite/{token}` (SPEC §2): loading, the sign-up form (or signing in to an existing account,
 * or one-tap accept when already signed in), the error state, and success — whose 'Começar'
 * hands over to the app via `onDone`.
 */
export default function InvitationScreen({ token, onDone }: { token: string; onDone: () => void }) {
  const invitation = useInvitation(token);
  const me = useMe();
  const [acceptError, setAcceptError] = useState<string | null>(null);
  const [mode, setMode] = useState<'signUp' | 'signIn'>('signUp');
  const [joined, setJoined] = useState(false);
  // While a sign-up from this screen finishes, the session already holds the new account: keep the form.
  const signingUp = useIsMutating({ mutationKey: invitationSignUpKey(token) }) > 0;
  const signedIn = me.data && !signingUp ? me.data : null;

  // Joining is final: nothing refetched afterwards (the used invitation answers 409) may replace it.
  if (joined && invitation.data) {
    return <InvitationWelcome studioName={invitation.data.organizationName} onStart={onDone} />;
  }
  if (acceptError) return <InvitationError message={acceptError} />;
  if (invitation.isError) return <InvitationError message={lookUpErrorMessage(invitation.error)} />;
  if (invitation.isPending || me.isPending) return <FullPageSpinner label="Carregando convite..." />;

  const { organizationName, email } = invitation.data;
  return (
    <AuthLayout
      title={<InvitedTitle studioName={organizationName} />}
      subtitle={signedIn ? undefined : subtitles[mode]}
    >
      {signedIn ? (
        <SignedInInvitation
          token={token}
          me={signedIn}
          invitedEmail={email}
          onAccepted={() => setJoined(true)}
          onAcceptFailed={(err) => setAcceptError(acceptErrorMessage(err))}
        />
      ) : mode === 'signIn' ? (
        <InvitationSignInForm email={email} onSignUp={() => setMode('signUp')} />
      ) : (
        <InvitationSignUpForm
          token={token}
          email={email}
          onSignedIn={() => setJoined(true)}
          onSignIn={() => setMode('signIn')}
        />
      )}
    </AuthLayout>
  );
}
