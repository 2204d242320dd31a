import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useSignUp } from '../session/mutations';
import { loadAuthSchemas } from './load-schemas';

type Values = { name: string; email: string; password: string; confirmPassword: string };

/** SPEC §5 order: every field filled, then matching passwords, then the rest of the schema. */
async function firstError(v: Values): Promise<string | null> {
  if (Object.values(v).some((x) => x.trim() === '')) return messages.fillAllFields;
  if (v.password !== v.confirmPassword) return messages.passwordsDontMatch;
  const { signUpFormSchema } = await loadAuthSchemas();
  const parsed = signUpFormSchema.safeParse(v);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? messages.signUpFailed);
}

export function SignUpForm({ onLogin }: { onLogin: () => void }) {
  const [values, setValues] = useState<Values>({ name: '', email: '', password: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const signUp = useSignUp();
  const set = (key: keyof Values) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const problem = await firstError(values);
    if (problem) return setError(problem);
    setError(null);
    const { confirmPassword: _, ...input } = values;
    signUp.mutate(
      { ...input, name: input.name.trim(), email: input.email.trim() },
      { onError: (err) => setError(errorMessage(err, messages.signUpFailed)) },
    );
  }

  if (signUp.isSuccess) {
    return (
      <div className="space-y-4 text-center">
        <Alert tone="success">Conta criada com sucesso!</Alert>
        <p className="text-ink-300">Verifique seu email para confirmar sua conta e fazer login.</p>
        <Button size="lg" className="w-full" onClick={onLogin}>
          Fazer Login
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field label="Nome Completo" autoComplete="name" value={values.name} onChange={set('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={values.email}
        onChange={set('email')}
      />
      <PasswordField
        label="Senha"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
      />
      <PasswordField
        label="Confirmar Senha"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={set('confirmPassword')}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
        {signUp.isPending ? 'Criando conta...' : 'Criar Conta'}
      </Button>
      <p className="text-center text-sm text-ink-400">
        Já tem uma conta?{' '}
        <Button variant="link" onClick={onLogin}>
          Fazer login
        </Button>
      </p>
    </form>
  );
}
