import { eq } from 'drizzle-orm';
import { reaisToCents } from '../../../shared/money';
import type { Appointment, FinalizeInput } from '../../../shared/schemas/appointment';
import { finalizeSchema } from '../../../shared/schemas/appointment';
import { dayStartEpoch, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Finalizar' (SPEC §4): the tattoo is done and paid. Marks it finished and concluido, records the
 * amount as final and agreed value, and books the payment dated today in São Paulo — one transaction.
 */
export async function finalizeAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: FinalizeInput,
  effects: Effects,
): Promise<Appointment> {
  const { amount, method } = finalizeSchema.parse(input);
  const cents = reaisToCents(amount);
  const finished = await failAs('APPOINTMENT_FINALIZE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, actor.userId, id, { forUpdate: true });
      if (current.isTattooFinished) throw new DomainError('APPOINTMENT_ALREADY_FINISHED');
      if (current.status === 'cancelado') throw new DomainError('APPOINTMENT_CANCELLED');
      const [row] = await tx
        .update(appointments)
        .set({ isTattooFinished: true, status: 'concluido', finalValueCents: cents, agreedValueCents: cents })
        .where(eq(appointments.id, id))
        .returning();
      const date = today(effects.clock);
      await tx.insert(payments).values({
        userId: actor.userId,
        appointmentId: id,
        clientName: current.clientName,
        amountCents: cents,
        method,
        date,
        dateEpoch: dayStartEpoch(date),
      });
      await keepAppointmentReminders(tx, effects, actor.userId, row!.id);
      return toAppointment(row!);
    }),
  );
  return finished;
}
