import { LogOut } from 'lucide-react';
import { Button } from '../components/ui/button';
import { useSignOutFlow } from '../entities/session/use-sign-out-flow';

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
