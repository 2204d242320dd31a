import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/** Which cached queries a change to each table makes stale. Features add their keys here. */
const keysByTable = new Map<string, QueryKey[]>();

export function invalidateOnChange(table: string, ...keys: QueryKey[]) {
  keysByTable.set(table, [...(keysByTable.get(table) ?? []), ...keys]);
}

function handleChange(qc: QueryClient, table: string) {
  for (const queryKey of keysByTable.get(table) ?? []) void qc.invalidateQueries({ queryKey });
}

function handleEverything(qc: QueryClient) {
  for (const keys of keysByTable.values())
    for (const queryKey of keys) void qc.invalidateQueries({ queryKey });
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/**
 * Listens to `/api/events` while signed in. EventSource reconnects by itself after a dropped
 * connection and sends Last-Event-ID, so the server replays what happened meanwhile. But an HTTP
 * error on a reconnect (a proxy's 502/503 while a process restarts) closes it for good, and the
 * screen would silently stop following changes: then we open a new one ourselves, with backoff,
 * passing the last id we heard as `?lastEventId=` so the replay covers the gap — and, as a stream
 * that never heard an event has no id to replay from, refetching what the screens follow.
 */
export function useLiveUpdates(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let source: EventSource | undefined;
    let lastId = 0;
    let retryMs = FIRST_RETRY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let closed = false;

    const open = (reopening: boolean) => {
      const current = new EventSource(lastId > 0 ? `/api/events?lastEventId=${lastId}` : '/api/events');
      source = current;
      current.addEventListener('change', (e) => {
        const message = e as MessageEvent<string>;
        const id = Number(message.lastEventId);
        if (Number.isInteger(id) && id > lastId) lastId = id;
        const { table } = JSON.parse(message.data) as { table: string };
        handleChange(qc, table);
      });
      // The server could not replay the whole gap (away longer than its window): refetch it all.
      current.addEventListener('reset', () => handleEverything(qc));
      // Back after a drop (the browser's own reconnect or ours): besides the server's replay, the
      // screens refetch what they follow once — a process killed mid-stream may not have sent the
      // last events before the replay point the browser remembers.
      let dropped = reopening;
      current.addEventListener('open', () => {
        retryMs = FIRST_RETRY_MS;
        if (dropped) handleEverything(qc);
        dropped = false;
      });
      current.addEventListener('error', () => {
        dropped = true;
        if (closed || current.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(() => open(true), retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    open(false);
    return () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, qc]);
}
