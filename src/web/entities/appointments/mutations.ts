import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  Appointment,
  AppointmentInput,
  DepositInput,
  FinalizeInput,
  RefundDepositInput,
} from '../../../shared/schemas/appointment';
import { formatDayBR } from '../../../shared/time';
import { api } from '../../lib/api';
import { newId, sendOrQueue } from '../../lib/offline-queue';
import { signedInId } from '../session/queries';

/**
 * Every appointment change may move payments (finalize creates one, cancel/delete drop them) and
 * clients (counts, totals, a client registered by name): the registry refreshes what shows them.
 */
function useAppointmentMutation<Vars, Result = unknown>(request: (vars: Vars) => Promise<Result>) {
  return useMutation({ mutationFn: request, meta: { changes: ['appointments', 'payments', 'clients'] } });
}

const post = (id: string, action: string, body?: unknown) =>
  api<Appointment>(`/api/appointments/${id}/${action}`, { method: 'POST', body: body ?? {} });

/**
 * Creates or edits an appointment. A new one made without a connection waits in the offline queue
 * (`queued`) under an id chosen here; it replays without the overlap question (nobody is there to
 * answer it — the day list shows both sessions).
 */
export function useSaveAppointment() {
  const qc = useQueryClient();
  return useAppointmentMutation(
    async ({ id, input }: { id?: string; input: AppointmentInput }): Promise<{ queued: boolean }> => {
      if (id) {
        await api<Appointment>(`/api/appointments/${id}`, { method: 'PUT', body: input });
        return { queued: false };
      }
      const body = { ...input, id: input.id ?? newId() };
      const when = `${formatDayBR(input.date)} às ${input.time}`;
      return sendOrQueue<Appointment>(
        {
          method: 'POST',
          path: '/api/appointments',
          body,
          label: `Novo agendamento: ${input.title} · ${when}`,
          owner: signedInId(qc),
        },
        { ...body, warnOnOverlap: false },
      );
    },
  );
}

export const useCheckIn = () =>
  useAppointmentMutation(({ id, isChecked }: { id: string; isChecked: boolean }) =>
    post(id, 'check-in', { isChecked }),
  );

export const useFinalizeAppointment = () =>
  useAppointmentMutation(({ id, input }: { id: string; input: FinalizeInput }) =>
    post(id, 'finalize', input),
  );

/** 'Registrar sinal': a deposit for a session still ahead. */
export const useRecordDeposit = () =>
  useAppointmentMutation(({ id, input }: { id: string; input: DepositInput }) => post(id, 'deposit', input));

/** 'Marcar sinal recebido' on a booking hold: the server books what is still due, once. */
export const useMarkDepositReceived = () =>
  useAppointmentMutation((id: string) => post(id, 'deposit/received'));

/** 'Devolver sinal' on a cancelled appointment. */
export const useRefundDeposit = () =>
  useAppointmentMutation(({ id, input }: { id: string; input: RefundDepositInput }) =>
    post(id, 'deposit/refund', input),
  );

export const useCancelFinalization = () =>
  useAppointmentMutation((id: string) => post(id, 'cancel-finalization'));

/** Cancelled (the client called it off) or reopened. */
export const useSetCancelled = () =>
  useAppointmentMutation(({ id, cancelled }: { id: string; cancelled: boolean }) =>
    post(id, cancelled ? 'cancel' : 'reopen'),
  );

export const useDeleteAppointment = () =>
  useAppointmentMutation((id: string) => api<void>(`/api/appointments/${id}`, { method: 'DELETE' }));
