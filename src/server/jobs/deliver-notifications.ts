import { eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../shared/time';
import type { Db } from '../db/client';
import { notificationSettings, pushSubscriptions } from '../db/schema';
import { sendPush } from '../push/send-push';
import type { VapidKeys } from '../push/vapid';

const BATCH = 100;

interface Claimed extends Record<string, unknown> {
  id: string;
  user_id: string;
  type: 'reminder_24h' | 'reminder_1h' | 'task_reminder';
  title: string;
  message: string;
  related_id: string | null;
  related_type: 'appointment' | 'task' | null;
}

/**
 * Delivers every due pending notification once. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * settled in one statement, so two server processes never take the same row, and anything overdue
 * after a restart goes out on the next tick. A reminder whose type the user switched off
 * (reminder_24h_enabled, reminder_1h_enabled, task_alerts_enabled) is dropped, neither in the bell
 * nor pushed; the rest are marked sent, which fires the live event (the bell), and a Web Push goes
 * to each of the user's browsers when push is on too. A missing settings row reads as the defaults.
 */
export async function deliverDueNotifications(
  db: Db,
  deps: { clock: Clock; vapid: VapidKeys; log: (m: string) => void },
): Promise<number> {
  const now = deps.clock();
  const claimed = (
    await db.execute<Claimed>(sql`
      WITH due AS (
        SELECT n.id, CASE n.type
            WHEN 'reminder_24h' THEN coalesce(s.reminder_24h_enabled, true)
            WHEN 'reminder_1h' THEN coalesce(s.reminder_1h_enabled, true)
            WHEN 'task_reminder' THEN coalesce(s.task_alerts_enabled, true)
            ELSE true
          END AS wanted
        FROM notifications n LEFT JOIN notification_settings s ON s.user_id = n.user_id
        WHERE n.status = 'pending' AND n.scheduled_for <= ${now}
        ORDER BY n.scheduled_for LIMIT ${BATCH}
        FOR UPDATE OF n SKIP LOCKED
      ), dropped AS (
        DELETE FROM notifications d USING due WHERE d.id = due.id AND NOT due.wanted
      )
      UPDATE notifications n SET status = 'sent', sent_at = ${now}
      FROM due
      WHERE n.id = due.id AND due.wanted
      RETURNING n.id, n.user_id, n.type, n.title, n.message, n.related_id, n.related_type`)
  ).rows;
  if (claimed.length === 0) return 0;

  const users = [...new Set(claimed.map((c) => c.user_id))];
  const [settings, subscriptions] = await Promise.all([
    db.select().from(notificationSettings).where(inArray(notificationSettings.userId, users)),
    db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, users)),
  ]);
  const settingsOf = new Map(settings.map((s) => [s.userId, s]));

  await Promise.all(
    claimed.map(async (n) => {
      const s = settingsOf.get(n.user_id);
      // The type's switch was settled in SQL (switched-off rows never come back): push decides the rest.
      if (!s?.pushEnabled) return;
      const payload = {
        title: n.title,
        body: n.message,
        tag: n.id,
        section: n.related_type === 'task' ? 'tasks' : 'calendar',
        relatedId: n.related_id,
      };
      for (const target of subscriptions.filter((sub) => sub.userId === n.user_id)) {
        const outcome = await sendPush(target, payload, deps.vapid);
        if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        if (outcome === 'failed') deps.log(`push to ${new URL(target.endpoint).host} failed`);
      }
    }),
  );
  return claimed.length;
}

/** Runs delivery every `everyMs`; one tick at a time. */
export function startNotificationDelivery(
  db: Db,
  deps: { clock: Clock; vapid: VapidKeys; log: (m: string) => void },
  everyMs = 15_000,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    deliverDueNotifications(db, deps)
      .catch((err: Error) => deps.log(`notification delivery failed: ${err.message}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
