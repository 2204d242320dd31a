import { createContext, type ReactNode, useContext } from 'react';
import type { HealthAlert } from '../../../shared/health-alert';
import type { Appointment } from '../../../shared/schemas/appointment';
import { StudioArtistsProvider } from './studio-artists';

/**
 * The health alerts of the days the agenda shows, by client id: asked once for the whole screen
 * (AgendaScreen), read by each row of a day list. Empty when none were asked (the front desk, a
 * studio owner looking at other artists' sessions), so those rows draw exactly as before.
 */
const HealthAlertsContext = createContext<ReadonlyMap<string, HealthAlert>>(new Map());

export function useAgendaHealthAlert() {
  const alerts = useContext(HealthAlertsContext);
  return (a: Pick<Appointment, 'clientId'>) => (a.clientId ? alerts.get(a.clientId) : undefined);
}

/** What the agenda's rows read beside their session: whose it is (a studio) and its client's alerts. */
export function AgendaRowsProvider({
  artists,
  healthAlerts,
  children,
}: {
  artists: Parameters<typeof StudioArtistsProvider>[0]['value'];
  healthAlerts: ReadonlyMap<string, HealthAlert> | undefined;
  children: ReactNode;
}) {
  return (
    <StudioArtistsProvider value={artists}>
      <HealthAlertsContext.Provider value={healthAlerts ?? noAlerts}>{children}</HealthAlertsContext.Provider>
    </StudioArtistsProvider>
  );
}

const noAlerts: ReadonlyMap<string, HealthAlert> = new Map();
