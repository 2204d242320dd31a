import { useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../../shared/schemas/appointment';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/live-updates';

export const appointmentKeys = {
  all: ['appointments'] as const,
  /** Inclusive São Paulo days: the 42-day grid, or one day. */
  range: (from: string, to: string) => [...appointmentKeys.all, 'range', from, to] as const,
  /** What the payment form may choose: concluido and finished. */
  finished: (q: string) => [...appointmentKeys.all, 'finished', q] as const,
};

invalidateOnChange('appointments', appointmentKeys.all);
invalidateOnChange('clients', appointmentKeys.all);

export const useAppointments = (from: string, to: string) =>
  useQuery({
    queryKey: appointmentKeys.range(from, to),
    queryFn: () => api<Appointment[]>(`/api/appointments?from=${from}&to=${to}`),
  });

export const useFinishedAppointments = (q: string) =>
  useQuery({
    queryKey: appointmentKeys.finished(q),
    queryFn: () => api<Appointment[]>(`/api/appointments/finished?q=${encodeURIComponent(q)}`),
  });
