import { type ComponentType, createContext, useContext } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';

/**
 * What an appointment's actions open that other features own — the session's ficha (records) and
 * the consent (consents). The workflows here name the slots; app/ fills them
 * (app/appointment-extras.tsx), so no feature reaches into another's files.
 */
export interface AppointmentExtras {
  SessionRecordDialog: ComponentType<{
    appointment: Appointment | null;
    onOpenChange: (open: boolean) => void;
  }>;
  AppointmentConsentDialog: ComponentType<{
    appointment: Appointment & { clientId: string };
    onOpenChange: (open: boolean) => void;
  }>;
}

export const AppointmentExtrasContext = createContext<AppointmentExtras | null>(null);

export const useAppointmentExtras = () => useContext(AppointmentExtrasContext);
