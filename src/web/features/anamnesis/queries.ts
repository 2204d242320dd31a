import { useQuery } from '@tanstack/react-query';
import type { Anamnesis } from '../../../shared/schemas/anamnesis';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const anamnesisKeys = {
  all: ['anamneses'] as const,
  of: (clientId: string) => [...anamnesisKeys.all, clientId] as const,
};

// A client filling the link on their phone shows up on the artist's screen by itself.
invalidateOnChange('anamneses', anamnesisKeys.all);

export const useAnamneses = (clientId: string) =>
  useQuery({
    queryKey: anamnesisKeys.of(clientId),
    queryFn: () => api<Anamnesis[]>(`/api/clients/${clientId}/anamneses`),
  });
