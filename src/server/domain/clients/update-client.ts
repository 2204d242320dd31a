import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ClientInput } from '../../../shared/schemas/client';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, clients, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { lockClient, lockClientAppointments } from '../locks';
import { parseClientInput } from './parse-client-input';

/**
 * Renames or re-contacts a client. Their appointments and those appointments' payments keep
 * client_name as a copy, so a rename carries over to both in the same transaction — the agenda and
 * Financeiro show (and search) the name the artist uses now. The one lock order (domain/locks.ts):
 * the client, then their appointments by id.
 */
export async function updateClient(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: ClientInput,
  clock: Clock,
): Promise<{ id: string }> {
  // `id` belongs to creation only: an edit never moves a client to another key.
  const { id: _createOnly, ...values } = parseClientInput(input, clock);
  await failAs('CLIENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await lockClient(tx, actor.userId, id);
      await tx
        .update(clients)
        .set(values)
        .where(and(eq(clients.id, id), eq(clients.userId, actor.userId)));
      // Only a rename touches the copies: a new phone must not rewrite (and announce) every session.
      if (values.name === current.name) return;
      await lockClientAppointments(tx, actor.userId, id);
      const theirAppointments = tx
        .select({ id: appointments.id })
        .from(appointments)
        .where(and(eq(appointments.clientId, id), eq(appointments.userId, actor.userId)));
      await tx
        .update(appointments)
        .set({ clientName: values.name })
        .where(
          and(
            eq(appointments.clientId, id),
            eq(appointments.userId, actor.userId),
            ne(appointments.clientName, values.name),
          ),
        );
      await tx
        .update(payments)
        .set({ clientName: values.name })
        .where(
          and(
            eq(payments.userId, actor.userId),
            inArray(payments.appointmentId, theirAppointments),
            ne(payments.clientName, values.name),
          ),
        );
    }),
  );
  return { id };
}
