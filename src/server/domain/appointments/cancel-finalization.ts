import { and, eq, sql } from 'drizzle-orm';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { lockFeeOwnersOf } from '../card-fees/lock-fee-owners-of';
import { DomainError, failAs } from '../errors';
import { lockPaymentSettlements } from '../locks';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Cancelar Finalização' (SPEC §4): back to agendado and not finished, and every payment of the
 * appointment is deleted — one transaction. The agreed value stays; the final value is cleared.
 * A deposit (sinal, estorno) is money that arrived before the session: it stays, never silently
 * deleted, and Finalizar will again ask only for the rest.
 */
export async function cancelFinalization(
  db: DbOrTx,
  actor: Actor,
  id: string,
  effects: Effects,
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const reopened = await failAs('APPOINTMENT_UNFINALIZE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (!current.isTattooFinished) throw new DomainError('APPOINTMENT_NOT_FINISHED');
      // The locks the payments' deletion needs — their studio's settlements, and the owner's row for
      // a fee booked there (its expense goes by cascade) — before the appointment's update takes the
      // artist's rollup row: the one order every money write follows (locks.ts).
      const which = sql`p.appointment_id = ${id} AND p.kind = 'pagamento'`;
      await lockPaymentSettlements(tx, which);
      await lockFeeOwnersOf(tx, which);
      const [row] = await tx
        .update(appointments)
        .set({ isTattooFinished: false, status: 'agendado', finalValueCents: null })
        .where(eq(appointments.id, id))
        .returning();
      await tx.delete(payments).where(and(eq(payments.appointmentId, id), eq(payments.kind, 'pagamento')));
      await keepAppointmentReminders(tx, effects, agenda, row!.id);
      return toAppointment(row!);
    }),
  );
  return reopened;
}
