import { and, eq } from 'drizzle-orm';
import { type PushSubscriptionInput, pushSubscriptionSchema } from '../../../shared/schemas/notification';
import type { DbOrTx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { acceptsEndpoint, browserPushServices, type PushEndpointPolicy } from '../../push/endpoint-policy';
import type { Actor } from '../actor';
import { DomainError } from '../errors';

/**
 * This browser will receive the user's pushes. The endpoint must be one of the browsers' push
 * services (otherwise the server would POST wherever a user points it: 400, nothing stored).
 * Re-posting one's own endpoint refreshes its keys; an endpoint another account holds stays
 * theirs (409) — the web app then drops this browser's old subscription and makes a new one.
 */
export async function savePushSubscription(
  db: DbOrTx,
  actor: Actor,
  input: PushSubscriptionInput,
  policy: PushEndpointPolicy = browserPushServices,
) {
  const { endpoint, keys } = pushSubscriptionSchema.parse(input);
  if (!acceptsEndpoint(policy, endpoint)) throw new DomainError('PUSH_ENDPOINT_REFUSED');
  const saved = await db
    .insert(pushSubscriptions)
    .values({ userId: actor.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { p256dh: keys.p256dh, auth: keys.auth },
      setWhere: eq(pushSubscriptions.userId, actor.userId),
    })
    .returning({ id: pushSubscriptions.id });
  if (saved.length === 0) throw new DomainError('PUSH_SUBSCRIPTION_TAKEN');
}

export async function deletePushSubscription(db: DbOrTx, actor: Actor, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.userId), eq(pushSubscriptions.endpoint, endpoint)));
}
