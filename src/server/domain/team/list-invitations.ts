import { desc, eq } from 'drizzle-orm';
import type { Invitation } from '../../../shared/schemas/team';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { invitations } from '../../db/schema';
import type { Actor } from '../actor';
import { requireOwner } from './require-owner';
import { toInvitation } from './to-invitation';

/** SPEC §7: the organization's invitations, newest first. */
export async function listInvitations(db: DbOrTx, actor: Actor, clock: Clock): Promise<Invitation[]> {
  const { organizationId } = await requireOwner(db, actor);
  const rows = await db
    .select()
    .from(invitations)
    .where(eq(invitations.organizationId, organizationId))
    .orderBy(desc(invitations.createdAt))
    .limit(200);
  const now = clock();
  return rows.map((r) => toInvitation(r, now));
}
