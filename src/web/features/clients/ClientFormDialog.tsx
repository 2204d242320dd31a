import { type Client, clientInputSchema } from '../../../shared/schemas/client';
import { FormDateField } from '../../components/form/form-fields';
import { useZodForm } from '../../components/form/use-zod-form';
import { Button } from '../../components/ui/button';
import { Dialog, DialogCancelButton } from '../../components/ui/dialog';
import { Field } from '../../components/ui/input';
import { failureMessage, SAVE_FAILED, useSaveClient } from '../../entities/clients/mutations';
import { newId, SAVED_OFFLINE } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';

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

/** What the form edits: the shared client schema, without the id the save adds for the queue. */
const clientFormSchema = clientInputSchema.omit({ id: true });

function ClientForm({ client, onClose }: { client: Client | null; onClose: () => void }) {
  const form = useZodForm(clientFormSchema, {
    name: client?.name ?? '',
    phone: client?.phone ?? '',
    instagram: client?.instagram ? `@${client.instagram}` : '',
    birthDate: client?.birthDate ?? '',
    document: client?.document ?? '',
  });
  const save = useSaveClient();

  // The list shows the client at once and the form closes; a refusal takes it back and says why.
  const submit = form.submit((input) => {
    save.mutateAsync({ client, id: client?.id ?? newId(), input }).then(
      ({ queued }) => {
        if (queued) toast.success(SAVED_OFFLINE);
        else toast.success(client ? 'Cliente atualizado com sucesso!' : 'Cliente criado com sucesso!');
      },
      // SPEC §8: clients' refusals are toasts.
      (err) => toast.error(failureMessage(err, SAVE_FAILED)),
    );
    onClose();
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Field label="Nome Completo" required autoComplete="off" maxLength={120} {...form.field('name')} />
      <Field
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        maxLength={40}
        placeholder="(11) 98765-4321"
        {...form.field('phone')}
      />
      <Field
        label="Instagram"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={120}
        placeholder="@usuario"
        {...form.field('instagram')}
      />
      {/* The client record (ficha): a minor is told by age; both appear on the signed consent. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormDateField form={form} name="birthDate" label="Data de Nascimento" />
        <Field label="Documento (RG ou CPF)" autoComplete="off" maxLength={30} {...form.field('document')} />
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <DialogCancelButton onCancel={onClose} />
        <Button type="submit">{client ? 'Salvar Alterações' : 'Criar Cliente'}</Button>
      </div>
    </form>
  );
}
