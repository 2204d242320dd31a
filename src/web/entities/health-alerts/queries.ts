import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { HealthAlert } from '../../../shared/health-alert';
import type { Appointment } from '../../../shared/schemas/appointment';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';
import { appointmentSlot } from '../appointments/appointment-time';
import { useMe } from '../session/queries';

export const healthAlertKeys = {
  all: ['health-alerts'] as const,
  /** Inclusive São Paulo days, as the agenda asks for its sessions. */
  range: (from: string, to: string) => [...healthAlertKeys.all, from, to] as const,
};

// A client filling the link on their phone reaches the artist's chair by itself; a session booked
// or moved brings its client's alerts into the days shown.
invalidateOnChange('anamneses', healthAlertKeys.all);
invalidateOnChange('appointments', healthAlertKeys.all);
invalidateOnChange('clients', healthAlertKeys.all);

const byClient = (alerts: HealthAlert[]) => new Map(alerts.map((a) => [a.clientId, a]));

/**
 * The health alerts of the signed-in artist's clients on the days `from`..`to`, by client id: one
 * request for everything a screen shows. Only asked when the screen shows a session of the artist's
 * own (the server answers no one else's clients, and refuses the front desk).
 */
export function useHealthAlerts(
  from: string,
  to: string,
  enabled: boolean,
): ReadonlyMap<string, HealthAlert> | undefined {
  const qc = useQueryClient();
  const { data } = useQuery({
    queryKey: healthAlertKeys.range(from, to),
    queryFn: () => api<HealthAlert[]>(`/api/health-alerts?from=${from}&to=${to}`),
    // While a day loads, what a wider range already on screen (the agenda's) said about it.
    placeholderData: () => cachedCovering(qc, from, to),
    enabled,
  });
  // Mapped here, not in `select`: a Map is new at every call, and a placeholder's select is not
  // memoized — the screen would render for ever.
  return useMemo(() => data && byClient(data), [data]);
}

/** The alerts of a cached range holding `from`..`to` (its clients are looked up by id, so extra ones are harmless). */
function cachedCovering(qc: QueryClient, from: string, to: string): HealthAlert[] | undefined {
  for (const [key, data] of qc.getQueriesData<HealthAlert[]>({ queryKey: healthAlertKeys.all }))
    if (data && (key[1] as string) <= from && to <= (key[2] as string)) return data;
  return undefined;
}

/** Whether this session's client record is the signed-in artist's (who reads its health alerts). */
export function useIsMySession(appointment: Pick<Appointment, 'artistId' | 'clientId'> | null): boolean {
  const me = useMe().data;
  return !!appointment?.clientId && !!me && appointment.artistId === me.id;
}

/** One session's alert (the ficha, Finalizar), read with its day. */
export function useHealthAlertOf(appointment: Appointment | null): HealthAlert | undefined {
  const mine = useIsMySession(appointment);
  const day = appointment ? appointmentSlot(appointment).day : '';
  const alerts = useHealthAlerts(day, day, mine);
  return mine && appointment?.clientId ? alerts?.get(appointment.clientId) : undefined;
}
