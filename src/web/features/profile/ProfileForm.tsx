import { type ReactNode, useEffect, useState } from 'react';
import type { Me } from '../../../shared/schemas/profile';
import { updateProfileSchema } from '../../../shared/schemas/profile';
import { FormError } from '../../components/form/form-error';
import { useZodForm } from '../../components/form/use-zod-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DialogCancelButton, useMarkSaved } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { useUpdateProfile } from '../../entities/session/mutations';
import { onFirstUse } from '../../lib/on-first-use';
import { PlanPanel } from './PlanPanel';

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }),
);

/**
 * 'Meu Perfil''s form: rename; the e-mail read-only; the plan. `children`: the settings other
 * features add under it (composed in app/ProfileDialog).
 */
export function ProfileForm({
  me,
  onClose,
  children,
}: {
  me: Me;
  onClose: () => void;
  children?: ReactNode;
}) {
  const form = useZodForm(updateProfileSchema, { name: me.name });
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();
  const markSaved = useMarkSaved();

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(onClose, 2000);
    return () => clearTimeout(timer);
  }, [saved, onClose]);

  const submit = form.submit((input) =>
    update.mutateAsync(input).then(
      (next) => {
        // Open 2 s more, showing the success: nothing is left to discard.
        form.reset({ name: next.name });
        markSaved();
        setSaved(true);
      },
      (err: unknown) => form.showServerError(err, 'Erro ao atualizar perfil'),
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome" autoComplete="name" {...form.field('name')} />
      <Field label="Email" value={me.email} readOnly hint="O email não pode ser alterado" />
      <p className="text-sm text-ink-400">
        Conta criada em <span className="text-ink-100">{longDate().format(new Date(me.createdAt))}</span>
      </p>
      <PlanPanel me={me} />
      {children}

      <FormError message={form.formError} />
      {saved && <Alert tone="success">Perfil atualizado com sucesso!</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancelButton onCancel={onClose} />
        <Button type="submit" disabled={update.isPending || saved}>
          {update.isPending ? 'Salvando...' : 'Salvar'}
        </Button>
      </div>
    </form>
  );
}
