import { lazy, type ReactNode } from 'react';
import {
  type AppointmentExtras,
  AppointmentExtrasContext,
} from '../entities/appointments/appointment-extras';

// Fetched when first opened: the ficha and the consent bring their own forms and schemas.
const extras: AppointmentExtras = {
  SessionRecordDialog: lazy(() =>
    import('../features/records/SessionRecordDialog').then((m) => ({ default: m.SessionRecordDialog })),
  ),
  AppointmentConsentDialog: lazy(() =>
    import('../features/consents/AppointmentConsentDialog').then((m) => ({
      default: m.AppointmentConsentDialog,
    })),
  ),
};

/** Gives every screen's appointment actions the ficha and the consent dialogs. */
export function AppointmentExtrasProvider({ children }: { children: ReactNode }) {
  return <AppointmentExtrasContext.Provider value={extras}>{children}</AppointmentExtrasContext.Provider>;
}
