import type { Appointment } from '../../../shared/schemas/appointment';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useCheckIn, useSetCancelled } from './mutations';

/** One-tap actions that need no dialog: 'Chegou', cancel and reopen. The list shows the result. */
export function useQuickActions() {
  const checkIn = useCheckIn();
  const setCancelled = useSetCancelled();
  const failed = (err: unknown) => toast.error(errorMessage(err, 'Erro ao salvar agendamento'));
  return {
    checkIn: (a: Appointment, isChecked: boolean) =>
      checkIn.mutate({ id: a.id, isChecked }, { onError: failed }),
    setCancelled: (a: Appointment, cancelled: boolean) =>
      setCancelled.mutate(
        { id: a.id, cancelled },
        {
          onSuccess: () => toast.success(cancelled ? 'Agendamento cancelado!' : 'Agendamento reaberto!'),
          onError: failed,
        },
      ),
  };
}
