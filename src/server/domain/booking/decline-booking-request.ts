import { eq } from 'drizzle-orm';
import { type DeclineRequestInput, declineRequestSchema } from '../../../shared/schemas/booking-request';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { agendaOfRequest, assertOpen, findOwnRequest } from './booking-request-queries';

/**
 * 'Recusar' (on the waitlist, 'Remover da lista'): closed with the artist's message, which the
 * client's status page shows.
 */
export async function declineBookingRequest(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: DeclineRequestInput,
  clock: Clock,
): Promise<void> {
  const agenda = await agendaOfRequest(db, actor, id);
  const values = declineRequestSchema.parse(input);
  await failAs('BOOKING_ANSWER_FAILED', () =>
    db.transaction(async (tx) => {
      const request = await findOwnRequest(tx, agenda, id, { forUpdate: true });
      if (request.status !== 'espera') assertOpen(request);
      await tx
        .update(bookingRequests)
        .set({ status: 'recusado', artistMessage: values.message || null, answeredAt: clock() })
        .where(eq(bookingRequests.id, request.id));
    }),
  );
}
