import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { readMe } from '../profile/get-me';

/** Whose inventory an artist uses: their studio's (shared by its artists) or, alone, their own. */
export interface InkScope {
  organizationId: string | null;
  userId: string;
}

export async function inkScopeOf(db: DbOrTx, actor: Actor): Promise<InkScope> {
  const me = actor.me ?? (await readMe(db, actor.userId));
  return { organizationId: me.organizationId, userId: actor.userId };
}

/** `ink_lots` rows (alias optional) this scope may read and use. */
export function inScope(scope: InkScope, alias = 'ink_lots'): SQL {
  const table = sql.raw(alias);
  return scope.organizationId
    ? sql`${table}.organization_id = ${scope.organizationId}`
    : sql`${table}.user_id = ${scope.userId}`;
}
