import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { invalidateChanged } from './changes';

// Fetched once the shell is idle or with the first save that shows itself early (the sign-in
// screen never needs it). Offline and not yet fetched, the save still goes (to the offline queue),
// only without showing early: a missing chunk must never cost a record.
export const loadOptimistic = () => import('./optimistic').catch(() => undefined);
const optimisticOf = (mutation: { meta?: { optimistic?: unknown } }) =>
  mutation.meta?.optimistic ? loadOptimistic() : undefined;

export const queryClient: QueryClient = new QueryClient({
  // The one invalidation path for this tab's saves: what a mutation says it changed goes through
  // the registry live events use (lib/changes.ts). On failure too: a refusal such as 404 or a
  // conflict means the screen was stale. Awaited, so a dialog closes on fresh lists. A save that
  // declares optimistic rows shows them first and takes them back if refused (lib/optimistic.ts).
  mutationCache: new MutationCache({
    onMutate: async (variables, mutation) =>
      (await optimisticOf(mutation))?.applyOptimistic(queryClient, mutation, variables),
    onError: async (_error, _variables, _context, mutation) =>
      (await optimisticOf(mutation))?.undoOptimistic(mutation),
    onSettled: async (_data, _error, _variables, _context, mutation) => {
      (await optimisticOf(mutation))?.forgetOptimistic(mutation);
      const changes = mutation.meta?.changes;
      if (changes) return invalidateChanged(queryClient, changes);
    },
  }),
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
