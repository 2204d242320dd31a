import { useState } from 'react';
import { messages } from '../../../shared/errors';
import { signUpFormSchema, signUpSchema } from '../../../shared/schemas/auth';
import { invitationSignUpSchema } from '../../../shared/schemas/team';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, PasswordField } from '../../components/ui/input';
import { ApiError, errorMessage } from '../../lib/api';
import { useInvitationSignUp } from './mutations';

/**
 * SPEC §5, as on the sign-up screen: a blank field (the name too) is 'Por favor, preencha todos os
 * campos', the passwords must match and be 6 characters long, each said under its field.
 */
const invitationFormSchema = invitationSignUpSchema
  .extend({ name: signUpSchema.shape.name, confirmPassword: signUpFormSchema.shape.confirmPassword })
  .refine((v) => v.password === v.confirmPassword, {
    message: messages.passwordsDontMatch,
    path: ['confirmPassword'],
  });

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
  const form = useZodForm(invitationFormSchema, { name: '', password: '', confirmPassword: '' });
  const [emailTaken, setEmailTaken] = useState(false);
  const signUp = useInvitationSignUp(token, onSignedIn);

  const submit = form.submit(({ name, password }) =>
    signUp.mutateAsync({ name, password }).catch((err: unknown) => {
      // SPEC §8: 'Erro ao criar conta: {reason}', the reason being what the server said.
      form.setFormError(`Erro ao criar conta: ${errorMessage(err, 'Tente novamente.')}`);
      setEmailTaken(err instanceof ApiError && err.body.code === 'EMAIL_TAKEN');
    }),
  );

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
      <Field label="Nome completo" autoComplete="name" required {...form.field('name')} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        readOnly
        aria-readonly
        hint="O convite vale apenas para este email."
      />
      <PasswordField label="Senha" autoComplete="new-password" {...form.field('password')} />
      <PasswordField label="Confirmar senha" autoComplete="new-password" {...form.field('confirmPassword')} />
      <FormError message={form.formError} />
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
