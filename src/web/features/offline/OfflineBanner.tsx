import { useQueryClient } from '@tanstack/react-query';
import { CloudUpload, WifiOff } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef } from 'react';
import { showPendingRows } from '../../entities/offline-writes/pending-rows';
import { useQueuedWrites, useReplay } from '../../entities/offline-writes/use-pending-writes';
import { changesCount, waitingForOwner } from '../../entities/offline-writes/wording';
import { useMe } from '../../entities/session/queries';
import { unownedWrites, writesOf } from '../../lib/offline-queue';
import { useOnline } from '../../lib/use-online';

/**
 * The toasts sit above the pills while they show: a 'Sem conexão: salvo neste aparelho' toast is
 * said exactly when the pills appear, and must not hide under them. The pills' height (with their
 * gap) goes into `--offline-pills`, which the toaster adds to its offset.
 */
function useLiftToasts() {
  const observer = useRef<ResizeObserver | null>(null);
  return useCallback((node: HTMLDivElement | null) => {
    observer.current?.disconnect();
    const root = document.documentElement.style;
    if (!node) {
      root.removeProperty('--offline-pills');
      return;
    }
    const measure = () => root.setProperty('--offline-pills', `${node.offsetHeight + 8}px`);
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(node);
  }, []);
}

// Only on a device that still holds saves of the app version that kept no owner: never in the
// first visit's download.
const UnownedWrites = lazy(() => import('./UnownedWrites'));

/**
 * 'Sem conexão' while the browser is offline, and what the signed-in person saved on this device
 * waiting to be sent ('Aguardando conexão · 2 alterações', opening to the list). Another account's
 * saves are never listed; signed out, only how many wait. Mounted at the root (main.tsx) rather
 * than in the shell, because an offline reload opens the cached app before the profile can load.
 */
export function OfflineBanner() {
  const online = useOnline();
  const owner = useMe().data?.id ?? null;
  const all = useQueuedWrites();
  const sendNow = useReplay(owner);
  const qc = useQueryClient();
  useEffect(() => (owner ? showPendingRows(qc, owner) : undefined), [qc, owner]);
  const liftToasts = useLiftToasts();
  const mine = owner ? writesOf(all, owner) : [];
  const unowned = owner ? unownedWrites(all) : [];
  const othersWaiting = owner ? 0 : all.length;
  if (online && mine.length === 0 && unowned.length === 0 && othersWaiting === 0) return null;
  // Above the tab bar, under a dialog's overlay (z-40): on a phone a confirmation is a bottom sheet,
  // and the pill must never cover its buttons. Clear of the floating + on the right (pr-20): a long
  // 'Aguardando conexão · 12 alterações' ran over it.
  return (
    <div
      ref={liftToasts}
      data-boot-paint="skip"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[35] flex flex-col items-center gap-2 pr-20 pl-4 lg:bottom-4 lg:pr-4 lg:pl-64"
    >
      {mine.length > 0 && (
        <details className="pointer-events-auto max-w-full rounded-2xl border border-sky-700/60 bg-ink-900/95 text-sm text-sky-100 shadow-lg">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-medium">
            <CloudUpload size={16} aria-hidden />
            <span>{`Aguardando conexão · ${changesCount(mine.length)}`}</span>
          </summary>
          <ul
            aria-label="Alterações aguardando envio"
            className="max-h-48 overflow-y-auto border-t border-sky-900 px-4 py-2"
          >
            {mine.map((write) => (
              <li key={write.seq} className="py-1 break-words">
                {write.label}
              </li>
            ))}
          </ul>
        </details>
      )}
      {owner && unowned.length > 0 && (
        <Suspense fallback={null}>
          <UnownedWrites writes={unowned} owner={owner} onClaimed={sendNow} />
        </Suspense>
      )}
      {othersWaiting > 0 && (
        <p
          role="status"
          className="max-w-md rounded-2xl border border-sky-700/60 bg-ink-900/95 px-4 py-2 text-center text-sm text-sky-100 shadow-lg"
        >
          {waitingForOwner(othersWaiting)}
        </p>
      )}
      {!online && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-full border border-amber-700/60 bg-ink-900/95 px-4 py-2 text-sm font-medium text-amber-200 shadow-lg"
        >
          <WifiOff size={16} aria-hidden /> Sem conexão
        </p>
      )}
    </div>
  );
}
