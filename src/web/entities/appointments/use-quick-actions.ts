import type { Appointment } from '../../../shared/schemas/appointment';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCheckIn, useSetCancelled } from './mutations';

/**
 * One-tap actions that need no question: 'Chegou' and reopening (both easy to undo, nothing is
 * lost). The list shows the result. Marking as cancelled asks first (ConfirmAppointmentDialog).
 */
export function useQuickActions() {
  const checkIn = useCheckIn();
  const setCancelled = useSetCancelled();
  const failed = (err: unknown) => toast.error(errorMessage(err, 'Erro ao salvar agendamento'));
  return {
    checkIn: (a: Appointment, isChecked: boolean) =>
      void checkIn.mutateAsync({ appointment: a, isChecked }).catch(failed),
    reopen: (a: Appointment) =>
      void setCancelled
        .mutateAsync({ appointment: a, cancelled: false })
        .then(() => toast.success('Agendamento reaberto!'), failed),
  };
}
