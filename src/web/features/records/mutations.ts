import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  InkLot,
  InkLotInput,
  InkLotPatch,
  SessionRecord,
  SessionRecordInput,
} from '../../../shared/schemas/session-record';
import { api } from '../../lib/api';
import { recordKeys } from './queries';

function useRecordsMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: recordKeys.all }) });
}

export const useCreateInkLot = () =>
  useRecordsMutation((input: InkLotInput) => api<InkLot>('/api/inks', { method: 'POST', body: input }));

export const useUpdateInkLot = () =>
  useRecordsMutation(({ id, patch }: { id: string; patch: InkLotPatch }) =>
    api<InkLot>(`/api/inks/${id}`, { method: 'PATCH', body: patch }),
  );

export const useSaveSessionRecord = () =>
  useRecordsMutation(({ appointmentId, input }: { appointmentId: string; input: SessionRecordInput }) =>
    api<SessionRecord>(`/api/appointments/${appointmentId}/session-record`, { method: 'PUT', body: input }),
  );
