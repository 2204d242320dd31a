import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ConsentSummary,
  ConsentText,
  ConsentTextInput,
  RecordSettings,
  RecordSettingsInput,
  SignConsentInput,
} from '../../../shared/schemas/consent';
import { consentKeys } from '../../entities/consents/queries';
import { api } from '../../lib/api';

export function useSignConsent(clientId: string) {
  return useMutation({
    mutationFn: (input: SignConsentInput) =>
      api<ConsentSummary>(`/api/clients/${clientId}/consents`, { method: 'POST', body: input }),
    // The client's record took the date of birth and document just signed.
    meta: { changes: ['consents', 'clients'] },
  });
}

export function useSaveRecordSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RecordSettingsInput) =>
      api<RecordSettings>('/api/record-settings', { method: 'PUT', body: input }),
    onSuccess: (saved) => qc.setQueryData(consentKeys.settings(), saved),
  });
}

export function useSaveConsentText() {
  return useMutation({
    mutationFn: (input: ConsentTextInput) =>
      api<ConsentText>('/api/consent-texts', { method: 'POST', body: input }),
    meta: { changes: ['consent_texts'] },
  });
}
