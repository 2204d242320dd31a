import { and, eq, isNull } from 'drizzle-orm';
import type { Me, SelectPlanInput } from '../../../shared/schemas/profile';
import type { Db } from '../../db/client';
import { organizationMembers, organizations, profiles } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { readMe } from '../profile/get-me';

/**
 * SPEC §4 plan selection: whoever picks a plan becomes admin_master. The studio plan also creates
 * the organization, links the profile and adds the owner as a member — all or nothing.
 */
export async function selectPlan(db: Db, actor: Actor, input: SelectPlanInput): Promise<Me> {
  const current = await readMe(db, actor.userId);
  if (current.planType) throw new DomainError('PLAN_ALREADY_CHOSEN');

  if (input.planType === 'basico') {
    await failAs('PLAN_SELECT_FAILED', () =>
      db
        .update(profiles)
        .set({ role: 'admin_master', planType: 'basico' })
        .where(and(eq(profiles.id, actor.userId), isNull(profiles.planType))),
    );
    return readMe(db, actor.userId);
  }

  await failAs('PLAN_SELECT_FAILED', () =>
    db.transaction(async (tx) => {
      const [organization] = await failAs('ORGANIZATION_CREATE_FAILED', () =>
        tx
          .insert(organizations)
          .values({ name: input.studioName, ownerId: actor.userId, planType: 'estudio' })
          .returning({ id: organizations.id }),
      );
      const linked = await tx
        .update(profiles)
        .set({ role: 'admin_master', planType: 'estudio', organizationId: organization!.id })
        .where(and(eq(profiles.id, actor.userId), isNull(profiles.planType)))
        .returning({ id: profiles.id });
      // Two tabs choosing at once: the second finds the plan already set and changes nothing.
      if (linked.length === 0) throw new DomainError('PLAN_ALREADY_CHOSEN');
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
