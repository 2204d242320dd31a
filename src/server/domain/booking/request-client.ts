import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { findClientByName } from '../clients/queries';
import { DomainError } from '../errors';
import { lockClient } from '../locks';
import { findClientByPhone } from './booking-request-queries';

// A request becoming a session (accepted by the artist, or a waitlisted client taking a freed slot)
// is for the artist's client with the request's phone — found, locked, or registered.

export type Asked = { clientName: string; phone: string; instagram: string | null };
export type KnownClient = Awaited<ReturnType<typeof lockClient>> & { byPhone: boolean };

/**
 * The artist's client this request is from, locked (level 2 of the lock order): by phone, else a
 * namesake without a phone — a namesake with another phone is another person. One erased between
 * the look-up and the lock is looked up again. Null: the client is new, registered later.
 */
export async function lockKnownClient(
  tx: DbOrTx,
  userId: string,
  request: Asked,
): Promise<KnownClient | null> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const found = await findKnownClient(tx, userId, request);
    if (!found) return null;
    try {
      return { ...(await lockClient(tx, userId, found.id)), byPhone: found.byPhone };
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'CLIENT_NOT_FOUND')) throw err;
    }
  }
  return null;
}

async function findKnownClient(tx: DbOrTx, userId: string, request: Asked) {
  const byPhone = await findClientByPhone(tx, userId, request.phone);
  if (byPhone) return { id: byPhone.id, byPhone: true };
  const byName = await findClientByName(tx, userId, request.clientName);
  return byName && !byName.phone?.replace(/\D/g, '') ? { id: byName.id, byPhone: false } : null;
}

export async function clientFor(
  tx: DbOrTx,
  userId: string,
  request: Asked,
  known: KnownClient | null,
): Promise<{ id: string; name: string }> {
  if (known?.byPhone) return known;
  if (known) {
    await tx
      .update(clients)
      .set({ phone: request.phone, instagram: known.instagram ?? request.instagram })
      .where(eq(clients.id, known.id));
    return known;
  }
  const [created] = await tx
    .insert(clients)
    .values({ userId, name: request.clientName, phone: request.phone, instagram: request.instagram })
    .returning();
  return created!;
}
