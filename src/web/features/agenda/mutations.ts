import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Appointment, AppointmentInput, FinalizeInput } from '../../../shared/schemas/appointment';
import { api } from '../../lib/api';
import { invalidateWorkday } from '../../lib/invalidate-workday';

/**
 * Every appointment change moves the dashboard, payments (finalize creates one, cancel/delete drop
 * them) and clients (counts, totals, a client registered by name), so all of them refetch.
 */
function useAppointmentMutation<Vars>(request: (vars: Vars) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: request, onSuccess: () => invalidateWorkday(qc) });
}

const post = (id: string, action: string, body?: unknown) =>
  api<Appointment>(`/api/appointments/${id}/${action}`, { method: 'POST', body: body ?? {} });

export const useSaveAppointment = () =>
  useAppointmentMutation(({ id, input }: { id?: string; input: AppointmentInput }) =>
    id
      ? api<Appointment>(`/api/appointments/${id}`, { method: 'PUT', body: input })
      : api<Appointment>('/api/appointments', { method: 'POST', body: input }),
  );

export const useCheckIn = () =>
  useAppointmentMutation(({ id, isChecked }: { id: string; isChecked: boolean }) =>
    post(id, 'check-in', { isChecked }),
  );

export const useFinalizeAppointment = () =>
  useAppointmentMutation(({ id, input }: { id: string; input: FinalizeInput }) =>
    post(id, 'finalize', input),
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
