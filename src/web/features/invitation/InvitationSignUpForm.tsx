import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { invitationSignUpSchema } from '../../../shared/schemas/team';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { ApiError, errorMessage } from '../../lib/api';
import { useInvitationSignUp } from './mutations';

type Values = { name: string; password: string; confirmPassword: string };

/** SPEC §5 order: every field filled, then matching passwords, then length, then the shared schema. */
function firstError(v: Values): string | null {
  if (Object.values(v).some((x) => x.trim() === '')) return messages.fillAllFields;
  if (v.password !== v.confirmPassword) return messages.passwordsDontMatch;
  if (v.password.length < 6) return messages.passwordTooShort;
  const parsed = invitationSignUpSchema.safeParse(v);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.signUpFailed);
}

/**
 * The invited person's account: the e-mail is the invitation's and cannot be changed. Under it,
 * 'Já tem conta? Entrar' for an address that already has one; after 'Este email já está
 * cadastrado' that is the only way forward, so it is shown as such.
 */
export function InvitationSignUpForm({
  token,
  email,
  onSignedIn,
  onSignIn,
}: {
  token: string;
  email: string;
  onSignedIn: () => void;
  onSignIn: () => void;
}) {
  const [values, setValues] = useState<Values>({ name: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const [emailTaken, setEmailTaken] = useState(false);
  const signUp = useInvitationSignUp(token, onSignedIn);
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    const problem = firstError(values);
    if (problem) return setError(problem);
    setError(null);
    signUp.mutate(
      { name: values.name.trim(), password: values.password },
      {
        // SPEC §8: 'Erro ao criar conta: {reason}', the reason being what the server said.
        onError: (err) => {
          setError(`Erro ao criar conta: ${errorMessage(err, 'Tente novamente.')}`);
          setEmailTaken(err instanceof ApiError && err.body.code === 'EMAIL_TAKEN');
        },
      },
    );
  }

  if (signUp.data && !signUp.data.signedIn) {
    return (
      <div className="space-y-4">
        <Alert tone="success">{messages.accountCreatedPleaseLogin}</Alert>
        <Button size="lg" className="w-full" onClick={() => window.location.assign('/')}>
          Fazer Login
        </Button>
      </div>
    );
  }

  const busy = signUp.isPending || signUp.isSuccess;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome completo" autoComplete="name" required value={values.name} onChange={set('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        readOnly
        aria-readonly
        hint="O convite vale apenas para este email."
      />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
      />
      <PasswordField
        label="Confirmar senha"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? 'Criando conta...' : 'Criar conta e entrar'}
      </Button>
      {emailTaken ? (
        <div className="rounded-xl border border-blood-700/60 bg-blood-900/20 p-4">
          <p className="text-sm text-ink-200">
            <strong className="font-semibold text-ink-100">Já tem conta?</strong> Entre com ela para aceitar o
            convite.
          </p>
          <Button className="mt-3 w-full" onClick={onSignIn}>
            Entrar
          </Button>
        </div>
      ) : (
        <p className="text-center text-sm text-ink-400">
          Já tem conta?{' '}
          <Button variant="link" onClick={onSignIn}>
            Entrar
          </Button>
        </p>
      )}
    </form>
  );
}
