import type { Me } from '../../../shared/schemas/profile';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useSignOut } from '../../entities/session/mutations';
import { useAcceptInvitation } from './mutations';

/**
 * Someone already signed in opened the link. The invited address accepts with one tap; anyone
 * else is told the invitation is not theirs and may sign out (then the sign-up form appears).
 */
export function SignedInInvitation({
  token,
  me,
  invitedEmail,
  onAccepted,
  onAcceptFailed,
}: {
  token: string;
  me: Me;
  invitedEmail: string;
  onAccepted: () => void;
  onAcceptFailed: (err: unknown) => void;
}) {
  const accept = useAcceptInvitation(token);
  const signOut = useSignOut();

  if (me.email.toLowerCase() !== invitedEmail.toLowerCase()) {
    return (
      <div className="space-y-4">
        <Alert>Este convite foi enviado para outro email</Alert>
        <p className="text-ink-300">
          Você entrou como <strong className="break-all text-ink-100">{me.email}</strong>, mas o convite é
          para <strong className="break-all text-ink-100">{invitedEmail}</strong>. Saia desta conta para
          aceitar o convite.
        </p>
        <Button size="lg" className="w-full" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
          Sair
        </Button>
      </div>
    );
  }

  const busy = accept.isPending || accept.isSuccess;
  return (
    <div className="space-y-4">
      <p className="text-ink-300">
        Você entrou como <strong className="break-all text-ink-100">{me.email}</strong>. Aceite o convite para
        trabalhar no estúdio como tatuador.
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={busy}
        onClick={() => accept.mutate(undefined, { onSuccess: onAccepted, onError: onAcceptFailed })}
      >
        {busy ? 'Aceitando...' : 'Aceitar convite'}
      </Button>
    </div>
  );
}
