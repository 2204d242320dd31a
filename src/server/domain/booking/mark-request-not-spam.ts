import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { agendaOfRequest, findOwnRequest } from './booking-request-queries';

/**
 * 'Não é spam': the artist takes a request out of the Spam folder; it goes back to 'Novos' (or
 * 'Encerrados' when its times already passed, 'Lista de espera' when it is a waitlisted client)
 * and is answered like any other. Doing it twice is harmless.
 */
export async function markRequestNotSpam(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  const agenda = await agendaOfRequest(db, actor, id);
  await failAs('BOOKING_ANSWER_FAILED', async () => {
    const request = await findOwnRequest(db, agenda, id);
    await db
      .update(bookingRequests)
      .set({ spam: false })
      .where(and(eq(bookingRequests.id, request.id), eq(bookingRequests.userId, agenda)));
  });
}
