import { Landmark } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { MeiSettingsDialog } from './MeiSettingsDialog';
import { useMeiMeter } from './queries';

/** 'MEI' in Meu Perfil: the same settings as the Relatórios card (the meter itself lives there). */
export function MeiProfileButton({ onOpen }: { onOpen: () => void }) {
  const meter = useMeiMeter();
  return (
    <Button type="button" variant="secondary" size="sm" disabled={!meter.data} onClick={onOpen}>
      <Landmark size={16} aria-hidden /> {meter.data?.settings.enabled ? 'MEI' : 'Sou MEI'}
    </Button>
  );
}

/** The settings dialog opened from Meu Perfil (rendered beside the profile form, not inside it). */
export function MeiProfileDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const meter = useMeiMeter();
  if (!meter.data) return null;
  return <MeiSettingsDialog settings={meter.data.settings} open={open} onOpenChange={onOpenChange} />;
}
