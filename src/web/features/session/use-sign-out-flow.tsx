import { useState } from 'react';
import { ConfirmDialog } from '../../components/ui/dialog';
import { useSignOut } from './mutations';

/** 'Sair', always behind SPEC's confirmation; each place brings its own trigger and renders `dialog`. */
export function useSignOutFlow() {
  const [asking, setAsking] = useState(false);
  const signOut = useSignOut();
  const dialog = (
    <ConfirmDialog
      open={asking}
      onOpenChange={setAsking}
      title="Tem certeza que deseja sair?"
      confirmLabel="Sair"
      busy={signOut.isPending}
      onConfirm={() => signOut.mutate(undefined, { onSettled: () => setAsking(false) })}
    />
  );
  return { ask: () => setAsking(true), dialog };
}
