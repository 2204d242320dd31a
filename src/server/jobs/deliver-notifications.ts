import { eq, inArray, sql } from 'drizzle-orm';
import { type NotificationType, noticeTypes } from '../../shared/enums';
import type { Clock } from '../../shared/time';
import type { Db } from '../db/client';
import { notificationSettings, pushSubscriptions } from '../db/schema';
import { expireStaleRequests } from '../domain/booking/expire-stale-requests';
import { releaseExpiredHolds } from '../domain/booking/release-expired-holds';
import { purgeExpiredConsents } from '../domain/lgpd/purge-expired-consents';
import { sendDasReminders } from '../domain/mei/send-das-reminders';
import { sendDasnReminders } from '../domain/mei/send-dasn-reminders';
import { browserPushServices, type PushEndpointPolicy } from '../push/endpoint-policy';
import { sendPush } from '../push/send-push';
import type { VapidKeys } from '../push/vapid';
import { safeErrorMessage } from '../safe-error';

const BATCH = 100;

/** `pushEndpointPolicy` defaults to the browsers' push services; only tests pass another. */
export interface DeliveryDeps {
  clock: Clock;
  vapid: VapidKeys;
  log: (m: string) => void;
  pushEndpointPolicy?: PushEndpointPolicy;
}

interface Claimed extends Record<string, unknown> {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  related_id: string | null;
  related_type: 'appointment' | 'task' | 'booking_request' | null;
}

/**
 * Delivers every due pending notification once. Rows are claimed with FOR UPDATE SKIP LOCKED and
 * settled in one statement, so two server processes never take the same row, and anything overdue
 * after a restart goes out on the next tick. A reminder whose type the user switched off
 * (reminder_24h_enabled, reminder_1h_enabled, task_alerts_enabled) is dropped, neither in the bell
 * nor pushed; so is a stale one (its appointment gone, no longer agendado, finished or moved; its
 * task gone, done or no longer alta), so a reminder is never sent for what it no longer describes.
 * The rest are marked sent, which fires the live event (the bell), and a Web Push goes
 * to each of the user's browsers when push is on too. A missing settings row reads as the defaults.
 */
export async function deliverDueNotifications(db: Db, deps: DeliveryDeps): Promise<number> {
  const now = deps.clock();
  const claimed = (
    await db.execute<Claimed>(sql`
      WITH due AS (
        SELECT n.id, CASE n.type
            WHEN 'reminder_24h' THEN coalesce(s.reminder_24h_enabled, true)
            WHEN 'reminder_1h' THEN coalesce(s.reminder_1h_enabled, true)
            WHEN 'task_reminder' THEN coalesce(s.task_alerts_enabled, true)
            ELSE true
          END AS wanted,
          -- Still true of its appointment or task as it is now (a crash, a script or a restored
          -- backup may have left it behind): else it is stale, and dropped instead of sent.
          -- A notice (an agenda change, a deposit the bank reported) says what happened then: it
          -- stays true (shared/enums.ts noticeTypes).
          CASE WHEN n.type IN (${sql.join(
            noticeTypes.map((t) => sql`${t}`),
            sql`, `,
          )}) THEN true ELSE CASE n.related_type
            WHEN 'appointment' THEN EXISTS (
              SELECT 1 FROM appointments a
              WHERE a.id = n.related_id AND a.user_id = n.user_id
                AND a.status = 'agendado' AND NOT a.is_tattoo_finished
                AND a.start_time = n.scheduled_for + CASE n.type
                  WHEN 'reminder_24h' THEN interval '24 hours' ELSE interval '1 hour' END)
            WHEN 'task' THEN EXISTS (
              SELECT 1 FROM tasks t
              WHERE t.id = n.related_id AND t.user_id = n.user_id
                AND t.priority = 'alta' AND t.status <> 'feito'
                AND n.scheduled_for = tinta_sp_instant(t.date, time '08:00')) -- migration 0025
            ELSE true
          END END AS current
        FROM notifications n LEFT JOIN notification_settings s ON s.user_id = n.user_id
        WHERE n.status = 'pending' AND n.scheduled_for <= ${now}
        ORDER BY n.scheduled_for LIMIT ${BATCH}
        FOR UPDATE OF n SKIP LOCKED
      ), dropped AS (
        DELETE FROM notifications d USING due WHERE d.id = due.id AND NOT (due.wanted AND due.current)
      )
      UPDATE notifications n SET status = 'sent', sent_at = ${now}
      FROM due
      WHERE n.id = due.id AND due.wanted AND due.current
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
        // The DAS and DASN-SIMEI reminders open Relatórios, where the MEI card is.
        section: meiTypes.has(n.type) ? 'reports' : sectionOf[n.related_type ?? 'appointment'],
        relatedId: n.related_id,
      };
      for (const target of subscriptions.filter((sub) => sub.userId === n.user_id)) {
        // The endpoint policy is checked again at send time: rows stored before it existed go too.
        const outcome = await sendPush(
          target,
          payload,
          deps.vapid,
          deps.pushEndpointPolicy ?? browserPushServices,
        );
        if (outcome === 'gone' || outcome === 'refused') {
          await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, target.id));
        }
        if (outcome === 'failed') deps.log(`push to ${new URL(target.endpoint).host} failed`);
      }
    }),
  );
  return claimed.length;
}

const meiTypes = new Set<NotificationType>(['das_reminder', 'dasn_reminder']);

/** Which screen a tapped push opens. */
const sectionOf = { appointment: 'calendar', task: 'tasks', booking_request: 'requests' } as const;

/** Runs delivery every `everyMs`; one tick at a time. */
export function startNotificationDelivery(db: Db, deps: DeliveryDeps, everyMs = 15_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Unpaid booking holds first: the artist's 'Horário liberado' then goes out in the same tick.
    Promise.all([
      releaseExpiredHolds(db, deps.clock),
      expireStaleRequests(db, deps.clock),
      purgeExpiredConsents(db, deps.clock),
      sendDasReminders(db, deps.clock),
      sendDasnReminders(db, deps.clock),
    ])
      .catch((err) => deps.log(`releasing booking holds failed: ${safeErrorMessage(err)}`))
      .then(() => deliverDueNotifications(db, deps))
      .catch((err) => deps.log(`notification delivery failed: ${safeErrorMessage(err)}`))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
