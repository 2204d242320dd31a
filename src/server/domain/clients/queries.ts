import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients } from '../../db/schema';
import { DomainError } from '../errors';
import { isUuid } from '../paging';

/** The user's client, or CLIENT_NOT_FOUND (someone else's id looks exactly like a missing one). */
export async function findOwnClient(db: DbOrTx, userId: string, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(clients)
        .where(and(eq(clients.id, id), eq(clients.userId, userId)))
    : [];
  if (!row) throw new DomainError('CLIENT_NOT_FOUND');
  return row;
}

/**
 * A client whose name matches ignoring case and accents, so typing 'jose' reuses 'José'. `forUpdate`
 * locks it (level 2 of domain/locks.ts); one erased while we waited is not returned.
 */
export async function findClientByName(db: DbOrTx, userId: string, name: string, { forUpdate = false } = {}) {
  const query = db
    .select()
    .from(clients)
    .where(and(eq(clients.userId, userId), sql`tinta_fold(${clients.name}) = tinta_fold(${name})`))
    .orderBy(clients.createdAt)
    .limit(1);
  const [row] = forUpdate ? await query.for('no key update') : await query;
  return row ?? null;
}
