import { appointmentBadge } from '../../../shared/appointment-badge';
import type { Appointment } from '../../../shared/schemas/appointment';
import { Badge, type BadgeTone } from '../../components/ui/badge';
import { PendingBadge } from '../offline-writes/PendingBadge';
import { useIsPending } from '../offline-writes/pending-rows';

const tones: Record<string, BadgeTone> = {
  Finalizado: 'emerald',
  Concluído: 'emerald',
  Cancelado: 'rose',
  Chegou: 'amber',
  Agendado: 'sky',
};

/** SPEC §2: a finished tattoo reads 'Finalizado'; otherwise the dashboard's status badge. */
export function statusLabel(a: Appointment): string {
  const label = a.isTattooFinished ? 'Finalizado' : appointmentBadge(a);
  return isNoShow(a) ? `${label} · Faltou` : label;
}

/** Cancelled because the client did not come ('Cliente faltou', issue 28). */
export const isNoShow = (a: Appointment): boolean => a.status === 'cancelado' && a.noShow === true;

/**
 * SPEC's status badge; a no-show keeps it ('Cancelado') and adds 'Faltou' beside it, and a session
 * saved on this device without a connection adds 'Pendente' until the server has it.
 */
export function StatusBadge({ appointment }: { appointment: Appointment }) {
  const label = appointment.isTattooFinished ? 'Finalizado' : appointmentBadge(appointment);
  const pending = useIsPending(appointment.id);
  const noShow = isNoShow(appointment);
  const status = <Badge tone={tones[label]}>{label}</Badge>;
  if (!noShow && !pending) return status;
  return (
    <span className="inline-flex gap-1">
      {status}
      {noShow && <Badge tone="amber">Faltou</Badge>}
      {pending && <PendingBadge id={appointment.id} />}
    </span>
  );
}
