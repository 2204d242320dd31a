import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { invalidateWorkday } from '../../lib/invalidate-workday';
import { onQueueChange, pendingWrites, type QueuedWrite, replay } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';

/** How often a tab with saves waiting tries again even without an 'online' event (flaky Wi-Fi says online). */
const RETRY_MS = 30_000;

/**
 * The saves waiting on this device, kept current across tabs; while any wait, this replays them on
 * load, when the browser comes back online, and every half minute. A refused one is said aloud with
 * the server's reason.
 */
export function usePendingWrites(): QueuedWrite[] {
  const qc = useQueryClient();
  const [pending, setPending] = useState<QueuedWrite[]>([]);

  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void pendingWrites()
        .then((writes) => alive && setPending(writes))
        .catch(() => undefined);
    const send = () =>
      void replay({
        onSent: () => void invalidateWorkday(qc),
        onRefused: (write, message) => toast.error(`${write.label} — não foi salvo: ${message}`),
      }).catch(() => undefined);
    refresh();
    send();
    const stop = onQueueChange(refresh);
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      alive = false;
      stop();
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [qc]);

  return pending;
}
