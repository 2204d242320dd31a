import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/errors';
import type { Appointment, FinalizeInput } from '../../../shared/schemas/appointment';
import { defaultPaymentDay, finalizeSchema } from '../../../shared/schemas/appointment';
import { dayStartEpoch, splitSaoPaulo, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, payments } from '../../db/schema';
import type { Actor } from '../actor';
import { assertConsentForFinalize } from '../consents/assert-consent-for-finalize';
import { DomainError, failAs } from '../errors';
import { MAX_APPOINTMENT_CENTS, refreshPaidValues } from '../payments/refresh-paid-values';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Finalizar' (SPEC §4): the tattoo is done and paid. Marks it finished and concluido, books the
 * payment, and sets final and agreed value to everything received — one transaction. With a deposit
 * (sinal) the amount asked is the rest, and may be zero when the deposit covered it all. The payment is dated
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
  const agenda = await agendaOfAppointment(db, actor, id);
  const {
    amountCents: cents,
    method,
    date: askedDate,
    depositCents: depositSeen,
    receivedBy,
  } = finalizeSchema.parse(input);
  const todayDay = today(effects.clock);
  if (askedDate && askedDate > todayDay)
    throw new DomainError('PAYMENT_DATE_IN_FUTURE', { date: messages.paymentDateInFuture });
  const finished = await failAs('APPOINTMENT_FINALIZE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (current.isTattooFinished) throw new DomainError('APPOINTMENT_ALREADY_FINISHED');
      if (current.status === 'cancelado') throw new DomainError('APPOINTMENT_CANCELLED');
      await assertConsentForFinalize(tx, { userId: agenda }, id); // the studio's rules, as for the artist
      if (depositSeen !== undefined && depositSeen !== current.depositCents)
        throw new DomainError('FINALIZE_DEPOSIT_CHANGED');
      if (current.depositCents + cents > MAX_APPOINTMENT_CENTS)
        throw new DomainError('AMOUNT_TOO_LARGE', { amountCents: messages.invalidAmount });
      if (cents < 1 && current.depositCents < 1)
        throw new DomainError('FINALIZE_AMOUNT_REQUIRED', { amountCents: messages.paymentAmountPositive });
      await tx
        .update(appointments)
        .set({
          isTattooFinished: true,
          status: 'concluido',
          agreedValueCents: current.depositCents + cents,
        })
        .where(eq(appointments.id, id));
      if (cents > 0) {
        const date = askedDate ?? defaultPaymentDay(splitSaoPaulo(current.startTime).day, todayDay);
        await tx.insert(payments).values({
          userId: agenda,
          appointmentId: id,
          clientName: current.clientName,
          amountCents: cents,
          method,
          kind: 'pagamento',
          date,
          dateEpoch: dayStartEpoch(date),
          receivedBy,
        });
      }
      const row = await refreshPaidValues(tx, id);
      await keepAppointmentReminders(tx, effects, agenda, id);
      return toAppointment(row);
    }),
  );
  return finished;
}
