import { useState } from 'react';
import { messages } from '../../../shared/errors';
import { FormError } from '../../components/form/form-error';
import { LazySchema, useLazyZodForm } from '../../components/form/lazy-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { ApiError } from '../../lib/api';
import { loadAuthSchemas } from './load-auth-schemas';
import { useSignIn } from './sign-in';

// The first screen anyone downloads: its zod arrives once the person starts filling it in (AuthLayout).
const signInForm = new LazySchema(['email', 'password'], () => loadAuthSchemas().then((s) => s.signInSchema));

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
  const form = useLazyZodForm(signInForm, { email: lockedEmail ?? '', password: '' });
  /** Signing in before confirming mails a fresh link (the server's sendOnSignIn): say where it went. */
  const [relinkedTo, setRelinkedTo] = useState<string | null>(null);
  const signIn = useSignIn(callbackURL);

  const submit = form.submit((input) => {
    setRelinkedTo(null);
    return signIn.mutateAsync(input).catch((err: unknown) => {
      form.showServerError(err, messages.loginFailed);
      if (err instanceof ApiError && err.message === messages.emailNotConfirmed) setRelinkedTo(input.email);
    });
  });

  // After success the screen changes once the session arrives: stay busy until then.
  const busy = signIn.isPending || signIn.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {lockedEmail === undefined ? (
        <Field label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      ) : (
        <Field
          label="Email"
          type="email"
          autoComplete="username"
          readOnly
          aria-readonly
          hint="O convite vale apenas para este email."
          {...form.field('email')}
        />
      )}
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        autoFocus={lockedEmail !== undefined}
        {...form.field('password')}
      />
      {onForgot && (
        <div className="flex justify-end">
          <Button variant="link" onClick={onForgot}>
            Esqueceu a senha?
          </Button>
        </div>
      )}
      <FormError message={form.formError} />
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
