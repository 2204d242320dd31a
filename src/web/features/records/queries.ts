import { useQuery } from '@tanstack/react-query';
import type {
  InkLot,
  LotRecipient,
  SessionRecord,
  SessionRecordDraft,
} from '../../../shared/schemas/session-record';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const recordKeys = {
  all: ['records'] as const,
  inks: (archived = false) => [...recordKeys.all, 'inks', archived] as const,
  record: (appointmentId: string) => [...recordKeys.all, 'record', appointmentId] as const,
  draft: (appointmentId: string) => [...recordKeys.all, 'draft', appointmentId] as const,
  recipients: (lot: string) => [...recordKeys.all, 'recipients', lot] as const,
};

invalidateOnChange('session_records', recordKeys.all);
invalidateOnChange('ink_lots', recordKeys.all);

export const useInkLots = (enabled = true, archived = false) =>
  useQuery({
    queryKey: recordKeys.inks(archived),
    queryFn: () => api<InkLot[]>(`/api/inks${archived ? '?archived=true' : ''}`),
    enabled,
  });

export const useSessionRecord = (appointmentId: string | null) =>
  useQuery({
    queryKey: recordKeys.record(appointmentId ?? ''),
    queryFn: () => api<SessionRecord | null>(`/api/appointments/${appointmentId}/session-record`),
    enabled: appointmentId !== null,
  });

/** What a new ficha starts from: the body site and size of the booking request the session came from. */
export const useSessionRecordDraft = (appointmentId: string | null) =>
  useQuery({
    queryKey: recordKeys.draft(appointmentId ?? ''),
    queryFn: () => api<SessionRecordDraft | null>(`/api/appointments/${appointmentId}/session-record/draft`),
    enabled: appointmentId !== null,
  });

export const useLotRecipients = (lot: string) =>
  useQuery({
    queryKey: recordKeys.recipients(lot),
    queryFn: () => api<LotRecipient[]>(`/api/inks/recipients?lot=${encodeURIComponent(lot)}`),
    enabled: lot.trim().length > 0,
  });
