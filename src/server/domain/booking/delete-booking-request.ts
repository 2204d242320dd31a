import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { findOwnRequest } from './booking-request-queries';

/**
 * 'Excluir pedido': the request, its images and what the client wrote are gone (spam, or a client
 * asking under LGPD). A session already booked from it stays in the agenda with its client.
 */
export async function deleteBookingRequest(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  await failAs('BOOKING_ANSWER_FAILED', () =>
    db.transaction(async (tx) => {
      const request = await findOwnRequest(tx, actor.userId, id, { forUpdate: true });
      await tx.delete(bookingRequests).where(eq(bookingRequests.id, request.id));
    }),
  );
}
