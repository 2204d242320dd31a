import { sql } from 'drizzle-orm';
import type { Clock } from '../../../shared/time';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { appointmentReminderMessage, reminderTitles } from './reminder-texts';

const BATCH = 500;

interface Missing extends Record<string, unknown> {
  id: string;
  user_id: string;
  client_name: string;
  title: string;
  start_time: Date;
  type: 'reminder_24h' | 'reminder_1h';
  at: Date;
}

/**
 * Recreates the reminders a future agendado appointment should have and has not: rows written
 * before reminders moved into each operation's transaction (a crash between commit and sync), or
 * a reminder write that failed and was only logged (SPEC §7). Only appointments whose start is
 * ahead are read, through the partial index on agendado start times (migration 0009), so the cost
 * follows the agenda, not the history. Appointments an operation is changing right now are skipped
 * (SKIP LOCKED): that operation writes their reminders itself. Stale reminders need no sweep: the
 * delivery claim drops them. Returns how many were created.
 */
export async function reconcileAppointmentReminders(db: Db, clock: Clock): Promise<number> {
  const now = clock();
  let created = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const missing = (
        await tx.execute<Missing>(sql`
          SELECT a.id, a.user_id, a.client_name, a.title, a.start_time, k.type,
                 a.start_time - k.before AS at
          FROM appointments a
          CROSS JOIN (VALUES ('reminder_24h'::notification_type, interval '24 hours'),
                             ('reminder_1h'::notification_type, interval '1 hour')) AS k(type, before)
          WHERE a.status = 'agendado' AND NOT a.is_tattoo_finished
            AND a.start_time > ${new Date(now.getTime() + 60 * 60 * 1000)}
            AND a.start_time - k.before > ${now}
            AND NOT EXISTS (
              SELECT 1 FROM notifications n
              WHERE n.related_id = a.id AND n.type = k.type AND n.scheduled_for = a.start_time - k.before)
          ORDER BY a.start_time
          LIMIT ${BATCH}
          FOR SHARE OF a SKIP LOCKED`)
      ).rows;
      if (missing.length > 0) {
        await tx.insert(notifications).values(
          missing.map((m) => ({
            userId: m.user_id,
            type: m.type,
            title: reminderTitles[m.type],
            message: appointmentReminderMessage({
              clientName: m.client_name,
              title: m.title,
              startTime: new Date(m.start_time),
            }),
            relatedId: m.id,
            relatedType: 'appointment' as const,
            scheduledFor: new Date(m.at),
            status: 'pending' as const,
          })),
        );
      }
      return missing.length;
    });
    created += batch;
    if (batch < BATCH) return created;
  }
}
