import { type FormEvent, useState } from 'react';
import { messages } from '../../../shared/errors';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useRequestPasswordReset } from '../session/mutations';
import { loadAuthSchemas } from './load-schemas';

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const request = useRequestPasswordReset();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { requestPasswordResetSchema } = await loadAuthSchemas();
    const parsed = requestPasswordResetSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? messages.fillAllFields);
    setError(null);
    request.mutate(parsed.data.email, {
      onError: (err) => setError(errorMessage(err, messages.resetFailed)),
    });
  }

  if (request.isSuccess) {
    return (
      <div className="space-y-4">
        <Alert tone="success">
          Se o email estiver cadastrado, você receberá um link para redefinir sua senha.
        </Alert>
        <Button size="lg" variant="secondary" className="w-full" onClick={onBack}>
          Voltar ao login
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <p className="text-sm text-ink-400">
        Informe seu email e enviaremos um link para criar uma nova senha.
      </p>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Voltar ao login
      </Button>
    </form>
  );
}
