import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests, notifications } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { agendaOfRequest, findOwnRequest } from './booking-request-queries';

/**
 * 'Excluir pedido': the request, its images and what the client wrote are gone (spam, or a client
 * asking under LGPD), and so are the bell's notifications about it, which name the client (they
 * point at the request by id only, with no foreign key to take them along). A session already booked
 * from it stays in the agenda with its client.
 */
export async function deleteBookingRequest(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  const agenda = await agendaOfRequest(db, actor, id);
  await failAs('BOOKING_ANSWER_FAILED', () =>
    db.transaction(async (tx) => {
      const request = await findOwnRequest(tx, agenda, id, { forUpdate: true });
      await tx.delete(bookingRequests).where(eq(bookingRequests.id, request.id));
      await tx
        .delete(notifications)
        .where(and(eq(notifications.userId, agenda), eq(notifications.relatedId, request.id)));
    }),
  );
}
