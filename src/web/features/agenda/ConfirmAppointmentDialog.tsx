import type { Appointment } from '../../../shared/schemas/appointment';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCancelFinalization, useDeleteAppointment, useSetCancelled } from './mutations';

export interface PendingConfirm {
  kind: 'delete' | 'cancel-finalization' | 'cancel';
  appointment: Appointment;
}

interface ConfirmText {
  question: string;
  /** What follows from 'yes', shown under the question. */
  detail?: string;
  confirm: string;
  done: string;
  failed: string;
}

/**
 * SPEC §8 wording for deleting; SPEC §4 for undoing a finalization (it drops every payment of the
 * appointment, so the text is plural). Marking as cancelled is ours: it stops the reminders.
 */
const texts: Record<PendingConfirm['kind'], ConfirmText> = {
  delete: {
    question:
      'Tem certeza que deseja excluir este agendamento? Os pagamentos relacionados também serão excluídos.',
    confirm: 'Excluir',
    done: 'Agendamento excluído!',
    failed: 'Erro ao excluir agendamento e pagamentos relacionados',
  },
  'cancel-finalization': {
    question: 'Cancelar a finalização? Os pagamentos registrados deste agendamento serão excluídos.',
    confirm: 'Cancelar Finalização',
    done: 'Finalização cancelada!',
    failed: 'Erro ao cancelar finalização',
  },
  cancel: {
    question: 'Marcar este agendamento como cancelado?',
    detail: 'Os lembretes deste agendamento deixam de ser enviados. Você pode reabri-lo depois.',
    confirm: 'Marcar como cancelado',
    done: 'Agendamento cancelado!',
    failed: 'Erro ao salvar agendamento',
  },
};

/** Deleting, undoing a finalization (both drop payments) and calling off a session ask first. */
export function ConfirmAppointmentDialog({
  pending,
  onDone,
}: {
  pending: PendingConfirm | null;
  onDone: () => void;
}) {
  const remove = useDeleteAppointment();
  const unfinalize = useCancelFinalization();
  const setCancelled = useSetCancelled();
  const kind = pending?.kind ?? 'delete';
  const text = texts[kind];
  const busy = { delete: remove, 'cancel-finalization': unfinalize, cancel: setCancelled }[kind].isPending;
  const settle = {
    onSuccess: () => {
      toast.success(text.done);
      onDone();
    },
    onError: (err: unknown) => {
      toast.error(errorMessage(err, text.failed));
      onDone();
    },
  };
  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onDone()}
      title={text.question}
      description={text.detail}
      confirmLabel={text.confirm}
      busy={busy}
      onConfirm={() => {
        if (!pending) return;
        const { id } = pending.appointment;
        if (kind === 'delete') remove.mutate(id, settle);
        else if (kind === 'cancel-finalization') unfinalize.mutate(id, settle);
        else setCancelled.mutate({ id, cancelled: true }, settle);
      }}
    />
  );
}
