import { messages } from '../../../shared/errors';
import { requestPasswordResetSchema } from '../../../shared/schemas/auth';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/input';
import { useRequestPasswordReset } from '../../entities/session/mutations';

/** 'Esqueceu a senha?': loaded when tapped, never with the sign-in screen (AuthScreen). */
export default function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const form = useZodForm(requestPasswordResetSchema, { email: '' });
  const request = useRequestPasswordReset();

  const submit = form.submit(({ email }) =>
    request.mutateAsync(email).catch((err: unknown) => form.showServerError(err, messages.resetFailed)),
  );

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
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-ink-400">
        Informe seu email e enviaremos um link para criar uma nova senha.
      </p>
      <Field label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <FormError message={form.formError} />
      <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
        {request.isPending ? 'Enviando...' : 'Enviar link'}
      </Button>
      <Button variant="ghost" className="w-full" onClick={onBack}>
        Voltar ao login
      </Button>
    </form>
  );
}
