import type { AppointmentStatus } from './enums';

/** SPEC §2: Concluído, Cancelado, Chegou (if checked), otherwise Agendado. */
export function appointmentBadge(a: { status: AppointmentStatus; isChecked: boolean }) {
  if (a.status === 'concluido') return 'Concluído';
  if (a.status === 'cancelado') return 'Cancelado';
  if (a.isChecked) return 'Chegou';
  return 'Agendado';
}
