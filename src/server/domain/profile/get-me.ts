import type { Me } from '../../../shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { findProfileWithOrganization } from './queries';

/**
 * GET /api/me: the profile as of this request — the copy the request floor read together with
 * the session when there is one. Writers answer with `readMe`, which sees their own change.
 */
export async function getMe(db: DbOrTx, actor: Actor): Promise<Me> {
  return actor.me ?? readMe(db, actor.userId);
}

/** The profile and studio as stored now (inside a transaction: as that transaction sees them). */
export async function readMe(db: DbOrTx, userId: string): Promise<Me> {
  const row = await findProfileWithOrganization(db, userId);
  if (!row) throw new DomainError('NOT_AUTHENTICATED');
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    organization: row.organization?.id ? row.organization : null,
  };
}
