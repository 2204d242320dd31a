import { messages } from '../../../shared/errors';
import { signUpFormSchema } from '../../../shared/schemas/auth';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { useSignUp } from '../../entities/session/mutations';

/**
 * SPEC §5: every field filled ('Por favor, preencha todos os campos', said once), matching passwords
 * and the length rule, each under its field. Loaded when 'Cadastre-se' is tapped, never with the
 * sign-in screen (AuthScreen).
 */
export default function SignUpForm({ onLogin }: { onLogin: () => void }) {
  const form = useZodForm(signUpFormSchema, { name: '', email: '', password: '', confirmPassword: '' });
  const signUp = useSignUp();

  const submit = form.submit(({ confirmPassword: _, ...input }) =>
    signUp.mutateAsync(input).catch((err: unknown) => form.showServerError(err, messages.signUpFailed)),
  );

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
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome Completo" autoComplete="name" {...form.field('name')} />
      <Field label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <PasswordField label="Senha" autoComplete="new-password" {...form.field('password')} />
      <PasswordField label="Confirmar Senha" autoComplete="new-password" {...form.field('confirmPassword')} />
      <FormError message={form.formError} />
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
