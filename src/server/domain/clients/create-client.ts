import { and, eq } from 'drizzle-orm';
import type { Client, ClientInput } from '../../../shared/schemas/client';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { parseClientInput } from './parse-client-input';
import { toNewClient } from './to-client';

/**
 * Registers a client. With the browser's own `id` (saves made offline and replayed), a second
 * arrival of the same save answers the client already made instead of a duplicate.
 */
export async function createClient(
  db: DbOrTx,
  actor: Actor,
  input: ClientInput,
  clock: Clock,
): Promise<Client> {
  const { id, ...values } = parseClientInput(input, clock);
  const [row] = await failAs('CLIENT_SAVE_FAILED', () =>
    db
      .insert(clients)
      .values({ ...(id ? { id } : {}), userId: actor.userId, ...values })
      .onConflictDoNothing({ target: clients.id })
      .returning(),
  );
  if (row) return toNewClient(row);
  const [replayed] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.id, id!), eq(clients.userId, actor.userId)));
  // Someone else's id: refused like any bad input, revealing nothing.
  if (!replayed) throw new DomainError('VALIDATION');
  return toNewClient(replayed);
}
