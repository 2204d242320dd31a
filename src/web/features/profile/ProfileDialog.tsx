import { type FormEvent, useEffect, useState } from 'react';
import type { Me } from '../../../shared/schemas/profile';
import { updateProfileSchema } from '../../../shared/schemas/profile';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { useUpdateProfile } from '../session/mutations';

const longDate = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' });

/** 'Meu Perfil': rename; the e-mail is shown read-only; success closes the modal after 2 s. */
export function ProfileDialog({
  me,
  open,
  onOpenChange,
}: {
  me: Me;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const [name, setName] = useState(me.name);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const update = useUpdateProfile();

  useEffect(() => {
    if (open) {
      setName(me.name);
      setError(null);
      setSaved(false);
    }
  }, [open, me.name]);

  useEffect(() => {
    if (!saved) return;
    const timer = setTimeout(() => onOpenChange(false), 2000);
    return () => clearTimeout(timer);
  }, [saved, onOpenChange]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = updateProfileSchema.safeParse({ name });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Nome é obrigatório');
    setError(null);
    update.mutate(parsed.data, {
      onSuccess: () => setSaved(true),
      onError: (err) => setError(errorMessage(err, 'Erro ao atualizar perfil')),
    });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Meu Perfil">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Nome" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
        <Field label="Email" value={me.email} readOnly hint="O email não pode ser alterado" />
        <p className="text-sm text-ink-400">
          Conta criada em <span className="text-ink-200">{longDate.format(new Date(me.createdAt))}</span>
        </p>
        {error && <Alert>{error}</Alert>}
        {saved && <Alert tone="success">Perfil atualizado com sucesso!</Alert>}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            Cancelar
          </Button>
          <Button type="submit" disabled={update.isPending || saved}>
            {update.isPending ? 'Salvando...' : 'Salvar'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
