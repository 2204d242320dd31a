import { useMutation } from '@tanstack/react-query';
import type {
  InkLot,
  InkLotInput,
  InkLotPatch,
  SessionRecord,
  SessionRecordInput,
} from '../../../shared/schemas/session-record';
import { api } from '../../lib/api';

/** A lot's change shows on every ficha that used it; a ficha's on its session's lot list. */
function useRecordsMutation<I, O>(fn: (input: I) => Promise<O>) {
  return useMutation({ mutationFn: fn, meta: { changes: ['session_records', 'ink_lots'] } });
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
