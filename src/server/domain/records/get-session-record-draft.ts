import { desc, eq } from 'drizzle-orm';
import type { SessionRecordDraft } from '../../../shared/schemas/session-record';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';
import { recordScopeOf } from './record-scope';

/**
 * The ficha's starting values for a session booked from the page: the request that became it
 * (`booking_requests.appointment_id`, set by 'Aceitar' and by a waitlist offer taken) gives the
 * body site and the size the client typed (also in the session's notes, which travel with it). Null
 * for a session booked any other way. Read like the ficha itself: only by the session's artist.
 */
export async function getSessionRecordDraft(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
): Promise<SessionRecordDraft | null> {
  await recordScopeOf(db, actor);
  const appointment = await findOwnAppointment(db, actor.userId, appointmentId);
  const [request] = await db
    .select({ placement: bookingRequests.placement, size: bookingRequests.size })
    .from(bookingRequests)
    .where(eq(bookingRequests.appointmentId, appointment.id))
    .orderBy(desc(bookingRequests.answeredAt))
    .limit(1);
  return request ? { bodySite: request.placement, size: request.size } : null;
}
