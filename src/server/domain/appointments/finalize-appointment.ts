import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/errors';
import { reaisToCents } from '../../../shared/money';
import type { Appointment, FinalizeInput } from '../../../shared/schemas/appointment';
import { defaultPaymentDay, finalizeSchema } from '../../../shared/schemas/appointment';
import { dayStartEpoch, splitSaoPaulo, today } from '../../../shared/time';
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
 * amount as final and agreed value, and books the payment — one transaction. The payment is dated
 * the day the artist says the money came in (default: the session's day if past, else today; never a
 * São Paulo day after today), so income lands in the month it was earned.
 */
export async function finalizeAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: FinalizeInput,
  effects: Effects,
): Promise<Appointment> {
  const { amount, method, date: askedDate } = finalizeSchema.parse(input);
  const cents = reaisToCents(amount);
  const todayDay = today(effects.clock);
  if (askedDate && askedDate > todayDay)
    throw new DomainError('PAYMENT_DATE_IN_FUTURE', { date: messages.paymentDateInFuture });
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
      const date = askedDate ?? defaultPaymentDay(splitSaoPaulo(current.startTime).day, todayDay);
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
