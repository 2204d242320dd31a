import { and, eq } from 'drizzle-orm';
import type { Appointment, AppointmentInput } from '../../../shared/schemas/appointment';
import { appointmentInputSchema } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import { lockAgenda } from '../locks';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { assertNoOverlap } from './assert-no-overlap';
import { findOwnAppointment } from './queries';
import { chooseClient, settleClient } from './resolve-client';
import { toAppointment } from './to-appointment';

/**
 * 'Editar Agendamento': client, title, time, length, value and notes. Status, 'Chegou' and finalization
 * have their own operations, so an edit never silently un-finishes work or drops a payment. A
 * finished appointment's value is the finalized one (SPEC §4 sets both values at Finalizar): an
 * edit keeps it, and the money changes in Financeiro. Its payments follow a change of client.
 * Locks in the one order (domain/locks.ts): the agenda (an edit may move it onto a slot a booking
 * accept is taking), the client it goes to, then the appointment.
 */
export async function updateAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: AppointmentInput,
  effects: Effects,
): Promise<Appointment> {
  const values = appointmentInputSchema.parse(input);
  const updated = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      await lockAgenda(tx, actor.userId);
      const choice = await chooseClient(tx, actor.userId, values);
      const current = await findOwnAppointment(tx, actor.userId, id, { forUpdate: true });
      const startTime = new Date(toSaoPauloTimestamp(values.date, values.time));
      // Only a change of time or length can create a clash: editing the notes of a session the
      // artist already double-booked does not ask again.
      const moved =
        startTime.getTime() !== current.startTime.getTime() ||
        values.durationMinutes !== current.durationMinutes;
      if (moved && values.warnOnOverlap && current.status !== 'cancelado')
        await assertNoOverlap(tx, actor.userId, {
          start: startTime,
          durationMinutes: values.durationMinutes,
          exceptId: id,
        });
      const client = await settleClient(tx, actor.userId, choice);
      const [row] = await tx
        .update(appointments)
        .set({
          ...client,
          title: values.title,
          startTime,
          durationMinutes: values.durationMinutes,
          agreedValueCents: current.isTattooFinished ? current.agreedValueCents : values.agreedValueCents,
          notes: values.notes,
        })
        .where(eq(appointments.id, id))
        .returning();
      if (row!.clientName !== current.clientName) {
        await tx
          .update(payments)
          .set({ clientName: row!.clientName })
          .where(and(eq(payments.appointmentId, id), eq(payments.userId, actor.userId)));
      }
      await keepAppointmentReminders(tx, effects, actor.userId, row!.id);
      return toAppointment(row!);
    }),
  );
  return updated;
}
