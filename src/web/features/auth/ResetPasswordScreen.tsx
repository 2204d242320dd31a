import { messages } from '../../../shared/errors';
import { resetPasswordSchema, signUpFormSchema } from '../../../shared/schemas/auth';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { PasswordField } from '../../components/ui/input';
import { AuthLayout } from '../../entities/session/AuthLayout';
import { useResetPassword } from '../../entities/session/mutations';

/** The new password typed twice (the confirmation never leaves the browser, as on sign-up). */
const resetFormSchema = resetPasswordSchema
  .extend({ confirmPassword: signUpFormSchema.shape.confirmPassword })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** Opened from the e-mailed link: /redefinir-senha?token=… */
export default function ResetPasswordScreen() {
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const form = useZodForm(resetFormSchema, { newPassword: '', confirmPassword: '', token });
  const reset = useResetPassword();

  const submit = form.submit(({ confirmPassword: _, ...input }) =>
    reset.mutateAsync(input).catch((err: unknown) => form.showServerError(err, messages.resetFailed)),
  );

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
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordField label="Nova senha" autoComplete="new-password" {...form.field('newPassword')} />
        <PasswordField
          label="Confirmar nova senha"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        {/* A link without its token can't be used at all: said before anything is typed. */}
        <FormError message={token ? form.formError : messages.invalidResetLink} />
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
