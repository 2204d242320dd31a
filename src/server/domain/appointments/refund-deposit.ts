import { and, desc, eq } from 'drizzle-orm';
import { messages } from '../../../shared/errors';
import type { Appointment, RefundDepositInput } from '../../../shared/schemas/appointment';
import { refundDepositSchema } from '../../../shared/schemas/appointment';
import { dayStartEpoch, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { payments, pixRefunds } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { refreshPaidValues } from '../payments/refresh-paid-values';
import type { PixApiDeps } from '../pix-api/pix-api-deps';
import { refundAtBank } from '../pix-api/refund-at-bank';
import type { Effects } from '../reminders/effects';

import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Devolver sinal' on a cancelled appointment: the deposit it holds goes back as one 'estorno' — a
 * negative payment dated the day it was returned, so the month the deposit arrived keeps it and the
 * month it left shows it leaving. A cancelled appointment keeps its deposit until the artist does this
 * (a no-show's deposit is usually kept: then nothing is to be done). A deposit that came through
 * the artist's bank (API Pix) is returned by the bank first (pix-api/refund-at-bank.ts): then each
 * Pix the bank takes back is its own estorno, written with the `pix_refunds` row that follows it
 * (pix-api/follow-refund.ts: a refund the bank does not complete takes its estorno back).
 */
export async function refundDeposit(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: RefundDepositInput,
  effects: Effects,
  bank?: PixApiDeps,
  /** Only if the bank gives it back (a client's cancel): nothing is booked by hand, the task stays. */
  { onlyThroughBank = false } = {},
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const { method, date: askedDate } = refundDepositSchema.parse(input);
  const todayDay = today(effects.clock);
  if (askedDate && askedDate > todayDay)
    throw new DomainError('PAYMENT_DATE_IN_FUTURE', { date: messages.paymentDateInFuture });
  const date = askedDate ?? todayDay;
  // Through the artist's bank when the deposit came through it (API Pix): asked first, unlocked.
  const before = await findOwnAppointment(db, agenda, id);
  if (before.status !== 'cancelado') throw new DomainError('DEPOSIT_REFUND_NOT_CANCELLED');
  if (before.depositCents < 1) throw new DomainError('DEPOSIT_NONE_TO_REFUND');
  const byBank = bank ? await refundAtBank(db, id, before.depositCents, bank) : null;
  if (onlyThroughBank && !byBank) throw new DomainError('PIX_API_NOT_CONNECTED');
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      // Money the bank already returned is booked whatever happened to the session meanwhile.
      if (!byBank && current.status !== 'cancelado') throw new DomainError('DEPOSIT_REFUND_NOT_CANCELLED');
      if (current.depositCents < 1) throw new DomainError('DEPOSIT_NONE_TO_REFUND');
      // Given back the way it came, unless the artist says otherwise, by whoever received it.
      const [last] = await tx
        .select({ method: payments.method, receivedBy: payments.receivedBy })
        .from(payments)
        .where(and(eq(payments.appointmentId, id), eq(payments.kind, 'sinal')))
        .orderBy(desc(payments.createdAt))
        .limit(1);
      const estorno = (amountCents: number, how: typeof payments.$inferInsert.method) =>
        tx
          .insert(payments)
          .values({
            userId: agenda,
            appointmentId: id,
            clientName: current.clientName,
            amountCents: -amountCents,
            method: how,
            kind: 'estorno',
            date,
            dateEpoch: dayStartEpoch(date),
            receivedBy: last?.receivedBy,
          })
          .returning({ id: payments.id });
      if (!byBank) await estorno(current.depositCents, method ?? last?.method ?? 'pix');
      for (const refund of byBank ?? []) {
        // One estorno per Pix the bank took back, and the refund followed until the bank settles it.
        const [booked] = await estorno(refund.amountCents, 'pix');
        await tx
          .insert(pixRefunds)
          .values({
            refundId: refund.refundId,
            userId: agenda,
            bankUserId: refund.bankUserId,
            appointmentId: id,
            endToEndId: refund.endToEndId,
            amountCents: refund.amountCents,
            status: refund.status,
            paymentId: booked!.id,
            nextCheckAt: effects.clock(),
          })
          // Booked again after its estorno was deleted by hand: the row follows the new one.
          .onConflictDoUpdate({ target: pixRefunds.refundId, set: { paymentId: booked!.id } });
      }
      return toAppointment(await refreshPaidValues(tx, id));
    }),
  );
}
