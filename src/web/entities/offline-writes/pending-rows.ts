import { matchQuery, type Query, type QueryClient } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { type OptimisticRows, type PatchableRows, patchersOf } from '../../lib/changes';
import { onQueueChange, pendingWrites, writesOf } from '../../lib/offline-queue';

/**
 * Saves waiting on this device show wherever their rows belong (issue 29, offline): every cached
 * list, day and picker that takes a row of their kind gets them — marked pendente — on load, after
 * every fetch (a fetch answers what the server has, which they are not yet) and after a reload from
 * the device's copy, until the server has them. The rows are the save's own optimistic rows, kept
 * with the write in the offline queue; the patchers are the ones screens registered for live saves
 * (lib/changes.ts), so a screen that shows a save at once also shows it while it waits.
 */
let rows: OptimisticRows = [];
let pendingIds: ReadonlySet<string> = new Set();
const listeners = new Set<() => void>();

function showPendingIn(qc: QueryClient, query: Query): void {
  const data = query.state.data;
  if (data === undefined) return;
  let next: unknown = data;
  for (const { change, ...rowChange } of rows)
    for (const { key, patch } of patchersOf(change))
      if (matchQuery({ queryKey: key }, query)) next = patch(next, rowChange, query.queryKey);
  if (next !== data) qc.setQueryData(query.queryKey, next);
}

function publish(next: OptimisticRows): void {
  rows = next;
  pendingIds = new Set(next.flatMap((r) => (r.op === 'put' ? [r.row.id] : [])));
  for (const listener of listeners) listener();
}

/** While `owner` is signed in, keeps their waiting saves on screen; answers how to stop. */
export function showPendingRows(qc: QueryClient, owner: string): () => void {
  let alive = true;
  const load = () =>
    pendingWrites()
      .then((all) => {
        if (!alive) return;
        publish(writesOf(all, owner).flatMap((w) => w.rows ?? []));
        for (const query of qc.getQueryCache().getAll()) showPendingIn(qc, query);
      })
      .catch(() => undefined);
  void load();
  const stopQueue = onQueueChange(() => void load());
  const stopCache = qc.getQueryCache().subscribe((event) => {
    if (rows.length === 0) return;
    // An answer fetched (not one this module or a save put there: `manual`), or a copy restored.
    const fetched = event.type === 'updated' && event.action.type === 'success' && !event.action.manual;
    if (fetched || event.type === 'added') showPendingIn(qc, event.query);
  });
  return () => {
    alive = false;
    stopQueue();
    stopCache();
    publish([]);
  };
}

/** Whether this row waits on the device now (outside React: a save deciding how to go). */
export const isPending = (id: string): boolean => pendingIds.has(id);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Ids of the rows saved on this device and not yet on the server. */
export const usePendingIds = (): ReadonlySet<string> => useSyncExternalStore(subscribe, () => pendingIds);

/** Whether this row waits on the device (a list marks it 'pendente'). */
export const useIsPending = (id: string): boolean =>
  useSyncExternalStore(subscribe, () => pendingIds.has(id));

/** The waiting rows of one kind, as saved (e.g. clients made offline, for the appointment's picker). */
export function usePendingRows<C extends keyof PatchableRows>(change: C): PatchableRows[C][] {
  const current = useSyncExternalStore(subscribe, () => rows);
  return useMemo(
    () => current.flatMap((r) => (r.change === change && r.op === 'put' ? [r.row as PatchableRows[C]] : [])),
    [current, change],
  );
}
