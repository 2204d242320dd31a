import { and, eq } from 'drizzle-orm';
import type { Me, OpenStudioInput } from '../../../shared/schemas/profile';
import { openStudioSchema } from '../../../shared/schemas/profile';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { readMe } from '../profile/get-me';

/**
 * Básico → Estúdio: the artist who works alone opens a studio and becomes its owner. Every record
 * stays theirs (appointments, clients, money are keyed by user, not by plan); the organization,
 * the plan change and the owner's membership commit together. The profile row is locked so two
 * taps open one studio. The reverse is not offered: invited artists' work hangs on the studio.
 */
export async function openStudio(db: Db, actor: Actor, input: OpenStudioInput): Promise<Me> {
  const { studioName } = openStudioSchema.parse(input);
  await failAs('ORGANIZATION_CREATE_FAILED', () =>
    db.transaction(async (tx) => {
      const [profile] = await tx
        .select({ planType: profiles.planType, role: profiles.role })
        .from(profiles)
        .where(eq(profiles.id, actor.userId))
        .for('update');
      if (profile?.planType !== 'basico' || profile.role !== 'admin_master')
        throw new DomainError('STUDIO_ONLY_FROM_BASIC');
      const [organization] = await tx
        .insert(organizations)
        .values({ name: studioName, ownerId: actor.userId, planType: 'estudio' })
        .returning({ id: organizations.id });
      await tx
        .update(profiles)
        .set({ planType: 'estudio', organizationId: organization!.id })
        .where(and(eq(profiles.id, actor.userId), eq(profiles.planType, 'basico')));
      await tx.insert(organizationMembers).values({
        organizationId: organization!.id,
        userId: actor.userId,
        role: 'admin_master',
        status: 'active',
      });
    }),
  );
  return readMe(db, actor.userId);
}
