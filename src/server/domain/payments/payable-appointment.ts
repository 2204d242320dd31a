import type { DbOrTx } from '../../db/client';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError } from '../errors';

/**
 * SPEC §4: payments are only for appointments that are concluido with the tattoo finished. The row
 * is locked FOR UPDATE until the caller's transaction ends (the payment write then rewrites its final
 * value), so 'Cancelar Finalização', a deletion or an edit of it waits for the payment write (and
 * then sees it) or has already committed (and the payment is refused). Without the lock a payment
 * could land on work just un-finalized, or two payments could each sum without the other.
 */
export async function findPayableAppointment(tx: DbOrTx, userId: string, appointmentId: string) {
  return assertPayable(await lockAppointmentForPayment(tx, userId, appointmentId));
}

export function lockAppointmentForPayment(tx: DbOrTx, userId: string, appointmentId: string) {
  return findOwnAppointment(tx, userId, appointmentId, { forUpdate: true });
}

export function assertPayable<T extends { status: string; isTattooFinished: boolean }>(appointment: T): T {
  if (appointment.status !== 'concluido' || !appointment.isTattooFinished)
    throw new DomainError('PAYMENT_APPOINTMENT_NOT_FINISHED');
  return appointment;
}

/** A payment's own appointment deleted meanwhile took the payment with it (cascade): 404 payment. */
export async function paymentGoneIfMissing<T>(lock: Promise<T>): Promise<T> {
  try {
    return await lock;
  } catch (err) {
    if (err instanceof DomainError && err.code === 'APPOINTMENT_NOT_FOUND')
      throw new DomainError('PAYMENT_NOT_FOUND');
    throw err;
  }
}
