import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_DURATION_MINUTES } from '../../../shared/duration';
import { finalizeTotalCents } from '../../../shared/payment-split';
import type {
  Appointment,
  AppointmentInput,
  DepositInput,
  FinalizeInput,
  RefundDepositInput,
} from '../../../shared/schemas/appointment';
import { formatDayBR, toSaoPauloTimestamp } from '../../../shared/time';
import { api } from '../../lib/api';
import type { OptimisticRows } from '../../lib/changes';
import { sendOrQueue } from '../../lib/offline-queue';
import { isPending } from '../offline-writes/pending-rows';
import { signedInId } from '../session/queries';

/**
 * Every appointment change may move payments (finalize creates one, cancel/delete drop them), the
 * card fees booked with them (expenses) and clients (counts, totals, a client registered by name):
 * the registry refreshes what shows them.
 * `optimistic` is the session as the screen shows it before the server answers (lib/optimistic.ts).
 */
function useAppointmentMutation<Vars, Result = unknown>(
  request: (vars: Vars) => Promise<Result>,
  optimistic?: (vars: Vars) => OptimisticRows,
) {
  return useMutation({
    mutationFn: request,
    meta: { changes: ['appointments', 'payments', 'clients', 'expenses'], optimistic },
  });
}

const post = (id: string, action: string, body?: unknown) =>
  api<Appointment>(`/api/appointments/${id}/${action}`, { method: 'POST', body: body ?? {} });

/** The session as it will be: one row put into every cached list that shows it. */
const put = (row: Appointment): OptimisticRows => [{ change: 'appointments', op: 'put', row }];

/**
 * What a save will make of the form's input, before the server says: the new session (under the id
 * the browser chose) or the edited one. The client's name is the one typed or chosen.
 */
export function appointmentFromInput(
  input: AppointmentInput & { id: string },
  before: Appointment | undefined,
  fallbackArtist: string,
): Appointment {
  return {
    depositCents: 0,
    depositDueCents: 0,
    depositDeadline: null,
    finalValueCents: null,
    status: 'agendado',
    isChecked: false,
    isTattooFinished: false,
    noShow: false,
    ...before,
    id: input.id,
    artistId: input.artistId || before?.artistId || fallbackArtist,
    clientId: input.clientId ?? null,
    clientName: input.clientName ?? before?.clientName ?? '',
    title: input.title,
    startTime: toSaoPauloTimestamp(input.date, input.time),
    agreedValueCents: before?.isTattooFinished ? before.agreedValueCents : (input.agreedValueCents ?? 0),
    notes: input.notes || null,
    durationMinutes: input.durationMinutes ?? before?.durationMinutes ?? DEFAULT_DURATION_MINUTES,
  };
}

export interface SaveAppointment {
  /** The session being edited; absent for a new one. */
  appointment?: Appointment;
  /** With the session's id: an edit's, or for a new one the id the browser chose (`newId`). */
  input: AppointmentInput & { id: string };
  /** The client's name as the form shows it (a chosen client goes by id). */
  clientName: string;
}

/**
 * Creates or edits an appointment; the agenda shows it at once. A new one gets its id here, so the
 * row on screen is the row the server keeps, and a new one made without a connection waits in the
 * offline queue (`queued`) under that id; it replays without the overlap question (nobody is there
 * to answer it — the day list shows both sessions).
 */
export function useSaveAppointment() {
  const qc = useQueryClient();
  return useAppointmentMutation(
    async ({ appointment, input, clientName }: SaveAppointment): Promise<{ queued: boolean }> => {
      if (appointment) {
        const { id: _id, ...edit } = input;
        await api<Appointment>(`/api/appointments/${appointment.id}`, { method: 'PUT', body: edit });
        return { queued: false };
      }
      const when = `${formatDayBR(input.date)} às ${input.time}`;
      const owner = signedInId(qc);
      return sendOrQueue<Appointment>(
        {
          method: 'POST',
          path: '/api/appointments',
          body: input,
          label: `Novo agendamento: ${input.title} · ${when}`,
          owner,
          rows: put(appointmentFromInput({ ...input, clientName }, undefined, owner)),
        },
        { ...input, warnOnOverlap: false },
        Boolean(input.clientId && isPending(input.clientId)),
      );
    },
    ({ appointment, input, clientName }) =>
      put(appointmentFromInput({ ...input, clientName }, appointment, signedInId(qc))),
  );
}

export const useCheckIn = () =>
  useAppointmentMutation(
    ({ appointment, isChecked }: { appointment: Appointment; isChecked: boolean }) =>
      post(appointment.id, 'check-in', { isChecked }),
    ({ appointment, isChecked }) => put({ ...appointment, isChecked }),
  );

/** Finished and paid: what was received so far (deposits) plus what is received now. */
export const useFinalizeAppointment = () =>
  useAppointmentMutation(
    ({ appointment, input }: { appointment: Appointment; input: FinalizeInput }) =>
      post(appointment.id, 'finalize', input),
    ({ appointment, input }) =>
      put({
        ...appointment,
        status: 'concluido',
        isTattooFinished: true,
        finalValueCents: appointment.depositCents + finalizeTotalCents(input),
      }),
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

/** Back to scheduled: its payments go, a deposit stays. */
export const useCancelFinalization = () =>
  useAppointmentMutation(
    (appointment: Appointment) => post(appointment.id, 'cancel-finalization'),
    (appointment) =>
      put({
        ...appointment,
        status: 'agendado',
        isTattooFinished: false,
        finalValueCents: null,
      }),
  );

/**
 * Cancelled (the client called it off), cancelled because the client did not come ('Cliente
 * faltou': `noShow`, only once the session's time has come) or reopened.
 */
export const useSetCancelled = () =>
  useAppointmentMutation(
    ({
      appointment,
      cancelled,
      noShow = false,
    }: {
      appointment: Appointment;
      cancelled: boolean;
      noShow?: boolean;
    }) => post(appointment.id, cancelled ? (noShow ? 'no-show' : 'cancel') : 'reopen'),
    ({ appointment, cancelled, noShow = false }) =>
      put({
        ...appointment,
        status: cancelled ? 'cancelado' : 'agendado',
        isChecked: cancelled ? false : appointment.isChecked,
        noShow: cancelled && noShow,
      }),
  );

export const useDeleteAppointment = () =>
  useAppointmentMutation(
    (appointment: Appointment) => api<void>(`/api/appointments/${appointment.id}`, { method: 'DELETE' }),
    (appointment) => [{ change: 'appointments', op: 'delete', id: appointment.id }],
  );
