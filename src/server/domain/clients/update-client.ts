import { and, eq } from 'drizzle-orm';
import type { ClientInput } from '../../../shared/schemas/client';
import { clientInputSchema } from '../../../shared/schemas/client';
import type { DbOrTx } from '../../db/client';
import { appointments, clients } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { findOwnClient } from './queries';

/**
 * Renames or re-contacts a client. Their appointments keep client_name as a copy for history, so
 * a rename carries over to them in the same transaction — the agenda shows the name the artist uses now.
 */
export async function updateClient(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: ClientInput,
): Promise<{ id: string }> {
  const values = clientInputSchema.parse(input);
  await findOwnClient(db, actor.userId, id);
  await failAs('CLIENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await tx
        .update(clients)
        .set(values)
        .where(and(eq(clients.id, id), eq(clients.userId, actor.userId)));
      await tx
        .update(appointments)
        .set({ clientName: values.name })
        .where(and(eq(appointments.clientId, id), eq(appointments.userId, actor.userId)));
    }),
  );
  return { id };
}
