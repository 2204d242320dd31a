import type { Appointment } from '../../../shared/schemas/appointment';
import { toSaoPauloIso } from '../../../shared/time';
import type { appointments } from '../../db/schema';

/** A database row as the API shows it. */
export function toAppointment(row: typeof appointments.$inferSelect): Appointment {
  return {
    id: row.id,
    artistId: row.userId,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    startTime: toSaoPauloIso(row.startTime),
    agreedValueCents: row.agreedValueCents,
    finalValueCents: row.finalValueCents,
    depositCents: row.depositCents,
    depositDueCents: row.depositDueCents,
    depositDeadline: row.depositDeadline ? toSaoPauloIso(row.depositDeadline) : null,
    notes: row.notes,
    status: row.status,
    isChecked: row.isChecked,
    isTattooFinished: row.isTattooFinished,
    durationMinutes: row.durationMinutes,
  };
}
