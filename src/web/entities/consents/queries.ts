import { useQuery } from '@tanstack/react-query';
import type {
  AppointmentConsentStatus,
  ConsentDetail,
  ConsentSummary,
  RecordSettings,
} from '../../../shared/schemas/consent';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const consentKeys = {
  all: ['consents'] as const,
  of: (clientId: string) => [...consentKeys.all, 'client', clientId] as const,
  one: (id: string) => [...consentKeys.all, 'one', id] as const,
  settings: () => [...consentKeys.all, 'settings'] as const,
  /** Finalizar's consent rule for one session: signed? required? */
  appointment: (appointmentId: string) => [...consentKeys.all, 'appointment', appointmentId] as const,
};

// A consent signed on the tablet shows on the phone's client page by itself.
invalidateOnChange('consents', consentKeys.all);
invalidateOnChange('consent_texts', consentKeys.settings());
invalidateOnChange('record_settings', consentKeys.settings(), [...consentKeys.all, 'appointment']);

export const useConsents = (clientId: string) =>
  useQuery({
    queryKey: consentKeys.of(clientId),
    queryFn: () => api<ConsentSummary[]>(`/api/clients/${clientId}/consents`),
  });

export const useConsent = (id: string) =>
  useQuery({ queryKey: consentKeys.one(id), queryFn: () => api<ConsentDetail>(`/api/consents/${id}`) });

export const useRecordSettings = () =>
  useQuery({ queryKey: consentKeys.settings(), queryFn: () => api<RecordSettings>('/api/record-settings') });

/**
 * Read again at each opening of Finalizar: the studio's rule has no live event, and a consent signed
 * on the artist's tablet reaches the front desk's screen only through this read.
 */
export const useAppointmentConsentStatus = (appointmentId: string) =>
  useQuery({
    queryKey: consentKeys.appointment(appointmentId),
    queryFn: () => api<AppointmentConsentStatus>(`/api/appointments/${appointmentId}/consent-status`),
    staleTime: 0,
  });
