import { formatCents } from '../../../shared/money';
import type { Appointment } from '../../../shared/schemas/appointment';
import { ConfirmDialog } from '../../components/ui/dialog';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCancelFinalization, useDeleteAppointment, useRefundDeposit, useSetCancelled } from './mutations';

export interface PendingConfirm {
  kind: 'delete' | 'cancel-finalization' | 'cancel' | 'refund-deposit';
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
  'refund-deposit': {
    question: 'Devolver o sinal deste agendamento?',
    detail:
      'A devolução entra no Financeiro como saída de hoje; o mês em que o sinal chegou continua com ele.',
    confirm: 'Devolver sinal',
    done: 'Sinal devolvido!',
    failed: 'Erro ao salvar pagamento',
  },
};

/**
 * The words for this appointment: with a deposit, undoing a finalization keeps it (and says so),
 * a cancellation says the deposit stays until given back, and the refund names the amount.
 */
function textFor(pending: PendingConfirm | null): ConfirmText {
  const kind = pending?.kind ?? 'delete';
  const deposit = pending?.appointment.depositCents ?? 0;
  const text = texts[kind];
  if (deposit === 0) return text;
  const amount = formatCents(deposit);
  if (kind === 'cancel-finalization')
    return { ...text, detail: `O sinal recebido (${amount}) é mantido; Finalizar pedirá só o restante.` };
  if (kind === 'cancel')
    return {
      ...text,
      detail: `${text.detail} O sinal recebido (${amount}) fica registrado até você devolvê-lo.`,
    };
  if (kind === 'refund-deposit') return { ...text, question: `Devolver o sinal de ${amount}?` };
  return text;
}

/**
 * 'Cliente faltou' (issue 28): beside 'Marcar como cancelado' once the session's time has come
 * (before it, nobody has missed anything yet). The session is cancelled and marked 'Faltou'; a
 * deposit stays with the artist.
 */
export const noShowAllowed = (a: Appointment, now = Date.now()): boolean =>
  a.status === 'agendado' && !a.isTattooFinished && new Date(a.startTime).getTime() <= now;

function noShowHint(a: Appointment): string {
  const kept = a.depositCents > 0 ? ' e o sinal fica com você' : '';
  return `Se o cliente não veio, escolha 'Cliente faltou': a falta fica registrada na sessão${kept}.`;
}

/** Deleting, undoing a finalization (both drop payments), calling off a session and refunding ask first. */
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
  const refund = useRefundDeposit();
  const kind = pending?.kind ?? 'delete';
  const text = textFor(pending);
  const noShow = kind === 'cancel' && pending !== null && noShowAllowed(pending.appointment);
  // Promises, not mutate() callbacks: each save is answered even when another follows it at once.
  const settle = (saving: Promise<unknown>) =>
    saving.then(
      () => toast.success(text.done),
      (err: unknown) => toast.error(errorMessage(err, text.failed)),
    );

  return (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => !open && onDone()}
      title={text.question}
      description={noShow ? `${text.detail} ${noShowHint(pending.appointment)}` : text.detail}
      confirmLabel={text.confirm}
      // Each of these changes the session (or its money): never one slip away from 'Cancelar'.
      dismissApart
      busy={kind === 'refund-deposit' && refund.isPending}
      alternative={
        noShow
          ? {
              label: 'Cliente faltou',
              onSelect: () => {
                setCancelled
                  .mutateAsync({ appointment: pending.appointment, cancelled: true, noShow: true })
                  .then(
                    () => toast.success('Falta registrada!'),
                    (err: unknown) => toast.error(errorMessage(err, text.failed)),
                  );
                onDone();
              },
            }
          : undefined
      }
      onConfirm={() => {
        if (!pending) return;
        const { appointment } = pending;
        // Deleting, undoing a finalization and cancelling show at once (the server's refusal puts
        // the session back); a refund waits for the server, as money leaving does.
        if (kind === 'refund-deposit')
          return void settle(refund.mutateAsync({ id: appointment.id, input: {} })).finally(onDone);
        if (kind === 'delete') settle(remove.mutateAsync(appointment));
        else if (kind === 'cancel-finalization') settle(unfinalize.mutateAsync(appointment));
        else settle(setCancelled.mutateAsync({ appointment, cancelled: true }));
        onDone();
      }}
    />
  );
}
