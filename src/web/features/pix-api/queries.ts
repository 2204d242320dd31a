import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  ConnectPixApiInput,
  PixApiConnection,
  PixApiForStudioInput,
} from '../../../shared/schemas/pix-api';
import { api } from '../../lib/api';
import { invalidateOnChange } from '../../lib/changes';

export const pixApiKeys = { all: ['pix-api'] as const };

invalidateOnChange('pix_api_connections', pixApiKeys.all);

export const usePixApiConnection = (enabled: boolean) =>
  useQuery({
    queryKey: pixApiKeys.all,
    queryFn: () => api<PixApiConnection>('/api/pix-api'),
    enabled,
  });

/** 'Conectar API Pix': the server asks the bank before keeping anything (a few seconds). */
export const useConnectPixApi = () =>
  useMutation({
    mutationFn: (input: ConnectPixApiInput) =>
      api<PixApiConnection>('/api/pix-api', { method: 'PUT', body: input }),
    meta: { changes: ['pix_api_connections'] },
  });

export const useTestPixApi = () =>
  useMutation({
    mutationFn: () =>
      api<PixApiConnection & { webhookRestored: boolean }>('/api/pix-api/test', { method: 'POST' }),
    meta: { changes: ['pix_api_connections'] },
  });

export const useDisconnectPixApi = () =>
  useMutation({
    mutationFn: () => api<void>('/api/pix-api', { method: 'DELETE' }),
    meta: { changes: ['pix_api_connections'] },
  });

/** A studio owner's bank for the studio's artists' deposits too (those without a bank of their own). */
export const useOfferPixApiToStudio = () =>
  useMutation({
    mutationFn: (input: PixApiForStudioInput) =>
      api<PixApiConnection>('/api/pix-api/studio', { method: 'PUT', body: input }),
    meta: { changes: ['pix_api_connections'] },
  });
