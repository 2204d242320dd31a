import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, profiles } from '../../db/schema';

export async function findProfileWithOrganization(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: profiles.id,
      name: profiles.name,
      email: profiles.email,
      role: profiles.role,
      planType: profiles.planType,
      organizationId: profiles.organizationId,
      createdAt: profiles.createdAt,
      organization: {
        id: organizations.id,
        name: organizations.name,
        ownerId: organizations.ownerId,
        planType: organizations.planType,
      },
    })
    .from(profiles)
    .leftJoin(organizations, eq(organizations.id, profiles.organizationId))
    .where(eq(profiles.id, userId));
  return row;
}
