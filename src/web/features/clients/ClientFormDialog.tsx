import { type FormEvent, useState } from 'react';
import { type Client, clientInputSchema } from '../../../shared/schemas/client';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { DateField } from '../../components/ui/date-field';
import { Dialog, DialogCancelButton } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { SAVED_OFFLINE } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';
import { failureMessage, SAVE_FAILED, useSaveClient } from './mutations';

/** 'Novo Cliente' when `client` is null, 'Editar Cliente' otherwise. */
export function ClientFormDialog({
  open,
  client,
  onOpenChange,
}: {
  open: boolean;
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={client ? 'Editar Cliente' : 'Novo Cliente'}>
      {/* Mounted on each opening, so the form starts from the saved client (or blank) every time. */}
      <ClientForm client={client} onClose={() => onOpenChange(false)} />
    </Dialog>
  );
}

function ClientForm({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const [name, setName] = useState(client?.name ?? '');
  const [phone, setPhone] = useState(client?.phone ?? '');
  const [instagram, setInstagram] = useState(client?.instagram ? `@${client.instagram}` : '');
  const [birthDate, setBirthDate] = useState(client?.birthDate ?? '');
  const [document, setDocument] = useState(client?.document ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveClient();

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = clientInputSchema.safeParse({ name, phone, instagram, birthDate, document });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Nome é obrigatório');
    setError(null);
    save.mutate(
      { id: client?.id, input: parsed.data },
      {
        onSuccess: ({ queued }) => {
          if (queued) toast.success(SAVED_OFFLINE);
          else toast.success(client ? 'Cliente atualizado com sucesso!' : 'Cliente criado com sucesso!');
          onClose();
        },
        onError: (err) => toast.error(failureMessage(err, SAVE_FAILED)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field
        label="Nome Completo"
        required
        autoComplete="off"
        maxLength={120}
        value={name}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={40}
        placeholder="(11) 98765-4321"
        value={phone}
        onChange={(e) => setPhone(e.target.value)}
      />
      <Field
        label="Instagram"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={120}
        placeholder="@usuario"
        value={instagram}
        onChange={(e) => setInstagram(e.target.value)}
      />
      {/* The client record (ficha): a minor is told by age; both appear on the signed consent. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField label="Data de Nascimento" value={birthDate} onChange={setBirthDate} />
        <Field
          label="Documento (RG ou CPF)"
          autoComplete="off"
          maxLength={30}
          value={document}
          onChange={(e) => setDocument(e.target.value)}
        />
      </div>
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancelButton onCancel={onClose} />
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Salvando...' : client ? 'Salvar Alterações' : 'Criar Cliente'}
        </Button>
      </div>
    </form>
  );
}
