import type { Client } from '../../../shared/schemas/client';
import { ConfirmDialog } from '../../components/ui/dialog';
import { DELETE_FAILED, failureMessage, useDeleteClient } from '../../entities/clients/mutations';
import { toast } from '../../lib/toast';

/** Asks before deleting, and says what stays: the client's appointments and payments. */
export function DeleteClientDialog({
  open,
  client,
  onOpenChange,
}: {
  open: boolean;
  client: Client | null;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeleteClient();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Excluir ${client?.name ?? ''}? Os agendamentos e pagamentos deste cliente continuam registrados.`}
      confirmLabel="Excluir"
      onConfirm={() => {
        if (!client) return;
        // Gone from the list at once; a refusal brings the client back and says why.
        remove.mutateAsync(client).then(
          () => toast.success('Cliente excluído com sucesso!'),
          (err) => toast.error(failureMessage(err, DELETE_FAILED)),
        );
        onOpenChange(false);
      }}
    />
  );
}
