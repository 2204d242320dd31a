import { keepPreviousData, type QueryClient, type QueryKey, useQuery } from '@tanstack/react-query';
import { type BusySession, clashesOf } from '../../../shared/appointment-clashes';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { ClientList, StudioClientMatch } from '../../../shared/schemas/client';
import { api } from '../../lib/api';
import { invalidateOnChange, patchOnChange, type RowChange } from '../../lib/changes';
import { clientKeys } from '../clients/queries';
import { appointmentSlot } from './appointment-time';

export const appointmentKeys = {
  all: ['appointments'] as const,
  /** Every range below (what the patchers and the device-side look-ups walk). */
  ranges: ['appointments', 'range'] as const,
  /** Inclusive São Paulo days: the 42-day grid, or one day. */
  range: (from: string, to: string) => [...appointmentKeys.ranges, from, to] as const,
  /** What the payment form may choose: concluido and finished. */
  finished: (q: string) => [...appointmentKeys.all, 'finished', q] as const,
};

invalidateOnChange('appointments', appointmentKeys.all);
invalidateOnChange('clients', appointmentKeys.all);
invalidateOnChange('studio_appointments', appointmentKeys.all);
// A member removed from the studio takes their sessions off the owner's agenda.
invalidateOnChange('organization_members', appointmentKeys.all);

/** The first and last day of a range's key. */
const daysOf = (key: QueryKey) => ({ from: key[2] as string, to: key[3] as string });

patchOnChange('appointments', appointmentKeys.ranges, (data: Appointment[], change, key) =>
  patchRange(data, change, daysOf(key).from, daysOf(key).to),
);

/**
 * A range's sessions with one put or gone: a session moved out of the range leaves it, one moved in
 * takes its place by start time (the API's order).
 */
export function patchRange(list: Appointment[], change: RowChange<Appointment>, from: string, to: string) {
  const id = change.op === 'put' ? change.row.id : change.id;
  const others = list.filter((a) => a.id !== id);
  if (change.op === 'delete') return others;
  const day = appointmentSlot(change.row).day;
  if (day < from || day > to) return others;
  return [...others, change.row].sort((a, b) => Date.parse(a.startTime) - Date.parse(b.startTime));
}

/**
 * The sessions on `artistId`'s agenda that `slot` would overlap, from the lists already on this
 * device (the agenda's ranges); `null` when none covers that day — then only the server can tell.
 */
export function cachedClashes(
  qc: QueryClient,
  slot: { id: string; artistId: string; day: string; start: Date; durationMinutes: number },
): BusySession[] | null {
  const lists = qc
    .getQueriesData<Appointment[]>({ queryKey: appointmentKeys.ranges })
    .filter(([key, data]) => data && daysOf(key).from <= slot.day && slot.day <= daysOf(key).to);
  if (lists.length === 0) return null;
  const others = new Map<string, BusySession>();
  for (const [, data] of lists)
    for (const a of data!)
      if (a.id !== slot.id && a.artistId === slot.artistId && a.status !== 'cancelado')
        others.set(a.id, { ...a, startTime: new Date(a.startTime) });
  return clashesOf(slot, [...others.values()]);
}

/** The freshest copy of a session among the lists on this device, if any shows it. */
export function cachedAppointment(qc: QueryClient, id: string): Appointment | undefined {
  let newest: { at: number; row: Appointment } | undefined;
  for (const query of qc.getQueryCache().findAll({ queryKey: appointmentKeys.ranges })) {
    const row = (query.state.data as Appointment[] | undefined)?.find((a) => a.id === id);
    if (row && (!newest || query.state.dataUpdatedAt > newest.at))
      newest = { at: query.state.dataUpdatedAt, row };
  }
  return newest?.row;
}

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
