import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { findClientByName } from '../clients/queries';
import { lockClient } from '../locks';

/** The appointment's client: an existing one, locked; or a typed name still to be registered. */
export type ClientChoice = { clientId: string; clientName: string } | { register: string };

/**
 * Who the appointment is for. An existing client by id; or a typed name, which reuses the client of
 * that name (ignoring case and accents) or registers a new one — so every appointment's client
 * appears in Clientes with its count and total, and WhatsApp is one tap away once a phone is added.
 * An existing client is locked here (level 2 of the lock order, domain/locks.ts), so it cannot be
 * erased or deleted under the appointment being written: one erased meanwhile is 404 'Cliente não
 * encontrado'. A new one is only registered by {@link settleClient}, after the write's other locks:
 * its insert touches the user's rollups (level 5).
 */
export async function chooseClient(
  tx: DbOrTx,
  userId: string,
  input: { clientId?: string | null; clientName?: string | null },
): Promise<ClientChoice> {
  if (input.clientId) {
    const client = await lockClient(tx, userId, input.clientId);
    return { clientId: client.id, clientName: client.name };
  }
  const name = (input.clientName ?? '').trim();
  const existing = await findClientByName(tx, userId, name, { forUpdate: true });
  return existing ? { clientId: existing.id, clientName: existing.name } : { register: name };
}

/** The chosen client's id and name, registering the typed name now if it was new. */
export async function settleClient(
  tx: DbOrTx,
  userId: string,
  choice: ClientChoice,
): Promise<{ clientId: string; clientName: string }> {
  if (!('register' in choice)) return choice;
  const [created] = await tx.insert(clients).values({ userId, name: choice.register }).returning();
  return { clientId: created!.id, clientName: created!.name };
}
