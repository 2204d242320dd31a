import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { ClientList, StudioClientMatch } from '../../../shared/schemas/client';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';
import { clientKeys } from '../clients/queries';

export const appointmentKeys = {
  all: ['appointments'] as const,
  /** Inclusive São Paulo days: the 42-day grid, or one day. */
  range: (from: string, to: string) => [...appointmentKeys.all, 'range', from, to] as const,
  /** What the payment form may choose: concluido and finished. */
  finished: (q: string) => [...appointmentKeys.all, 'finished', q] as const,
};

invalidateOnChange('appointments', appointmentKeys.all);
invalidateOnChange('clients', appointmentKeys.all);
invalidateOnChange('studio_appointments', appointmentKeys.all);
// A member removed from the studio takes their sessions off the owner's agenda.
invalidateOnChange('organization_members', appointmentKeys.all);

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

/**
 * The studio's other clients matching what is typed (names only), so an artist books one without
 * registering the same person again. Empty outside a studio.
 */
export const useStudioClientSuggestions = (q: string) =>
  useQuery({
    queryKey: [...clientKeys.all, 'studio-suggestions', q] as const,
    queryFn: () => api<StudioClientMatch[]>(`/api/studio/clients?${new URLSearchParams({ q })}`),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** How many clients the appointment form suggests while the name is typed. */
export const SUGGESTION_LIMIT = 8;

/**
 * Clients whose name, phone or Instagram match what is typed in the appointment form. Under the
 * clients prefix, so saving a client (or an appointment that registers one) refreshes them too.
 */
export const useClientSuggestions = (q: string) =>
  useQuery({
    queryKey: [...clientKeys.all, 'suggestions', q] as const,
    queryFn: () =>
      api<ClientList>(`/api/clients?${new URLSearchParams({ q, limit: String(SUGGESTION_LIMIT) })}`),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
