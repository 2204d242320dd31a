import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeiMeter, MeiSettingsInput } from '../../../shared/schemas/mei';
import { api } from '../../lib/api';
import { meiKeys } from './queries';

export function useSaveMeiSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: MeiSettingsInput) => api<MeiMeter>('/api/mei', { method: 'PUT', body: input }),
    onSuccess: (meter) => qc.setQueryData(meiKeys.all, meter),
  });
}
