import { useQuery } from '@tanstack/react-query';
import type { ConsentDetail, ConsentSummary, RecordSettings } from '../../../shared/schemas/consent';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const consentKeys = {
  all: ['consents'] as const,
  of: (clientId: string) => [...consentKeys.all, 'client', clientId] as const,
  one: (id: string) => [...consentKeys.all, 'one', id] as const,
  settings: () => [...consentKeys.all, 'settings'] as const,
};

// A consent signed on the tablet shows on the phone's client page by itself.
invalidateOnChange('consents', consentKeys.all);
invalidateOnChange('consent_texts', consentKeys.settings());
invalidateOnChange('record_settings', consentKeys.settings());

export const useConsents = (clientId: string) =>
  useQuery({
    queryKey: consentKeys.of(clientId),
    queryFn: () => api<ConsentSummary[]>(`/api/clients/${clientId}/consents`),
  });

export const useConsent = (id: string) =>
  useQuery({ queryKey: consentKeys.one(id), queryFn: () => api<ConsentDetail>(`/api/consents/${id}`) });

export const useRecordSettings = () =>
  useQuery({ queryKey: consentKeys.settings(), queryFn: () => api<RecordSettings>('/api/record-settings') });
