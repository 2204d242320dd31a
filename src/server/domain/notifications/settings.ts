import { eq } from 'drizzle-orm';
import {
  defaultNotificationSettings,
  type NotificationSettings,
  notificationSettingsSchema,
} from '../../../shared/schemas/notification';
import type { DbOrTx } from '../../db/client';
import { notificationSettings } from '../../db/schema';
import type { Actor } from '../actor';

export async function getNotificationSettings(db: DbOrTx, actor: Actor): Promise<NotificationSettings> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, actor.userId));
  if (!row) return defaultNotificationSettings;
  const { pushEnabled, reminder24hEnabled, reminder1hEnabled, taskAlertsEnabled } = row;
  return { pushEnabled, reminder24hEnabled, reminder1hEnabled, taskAlertsEnabled };
}

/** SPEC §7: update if present, otherwise insert — one statement. */
export async function saveNotificationSettings(
  db: DbOrTx,
  actor: Actor,
  input: NotificationSettings,
): Promise<NotificationSettings> {
  const values = notificationSettingsSchema.parse(input);
  await db
    .insert(notificationSettings)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...values, updatedAt: new Date() } });
  return values;
}
