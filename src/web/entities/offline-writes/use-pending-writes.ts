import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { invalidateChanged } from '../../lib/changes';
import { onQueueChange, pendingWrites, type QueuedWrite, replay } from '../../lib/offline-queue';
import { toast } from '../../lib/toast';
import { clearSession, sessionKeys } from '../session/queries';

/** How often a tab with saves waiting tries again even without an 'online' event (flaky Wi-Fi says online). */
const RETRY_MS = 30_000;

/** Every save waiting on this device, whoever made it, kept current across tabs. */
export function useQueuedWrites(): QueuedWrite[] {
  const [writes, setWrites] = useState<QueuedWrite[]>([]);
  useEffect(() => {
    let alive = true;
    const refresh = () =>
      void pendingWrites()
        .then((all) => alive && setWrites(all))
        .catch(() => undefined);
    refresh();
    const stop = onQueueChange(refresh);
    return () => {
      alive = false;
      stop();
    };
  }, []);
  return writes;
}

/**
 * While `owner` is signed in, sends what they saved: at once (load, sign-in), when the browser
 * comes back online, and every half minute. A refused one is said aloud with the server's reason.
 * When the session turns out not to be theirs any more, the page forgets it and asks who is here;
 * their saves stay on the device for their next sign-in. Answers a function that sends now.
 */
export function useReplay(owner: string | null): () => void {
  const qc = useQueryClient();
  const send = useCallback(() => {
    if (!owner) return;
    void replay(owner, {
      // Queued saves are clients and appointments (an appointment may register its client); the
      // registry refreshes whatever screens registered for them.
      onSent: () => void invalidateChanged(qc, ['clients', 'appointments']),
      onRefused: (write, message) => toast.error(`${write.label} — não foi salvo: ${message}`),
      onSessionLost: () => {
        clearSession(qc);
        void qc.invalidateQueries({ queryKey: sessionKeys.me() });
      },
    }).catch(() => undefined);
  }, [owner, qc]);

  useEffect(() => {
    if (!owner) return;
    send();
    window.addEventListener('online', send);
    const timer = window.setInterval(send, RETRY_MS);
    return () => {
      window.removeEventListener('online', send);
      window.clearInterval(timer);
    };
  }, [owner, send]);

  return send;
}
