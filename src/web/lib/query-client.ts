import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 2,
    },
    // Saves run even offline: creates then go to the offline queue, anything else fails at once
    // with 'Sem conexão…' instead of a 'Salvando...' paused until the network returns.
    mutations: { networkMode: 'always' },
  },
});
