import type { Client } from '../../../shared/schemas/client';
import type { clients } from '../../db/schema';

/** A client that has no appointments yet (just created), in the list's shape. */
export function toNewClient(row: typeof clients.$inferSelect): Client {
  return {
    id: row.id,
    artistId: row.userId,
    name: row.name,
    phone: row.phone,
    instagram: row.instagram,
    birthDate: row.birthDate,
    document: row.document,
    createdAt: row.createdAt.toISOString(),
    appointmentCount: 0,
    totalSpentCents: 0,
    lastVisit: null,
    nextSession: null,
  };
}
