import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { findBookingSettings } from './booking-queries';
import { agendaOfRequest, findOwnRequest } from './booking-request-queries';
import { type DepositPix, depositPix } from './deposit-pix';

/** The Pix code of an accepted request's deposit still due, for the artist to show or forward. */
export async function getRequestPix(db: DbOrTx, actor: Actor, id: string): Promise<DepositPix> {
  const agenda = await agendaOfRequest(db, actor, id);
  const request = await findOwnRequest(db, agenda, id);
  if (!request.appointmentId) throw new DomainError('BOOKING_REQUEST_NOT_FOUND');
  const [appointment] = await db
    .select()
    .from(appointments)
    .where(eq(appointments.id, request.appointmentId));
  const pix = appointment && (await depositPix(db, await findBookingSettings(db, agenda), appointment));
  if (!pix) throw new DomainError('BOOKING_NO_DEPOSIT_DUE');
  return pix;
}
