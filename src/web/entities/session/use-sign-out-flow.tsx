import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog';
import { discardWrites, writesOf } from '../../lib/offline-queue';
import { useQueuedWrites } from '../offline-writes/use-pending-writes';
import { changesCount, lostOnDiscard } from '../offline-writes/wording';
import { useSignOut } from './mutations';
import { useMe } from './queries';

/**
 * 'Sair', always behind a confirmation; each place brings its own trigger and renders `dialog`.
 * SPEC's question when nothing of this account waits on the device; otherwise what leaving costs:
 * the saves made offline are discarded (left behind they could only wait for this account, and the
 * person handing the phone over may not mean to come back).
 */
export function useSignOutFlow() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();
  const owner = useMe().data?.id;
  const unsent = writesOf(useQueuedWrites(), owner ?? '');
  const leave = () => signOut.mutate(undefined, { onSettled: () => setAsking(false) });
  const dialog =
    unsent.length === 0 ? (
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Tem certeza que deseja sair?"
        confirmLabel="Sair"
        busy={signOut.isPending}
        onConfirm={leave}
      />
    ) : (
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title={`Sair e descartar ${changesCount(unsent.length)}?`}
        description={lostOnDiscard(unsent.length)}
        confirmLabel="Sair e descartar"
        busy={signOut.isPending}
        onConfirm={() =>
          // Sign-out ends the session on this device even when offline (useSignOut clears it on
          // settle), so the person asked to lose these saves: they go first, then the session.
          void discardWrites(unsent).then(leave)
        }
      />
    );
  return { ask: () => setAsking(true), dialog };
}
