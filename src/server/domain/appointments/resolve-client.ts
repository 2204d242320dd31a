import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { findClientByName, findOwnClient } from '../clients/queries';

/**
 * Who the appointment is for. An existing client by id; or a typed name, which reuses the client of
 * that name (ignoring case and accents) or registers a new one — so every appointment's client
 * appears in Clientes with its count and total, and WhatsApp is one tap away once a phone is added.
 */
export async function resolveClient(
  tx: DbOrTx,
  userId: string,
  input: { clientId?: string | null; clientName?: string | null },
): Promise<{ clientId: string; clientName: string }> {
  if (input.clientId) {
    const client = await findOwnClient(tx, userId, input.clientId);
    return { clientId: client.id, clientName: client.name };
  }
  const name = (input.clientName ?? '').trim();
  const existing = await findClientByName(tx, userId, name);
  if (existing) return { clientId: existing.id, clientName: existing.name };
  const [created] = await tx.insert(clients).values({ userId, name }).returning();
  return { clientId: created!.id, clientName: created!.name };
}
