import { useMutation } from '@tanstack/react-query';
import type { MarkSettlementPaidInput, Settlement } from '../../../shared/schemas/settlement';
import { api } from '../../lib/api';

/** A settlement books (or, undone, removes) the owner's 'Repasse' expense in the same transaction. */
const changes = ['settlements', 'expenses'] as const;

/** 'Marcar como pago': the owner settles one artist's period. */
export function useMarkSettlementPaid() {
  return useMutation({
    meta: { changes },
    mutationFn: (input: MarkSettlementPaidInput) =>
      api<Settlement>('/api/studio/settlements', { method: 'POST', body: input }),
  });
}

/** 'Desfazer repasse': the period reopens and its 'Repasse' expense goes. */
export function useUndoSettlement() {
  return useMutation({
    meta: { changes },
    mutationFn: (id: string) => api<void>(`/api/studio/settlements/${id}`, { method: 'DELETE' }),
  });
}
