import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * SPEC §6: only the admin_master who owns a studio-plan organization manages its team. Anyone
 * else — an artist of that studio, a basic-plan user, a stranger — gets 403.
 */
export async function requireOwner(db: DbOrTx, actor: Actor) {
  const [row] = await db
    .select({
      organizationId: organizations.id,
      organizationName: organizations.name,
      ownerName: profiles.name,
    })
    .from(profiles)
    .innerJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(
      and(
        eq(profiles.id, actor.userId),
        eq(profiles.role, 'admin_master'),
        eq(profiles.planType, 'estudio'),
        eq(organizations.ownerId, actor.userId),
      ),
    );
  if (!row) throw new DomainError('FORBIDDEN');
  return row;
}
