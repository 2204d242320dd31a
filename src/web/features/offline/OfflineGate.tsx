import { lazy, Suspense, useEffect, useState } from 'react';
import { useMe } from '../../entities/session/queries';
import { hasWaitingWrites } from '../../lib/offline-store';
import { useOnline } from '../../lib/use-online';

// A file that cannot be fetched (offline, never kept on this device) draws nothing, never an error.
const OfflineBanner = lazy(() =>
  import('./OfflineBanner').then(
    (m) => ({ default: m.OfflineBanner }),
    () => ({ default: () => null }),
  ),
);

/**
 * The offline banner and the replay of waiting saves, fetched only when they have something to do:
 * offline, signed in (a save may be queued at any moment) or with saves already waiting here. A
 * signed-out first visit online downloads none of it. Once needed it stays mounted.
 */
export function OfflineGate() {
  const online = useOnline();
  const signedIn = Boolean(useMe().data?.id);
  const [waiting, setWaiting] = useState(false);
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    void hasWaitingWrites().then(setWaiting);
  }, []);
  useEffect(() => {
    if (!online || signedIn || waiting) setNeeded(true);
  }, [online, signedIn, waiting]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <OfflineBanner />
    </Suspense>
  );
}
