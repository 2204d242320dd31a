import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findOwnAppointment } from './queries';

/** SPEC §4: deleting an appointment deletes its payments — both or neither. */
export async function deleteAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  effects: Effects,
): Promise<void> {
  await failAs('APPOINTMENT_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      await findOwnAppointment(tx, actor.userId, id, { forUpdate: true });
      await tx.delete(payments).where(eq(payments.appointmentId, id));
      await tx.delete(appointments).where(eq(appointments.id, id));
      await keepAppointmentReminders(tx, effects, actor.userId, id);
    }),
  );
}
