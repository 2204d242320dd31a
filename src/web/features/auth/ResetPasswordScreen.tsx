import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useResetPassword } from '../session/mutations';
import { AuthLayout } from './AuthLayout';
import { loadAuthSchemas } from './load-schemas';

/** Opened from the e-mailed link: /redefinir-senha?token=… */
export default function ResetPasswordScreen() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(token ? null : messages.invalidResetLink);
  const reset = useResetPassword();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!password || !confirm) return setError(messages.fillAllFields);
    if (password !== confirm) return setError(messages.passwordsDontMatch);
    const { resetPasswordSchema } = await loadAuthSchemas();
    const parsed = resetPasswordSchema.safeParse({ token, newPassword: password });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.resetFailed);
    setError(null);
    reset.mutate(parsed.data, { onError: (err) => setError(errorMessage(err, messages.resetFailed)) });
  }

  const goLogin = () => window.location.assign('/');
  if (reset.isSuccess) {
    return (
      <AuthLayout title="Senha redefinida">
        <div className="space-y-4">
          <Alert tone="success">Senha redefinida com sucesso!</Alert>
          <Button size="lg" className="w-full" onClick={goLogin}>
            Fazer Login
          </Button>
        </div>
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title="Nova senha" subtitle="Escolha uma nova senha para sua conta.">
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <PasswordField
          label="Nova senha"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
        {error && <Alert>{error}</Alert>}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? 'Salvando...' : 'Redefinir senha'}
        </Button>
        <Button variant="ghost" className="w-full" onClick={goLogin}>
          Voltar ao login
        </Button>
      </form>
    </AuthLayout>
  );
}
