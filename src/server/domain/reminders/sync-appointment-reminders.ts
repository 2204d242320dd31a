import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, notifications } from '../../db/schema';
import { clearPendingReminders } from './clear-pending-reminders';
import { appointmentReminderMessage, reminderTitles } from './reminder-texts';

const HOUR = 60 * 60 * 1000;

/**
 * Puts an appointment's pending reminders in step with it: 24 h and 1 h before, each only if still
 * in the future, only while it is agendado. Called after create, edit, cancel, reopen, finalize and
 * delete — so a moved session is reminded at its new time and a deleted one never.
 */
export async function syncAppointmentReminders(db: DbOrTx, userId: string, appointmentId: string, now: Date) {
  await db.transaction(async (tx) => {
    await clearPendingReminders(tx, userId, 'appointment', appointmentId);
    const [appt] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
    if (appt?.status !== 'agendado' || appt.isTattooFinished) return;
    const message = appointmentReminderMessage(appt);
    const rows = (
      [
        ['reminder_24h', 24 * HOUR],
        ['reminder_1h', HOUR],
      ] as const
    )
      .map(([type, before]) => ({ type, at: new Date(appt.startTime.getTime() - before) }))
      .filter(({ at }) => at > now)
      .map(({ type, at }) => ({
        userId,
        type,
        title: reminderTitles[type],
        message,
        relatedId: appt.id,
        relatedType: 'appointment' as const,
        scheduledFor: at,
        status: 'pending' as const,
      }));
    if (rows.length > 0) await tx.insert(notifications).values(rows);
  });
}
