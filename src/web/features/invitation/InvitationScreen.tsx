import { useIsMutating } from '@tanstack/react-query';
import { useState } from 'react';
import { FullPageSpinner } from '../../components/ui/spinner';
import { AuthLayout } from '../../entities/session/AuthLayout';
import { LoginForm } from '../../entities/session/LoginForm';
import { useMe } from '../../entities/session/queries';
import { ApiError } from '../../lib/api';
import { InvitationError } from './InvitationError';
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
 * The studio on a line of its own: studio names often start with 'Estúdio', so 'convite para o
 * estúdio Estúdio …' would read twice. Worded without 'convidado/a', which would guess a gender. The space keeps the heading's accessible name one sentence.
 */
function InvitedTitle({ studioName }: { studioName: string }) {
  return (
    <>
      <span className="block text-lg font-normal text-balance text-ink-300">
        Você recebeu um convite para fazer parte de
      </span>{' '}
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
  // The link is used now: a reload on the welcome must open the app, not 'Convite Inválido'.
  const join = () => {
    window.history.replaceState(null, '', '/');
    setJoined(true);
  };

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
          onAccepted={join}
          onAcceptFailed={(err) => setAcceptError(acceptErrorMessage(err))}
        />
      ) : mode === 'signIn' ? (
        <LoginForm
          lockedEmail={email}
          // A not-yet-confirmed account gets a fresh link that brings it back to this invitation.
          callbackURL={`/convite/${token}?verificado=1`}
          onSignUp={() => setMode('signUp')}
        />
      ) : (
        <InvitationSignUpForm
          token={token}
          email={email}
          onSignedIn={join}
          onSignIn={() => setMode('signIn')}
        />
      )}
    </AuthLayout>
  );
}
