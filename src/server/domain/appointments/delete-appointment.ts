import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { appointments, payments, sessionRecords } from '../../db/schema';
import type { Actor } from '../actor';
import { lockFeeOwnersOf } from '../card-fees/lock-fee-owners-of';
import { DomainError, failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { notifyAgendaChange } from '../studio/notify-agenda-change';
import { agendaOfAppointment, findOwnAppointment } from './queries';

/**
 * SPEC §4: deleting an appointment deletes its payments — both or neither. One holding a deposit
 * (or its refund) is not deleted: that money arrived (or went back) on its own days, and deleting
 * would rewrite those months silently; it can be cancelled instead.
 */
export async function deleteAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  effects: Effects,
): Promise<void> {
  const agenda = await agendaOfAppointment(db, actor, id);
  await failAs('APPOINTMENT_DELETE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      const [deposit] = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.appointmentId, id), ne(payments.kind, 'pagamento')))
        .limit(1);
      if (deposit) throw new DomainError('APPOINTMENT_HAS_DEPOSIT');
      // The ficha técnica traces a reaction to a lot: it is never deleted with its appointment.
      const [record] = await tx
        .select({ id: sessionRecords.id })
        .from(sessionRecords)
        .where(eq(sessionRecords.appointmentId, id));
      if (record) throw new DomainError('APPOINTMENT_HAS_RECORD');
      await lockFeeOwnersOf(tx, sql`p.appointment_id = ${id}`);
      await tx.delete(payments).where(eq(payments.appointmentId, id));
      await tx.delete(appointments).where(eq(appointments.id, id));
      await keepAppointmentReminders(tx, effects, agenda, id);
      await notifyAgendaChange(tx, actor, agenda, 'deleted', current, effects);
    }),
  );
}
