import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useSignIn } from '../session/mutations';

/**
 * 'Já tem conta? Entrar': the invited address already has an account, so it signs in here, on the
 * invitation screen, instead of losing the link on the login page. Once the session exists the
 * screen shows the signed-in 'Aceitar convite' state. Errors are SPEC §8's login table (the
 * server words them).
 */
export function InvitationSignInForm({ email, onSignUp }: { email: string; onSignUp: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (password === '') return setError(messages.fillAllFields);
    setError(null);
    signIn.mutate(
      { email, password },
      { onError: (err) => setError(errorMessage(err, messages.loginFailed)) },
    );
  }

  // Success stays busy until the session query brings the signed-in state.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Email"
        type="email"
        autoComplete="username"
        value={email}
        readOnly
        aria-readonly
        hint="O convite vale apenas para este email."
      />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        // The person just chose 'Entrar': the password is all that is left to type.
        autoFocus
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-ink-400">
        Não tem conta?{' '}
        <Button variant="link" onClick={onSignUp}>
          Criar conta
        </Button>
      </p>
    </form>
  );
}
