import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { ConfirmDialog } from '../components/ui/dialog';
import { useSignOut } from '../features/session/mutations';

/** 'Sair', always behind SPEC's confirmation. The hook lets the phone menu use its own trigger. */
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

export function SignOutButton() {
  const { ask, dialog } = useSignOutFlow();
  return (
    <>
      <Button variant="ghost" className="w-full justify-start" onClick={ask}>
        <LogOut size={18} aria-hidden /> Sair
      </Button>
      {dialog}
    </>
  );
}
