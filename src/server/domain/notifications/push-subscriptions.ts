import { and, eq } from 'drizzle-orm';
import { type PushSubscriptionInput, pushSubscriptionSchema } from '../../../shared/schemas/notification';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import type { Actor } from '../actor';

/** This browser will receive the user's pushes (re-subscribing moves an endpoint to whoever is signed in). */
export async function savePushSubscription(db: DbOrTx, actor: Actor, input: PushSubscriptionInput) {
  const { endpoint, keys } = pushSubscriptionSchema.parse(input);
  await db
    .insert(pushSubscriptions)
    .values({ userId: actor.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: actor.userId, p256dh: keys.p256dh, auth: keys.auth },
    });
}

export async function deletePushSubscription(db: DbOrTx, actor: Actor, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.userId), eq(pushSubscriptions.endpoint, endpoint)));
}
