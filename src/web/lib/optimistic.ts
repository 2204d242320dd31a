import type { Mutation, QueryClient, QueryKey } from '@tanstack/react-query';
import { type OptimisticRows, patchersOf } from './changes';

/**
 * Every tap answers at once (issue 27): a save that declares `meta.optimistic` has its rows put into
 * every cached answer that registered a patcher (`patchOnChange`) before the request leaves; the
 * server's answer then reloads them through the change registry as any save does. If the server
 * refuses, what was cached before the save is put back and the caller shows the server's text.
 */
const undoByMutation = new WeakMap<object, () => void>();

export async function applyOptimistic(
  qc: QueryClient,
  mutation: Mutation<unknown, unknown, unknown, unknown>,
  variables: unknown,
): Promise<void> {
  const rows = (mutation.meta?.optimistic as ((v: unknown) => OptimisticRows) | undefined)?.(variables);
  if (!rows?.length) return;
  const saved = new Map<string, [QueryKey, unknown]>();
  for (const { change, ...rowChange } of rows) {
    for (const { key, patch } of patchersOf(change)) {
      // A reload already on its way would land on top of the patch with the old rows.
      await qc.cancelQueries({ queryKey: key });
      for (const [queryKey, data] of qc.getQueriesData({ queryKey: key })) {
        if (data === undefined) continue;
        const hash = JSON.stringify(queryKey);
        if (!saved.has(hash)) saved.set(hash, [queryKey, data]);
        qc.setQueryData(queryKey, patch(data, rowChange, queryKey));
      }
    }
  }
  undoByMutation.set(mutation, () => {
    for (const [queryKey, data] of saved.values()) qc.setQueryData(queryKey, data);
  });
}

/** The server refused the save: the screen goes back to what it showed before the tap. */
export function undoOptimistic(mutation: object): void {
  undoByMutation.get(mutation)?.();
  undoByMutation.delete(mutation);
}

export const forgetOptimistic = (mutation: object) => undoByMutation.delete(mutation);
