import type { Appointment } from '../../../shared/schemas/appointment';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCancelFinalization, useDeleteAppointment } from './mutations';

export interface PendingConfirm {
  kind: 'delete' | 'cancel-finalization';
  appointment: Appointment;
}

/** SPEC §8 wording for each question, its button, its outcome and its failure. */
const texts = {
  delete: {
    question:
      'Tem certeza que deseja excluir este agendamento? Os pagamentos relacionados também serão excluídos.',
    confirm: 'Excluir',
    done: 'Agendamento excluído!',
    failed: 'Erro ao excluir agendamento e pagamentos relacionados',
  },
  'cancel-finalization': {
    question: 'Cancelar a finalização? O pagamento registrado será excluído.',
    confirm: 'Cancelar Finalização',
    done: 'Finalização cancelada!',
    failed: 'Erro ao cancelar finalização',
  },
} as const;

/** Deleting an appointment or undoing its finalization drops payments, so both ask first. */
export function ConfirmAppointmentDialog({
  pending,
  onDone,
}: {
  pending: PendingConfirm | null;
  onDone: () => void;
}) {
  const remove = useDeleteAppointment();
  const unfinalize = useCancelFinalization();
  const kind = pending?.kind ?? 'delete';
  const mutation = kind === 'delete' ? remove : unfinalize;
  const text = texts[kind];
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onDone()}
      title={text.question}
      confirmLabel={text.confirm}
      busy={mutation.isPending}
      onConfirm={() => {
        if (!pending) return;
        mutation.mutate(pending.appointment.id, {
          onSuccess: () => {
            toast.success(text.done);
            onDone();
          },
          onError: (err) => {
            toast.error(errorMessage(err, text.failed));
            onDone();
          },
        });
      }}
    />
  );
}
