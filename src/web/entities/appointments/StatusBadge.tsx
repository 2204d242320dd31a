import { appointmentBadge } from '../../../shared/appointment-badge';
import type { Appointment } from '../../../shared/schemas/appointment';
import { Badge, type BadgeTone } from '../../components/ui/badge';

const tones: Record<string, BadgeTone> = {
  Finalizado: 'emerald',
  Concluído: 'emerald',
  Cancelado: 'rose',
  Chegou: 'amber',
  Agendado: 'sky',
};

/** SPEC §2: a finished tattoo reads 'Finalizado'; otherwise the dashboard's status badge. */
export function statusLabel(a: Appointment): string {
  return a.isTattooFinished ? 'Finalizado' : appointmentBadge(a);
}

export function StatusBadge({ appointment }: { appointment: Appointment }) {
  const label = statusLabel(appointment);
  return <Badge tone={tones[label]}>{label}</Badge>;
}
