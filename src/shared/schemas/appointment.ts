import { z } from 'zod';
import { appointmentStatuses } from '../enums';

/** An appointment as the API answers it (SPEC §3; money in cents, start_time as ISO). */
export const appointmentSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  clientName: z.string(),
  title: z.string(),
  startTime: z.string(),
  agreedValueCents: z.number().int(),
  finalValueCents: z.number().int().nullable(),
  notes: z.string().nullable(),
  status: z.enum(appointmentStatuses),
  isChecked: z.boolean(),
  isTattooFinished: z.boolean(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** SPEC §2: Concluído, Cancelado, Chegou (if checked), otherwise Agendado. */
export function appointmentBadge(a: Pick<Appointment, 'status' | 'isChecked'>) {
  if (a.status === 'concluido') return 'Concluído';
  if (a.status === 'cancelado') return 'Cancelado';
  if (a.isChecked) return 'Chegou';
  return 'Agendado';
}
