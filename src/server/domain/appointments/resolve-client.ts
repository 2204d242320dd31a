import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { findClientByName } from '../clients/queries';
import { DomainError } from '../errors';
import { lockClient } from '../locks';

/** The appointment's client: an existing one, locked; or a typed name still to be registered. */
export type ClientChoice =
  | { clientId: string; clientName: string }
  | { register: string; phone?: string | null; instagram?: string | null; personId?: string | null };

/**
 * Who the appointment is for. An existing client by id; or a typed name, which reuses the client of
 * that name (ignoring case and accents) or registers a new one — so every appointment's client
 * appears in Clientes with its count and total, and WhatsApp is one tap away once a phone is added.
 * An existing client is locked here (level 2 of the lock order, domain/locks.ts), so it cannot be
 * erased or deleted under the appointment being written: one erased meanwhile is 404 'Cliente não
 * encontrado'. A new one is only registered by {@link settleClient}, after the write's other locks:
 * its insert touches the user's rollups (level 5).
 *
 * `carryFrom` are the other agendas whose clients may be picked for this one (in a studio: the
 * studio's client found by search, the owner or front desk booking for an artist, a session handed
 * to another artist). Such a client is carried over as the same studio person (migration 0034):
 * the artist's own row of that person, else of that name, else a new row with the same contact,
 * linked to the person — never anything of the client's record. The contact (phone, Instagram)
 * comes along only for who keeps the studio's agenda (`withContact`: owner, front desk); an artist
 * who found the studio's client by name gets the name and the link, and asks for the rest.
 */
export async function chooseClient(
  tx: DbOrTx,
  userId: string,
  input: { clientId?: string | null; clientName?: string | null },
  carryFrom: string[] = [],
  { withContact = false } = {},
): Promise<ClientChoice> {
  const others = carryFrom.filter((id) => id !== userId);
  if (input.clientId && others.length > 0) {
    const [theirs] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.id, input.clientId), eq(clients.userId, userId)));
    if (!theirs) {
      const [peek] = await tx
        .select({ id: clients.id, personId: clients.personId })
        .from(clients)
        .where(and(eq(clients.id, input.clientId), inArray(clients.userId, others)));
      if (!peek) throw new DomainError('CLIENT_NOT_FOUND');
      // A row from before its owner joined a studio may have no person yet: its own id names it.
      const person = peek.personId ?? peek.id;
      const [mine] = await tx
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.userId, userId), eq(clients.personId, person)))
        .orderBy(clients.createdAt)
        .limit(1);
      // Both client rows locked together, in id order (domain/locks.ts level 2): two bookings
      // carrying one person in opposite directions never wait on each other crosswise.
      const locked = await tx
        .select()
        .from(clients)
        .where(inArray(clients.id, mine ? [peek.id, mine.id] : [peek.id]))
        .orderBy(asc(clients.id))
        .for('no key update');
      const picked = locked.find((r) => r.id === peek.id);
      if (!picked) throw new DomainError('CLIENT_NOT_FOUND');
      const samePerson = mine ? locked.find((r) => r.id === mine.id) : undefined;
      const existing = samePerson ?? (await findClientByName(tx, userId, picked.name, { forUpdate: true }));
      return existing
        ? { clientId: existing.id, clientName: existing.name }
        : {
            register: picked.name,
            phone: withContact ? picked.phone : null,
            instagram: withContact ? picked.instagram : null,
            personId: person,
          };
    }
  }
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
  const [created] = await tx
    .insert(clients)
    .values({
      userId,
      name: choice.register,
      phone: choice.phone ?? null,
      instagram: choice.instagram ?? null,
      personId: choice.personId ?? null,
    })
    .returning();
  return { clientId: created!.id, clientName: created!.name };
}
