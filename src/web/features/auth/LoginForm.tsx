import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useSignIn } from '../session/mutations';
import { loadAuthSchemas } from './load-schemas';

interface LoginFormProps {
  onSignUp: () => void;
  /** 'Esqueceu a senha?'; left out where a reset could not find its way back (an invitation). */
  onForgot?: () => void;
  /**
   * An invitation's address: shown read-only, the password is all that is left to type. The
   * invitation screen then shows its signed-in 'Aceitar convite' state.
   */
  lockedEmail?: string;
  /** Where a fresh confirmation link lands, when the e-mail is not confirmed yet. */
  callbackURL?: string;
}

export function LoginForm({ onSignUp, onForgot, lockedEmail, callbackURL }: LoginFormProps) {
  const [typedEmail, setEmail] = useState('');
  const email = lockedEmail ?? typedEmail;
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  /** Signing in before confirming mails a fresh link (the server's sendOnSignIn): say where it went. */
  const [relinkedTo, setRelinkedTo] = useState<string | null>(null);
  const signIn = useSignIn(callbackURL);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { signInSchema } = await loadAuthSchemas();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) return setError(messages.fillAllFields);
    setError(null);
    setRelinkedTo(null);
    signIn.mutate(parsed.data, {
      onError: (err) => {
        const message = errorMessage(err, messages.loginFailed);
        setError(message);
        if (message === messages.emailNotConfirmed) setRelinkedTo(parsed.data.email);
      },
    });
  }

  // After success the screen changes once the session arrives: stay busy until then.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      {lockedEmail === undefined ? (
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={typedEmail}
          onChange={(e) => setEmail(e.target.value)}
        />
      ) : (
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          value={lockedEmail}
          readOnly
          aria-readonly
          hint="O convite vale apenas para este email."
        />
      )}
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        autoFocus={lockedEmail !== undefined}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {onForgot && (
        <div className="flex justify-end">
          <Button variant="link" onClick={onForgot}>
            Esqueceu a senha?
          </Button>
        </div>
      )}
      {error && <Alert>{error}</Alert>}
      {relinkedTo && (
        <Alert tone="success">
          Enviamos um novo link de confirmação para {relinkedTo}. Confira sua caixa de entrada (e o spam).
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-ink-400">
        Não tem uma conta?{' '}
        <Button variant="link" onClick={onSignUp}>
          {lockedEmail === undefined ? 'Cadastre-se' : 'Criar conta'}
        </Button>
      </p>
    </form>
  );
}
