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

/**
 * Listens to `/api/events` while signed in. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays whatever happened while the connection was down.
 */
export function useLiveUpdates(enabled: boolean) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events');
    source.addEventListener('change', (e) => {
      const { table } = JSON.parse((e as MessageEvent<string>).data) as { table: string };
      handleChange(qc, table);
    });
    return () => source.close();
  }, [enabled, qc]);
}
