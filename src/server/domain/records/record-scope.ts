import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { readMe } from '../profile/get-me';

/**
 * Whose ink inventory, consent text and record rules an artist works under: their studio's (shared
 * by its artists, set by its owner) or, working alone, their own.
 */
export interface RecordScope {
  organizationId: string | null;
  userId: string;
  /** The studio owner, or an artist working alone: the one who sets the text and the rules. */
  isOwner: boolean;
}

export async function recordScopeOf(db: DbOrTx, actor: Actor): Promise<RecordScope> {
  const me = actor.me ?? (await readMe(db, actor.userId));
  // The front desk keeps the agenda, not the client record: no inks, texts, rules or records.
  if (me.role === 'recepcao') throw new DomainError('FORBIDDEN');
  return {
    organizationId: me.organizationId,
    userId: actor.userId,
    isOwner: !me.organizationId || me.organization?.ownerId === actor.userId,
  };
}

/** Rows of `ink_lots` (or of another table owned the same way: `alias`) this scope may read and use. */
export function inScope(scope: RecordScope, alias = 'ink_lots'): SQL {
  const table = sql.raw(alias);
  return scope.organizationId
    ? sql`${table}.organization_id = ${scope.organizationId}`
    : sql`${table}.user_id = ${scope.userId}`;
}
