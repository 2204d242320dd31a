import type { Me } from '../../../shared/schemas/profile';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { findProfileWithOrganization } from './queries';

export async function getMe(db: DbOrTx, actor: Actor): Promise<Me> {
  const row = await findProfileWithOrganization(db, actor.userId);
  if (!row) throw new DomainError('NOT_AUTHENTICATED');
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    organization: row.organization?.id ? row.organization : null,
  };
}
