import { Eye, EyeOff } from 'lucide-react';
import { Button } from '../components/ui/button';
import { usePrivacy } from '../lib/privacy';

/** SPEC: titled 'Ocultar valores' while values show, 'Mostrar valores' while they are hidden. */
export function PrivacyToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { hidden, toggle } = usePrivacy();
  const title = hidden ? 'Mostrar valores' : 'Ocultar valores';
  return (
    <Button
      variant="ghost"
      size={withLabel ? 'md' : 'icon'}
      className={withLabel ? 'w-full justify-start' : undefined}
      title={title}
      // The label says what a tap does; a pressed state on top would read 'Mostrar valores, pressionado'.
      aria-label={title}
      onClick={toggle}
    >
      {hidden ? <EyeOff size={18} aria-hidden /> : <Eye size={18} aria-hidden />}
      {withLabel && <span>{title}</span>}
    </Button>
  );
}
