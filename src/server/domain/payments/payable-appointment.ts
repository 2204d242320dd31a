import type { DbOrTx } from '../../db/client';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError } from '../errors';

/** SPEC §4: payments are only for appointments that are concluido with the tattoo finished. */
export async function findPayableAppointment(db: DbOrTx, userId: string, appointmentId: string) {
  const appointment = await findOwnAppointment(db, userId, appointmentId);
  if (appointment.status !== 'concluido' || !appointment.isTattooFinished)
    throw new DomainError('PAYMENT_APPOINTMENT_NOT_FINISHED');
  return appointment;
}
