import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invalidateChanged, invalidateEverything } from './changes';

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

/** How many recent event ids a page remembers, to skip the few a replay sends again. */
const REMEMBERED_IDS = 500;

/**
 * Listens to `/api/events` while signed in. EventSource reconnects by itself after a dropped
 * connection and sends Last-Event-ID, so the server replays what happened meanwhile — whole, in
 * commit order, so nothing is refetched on a reconnect. But an HTTP error on a reconnect (a proxy's
 * 502/503 while a process restarts) closes it for good, and the screen would silently stop
 * following changes: then we open a new one ourselves, with backoff, passing the last id we heard
 * as `?lastEventId=` so the replay covers the gap. Only two cases refetch what the screens follow:
 * the server's `reset` (it cannot replay the whole gap), and a stream that comes back without
 * ever having heard an id (there is nothing to replay from).
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

    // A replay may repeat an event heard just before the drop (decided in commit order, not id
    // order): each is handled once.
    const handled = new Set<number>();
    // A stream that came back (after a drop or a refused attempt) with no id to replay from.
    let interrupted = false;

    const open = () => {
      const current = new EventSource(lastId > 0 ? `/api/events?lastEventId=${lastId}` : '/api/events');
      source = current;
      current.addEventListener('change', (e) => {
        const message = e as MessageEvent<string>;
        const id = Number(message.lastEventId);
        if (Number.isSafeInteger(id) && id > 0) {
          if (handled.has(id)) return;
          handled.add(id);
          if (handled.size > REMEMBERED_IDS) handled.delete(handled.values().next().value!);
          lastId = id;
        }
        const { table } = JSON.parse(message.data) as { table: string };
        void invalidateChanged(qc, [table]);
      });
      // The server could not replay the whole gap (away longer than its window): refetch it all.
      current.addEventListener('reset', () => void invalidateEverything(qc));
      current.addEventListener('open', () => {
        retryMs = FIRST_RETRY_MS;
        if (interrupted && lastId === 0) void invalidateEverything(qc);
        interrupted = false;
      });
      current.addEventListener('error', () => {
        interrupted = true;
        if (closed || current.readyState !== EventSource.CLOSED) return;
        timer = setTimeout(open, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    open();
    return () => {
      closed = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [enabled, qc]);
}
