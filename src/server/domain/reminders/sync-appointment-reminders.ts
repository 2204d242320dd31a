import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, notifications } from '../../db/schema';
import { clearPendingReminders } from './clear-pending-reminders';
import { type Effects, inSavepoint } from './effects';
import { appointmentReminderMessage, reminderTitles } from './reminder-texts';

const HOUR = 60 * 60 * 1000;

/** 24 h and 1 h before; the delivery guard and the reconciliation use the same offsets. */
export const appointmentReminderOffsets = [
  ['reminder_24h', 24 * HOUR],
  ['reminder_1h', HOUR],
] as const;

/**
 * Puts an appointment's pending reminders in step with it: 24 h and 1 h before, each only if still
 * in the future, only while it is agendado. Runs inside the caller's transaction.
 */
export async function syncAppointmentReminders(db: DbOrTx, userId: string, appointmentId: string, now: Date) {
  await clearPendingReminders(db, userId, 'appointment', appointmentId);
  const [appt] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, appointmentId), eq(appointments.userId, userId)));
  if (appt?.status !== 'agendado' || appt.isTattooFinished) return;
  const message = appointmentReminderMessage(appt);
  const rows = appointmentReminderOffsets
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
  if (rows.length > 0) await db.insert(notifications).values(rows);
}

/**
 * Called by every appointment operation (create, edit, cancel, reopen, finalize, cancel
 * finalization, delete) inside its transaction, after its writes, while the row is locked — so a
 * moved session is reminded at its new time and a deleted one never, with no window in between.
 */
export function keepAppointmentReminders(
  tx: DbOrTx,
  effects: Effects,
  userId: string,
  appointmentId: string,
) {
  return inSavepoint(tx, effects, 'appointment reminders', (sp) =>
    syncAppointmentReminders(sp, userId, appointmentId, effects.clock()),
  );
}
