import { and, eq, isNull } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Actor } from '../actor';

/**
 * 'Dispensar' on the dashboard's first-day checklist (issue 29): remembered on the person, so every
 * device stops showing it (the profile's change event refreshes the others' dashboards). Again is
 * harmless: the first moment is kept.
 */
export async function dismissChecklist(db: DbOrTx, actor: Actor, clock: Clock): Promise<void> {
  await db
    .update(profiles)
    .set({ checklistDismissedAt: clock() })
    .where(and(eq(profiles.id, actor.userId), isNull(profiles.checklistDismissedAt)));
}
