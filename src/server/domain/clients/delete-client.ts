import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { lockClient, lockClientAppointments } from '../locks';

/**
 * Removes a client. Their appointments and payments stay (the money was received); the
 * appointments keep the client's name and lose only the link (FK ON DELETE SET NULL).
 *
 * The one lock order (domain/locks.ts): the client, then their appointments in id order — unlinking
 * them updates the user's rollups, and a Finalizar running at the same time locks its appointment
 * before the rollups, so the two wait for each other instead of deadlocking.
 */
export async function deleteClient(db: DbOrTx, actor: Actor, id: string): Promise<void> {
  const deleted = await failAs('CLIENT_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockClient(tx, actor.userId, id);
      await lockClientAppointments(tx, actor.userId, id);
      return tx
        .delete(clients)
        .where(and(eq(clients.id, id), eq(clients.userId, actor.userId)))
        .returning({ id: clients.id });
    }),
  );
  if (deleted.length === 0) throw new DomainError('CLIENT_NOT_FOUND');
}
