import { eq } from 'drizzle-orm';
import { type ProposeRequestInput, proposeRequestSchema } from '../../../shared/schemas/booking-request';
import type { Clock } from '../../../shared/time';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { agendaOfRequest, assertOpen, findOwnRequest } from './booking-request-queries';

/**
 * 'Propor outro horário': the request stays open (the artist accepts it later, at the time agreed on
 * WhatsApp); the client's status page shows the proposal and the message. Nothing is held.
 */
export async function proposeBookingTime(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: ProposeRequestInput,
  clock: Clock,
): Promise<void> {
  const agenda = await agendaOfRequest(db, actor, id);
  const values = proposeRequestSchema.parse(input);
  await failAs('BOOKING_ANSWER_FAILED', () =>
    db.transaction(async (tx) => {
      const request = await findOwnRequest(tx, agenda, id, { forUpdate: true });
      assertOpen(request);
      await tx
        .update(bookingRequests)
        .set({
          status: 'proposto',
          proposedStart: new Date(toSaoPauloTimestamp(values.date, values.time)),
          artistMessage: values.message || null,
          answeredAt: clock(),
        })
        .where(eq(bookingRequests.id, request.id));
    }),
  );
}
