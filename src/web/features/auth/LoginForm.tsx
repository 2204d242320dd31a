import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useSignIn } from '../session/mutations';
import { loadAuthSchemas } from './load-schemas';

export function LoginForm({ onSignUp, onForgot }: { onSignUp: () => void; onForgot: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const signIn = useSignIn();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { signInSchema } = await loadAuthSchemas();
    const parsed = signInSchema.safeParse({ email, password });
    if (!parsed.success) return setError(messages.fillAllFields);
    setError(null);
    signIn.mutate(parsed.data, { onError: (err) => setError(errorMessage(err, messages.loginFailed)) });
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField
        label="Senha"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <div className="flex justify-end">
        <Button variant="link" onClick={onForgot}>
          Esqueceu a senha?
        </Button>
      </div>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={signIn.isPending}>
        {signIn.isPending ? 'Entrando...' : 'Entrar'}
      </Button>
      <p className="text-center text-sm text-ink-400">
        Não tem uma conta?{' '}
        <Button variant="link" onClick={onSignUp}>
          Cadastre-se
        </Button>
      </p>
    </form>
  );
}
