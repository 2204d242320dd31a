import { eq } from 'drizzle-orm';
import { messages } from '../../../shared/errors';
import { finalizeTotalCents } from '../../../shared/payment-split';
import type { Appointment, FinalizeInput } from '../../../shared/schemas/appointment';
import { defaultPaymentDay, finalizeSchema } from '../../../shared/schemas/appointment';
import type { PaymentLine } from '../../../shared/schemas/payment-line';
import { splitSaoPaulo, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { assertConsentForFinalize } from '../consents/assert-consent-for-finalize';
import { DomainError, failAs } from '../errors';
import { lockSettlements } from '../locks';
import { insertPaymentWithFee } from '../payments/insert-payment-with-fee';
import { MAX_APPOINTMENT_CENTS, refreshPaidValues } from '../payments/refresh-paid-values';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { loadStudioScope } from '../studio/studio-scope';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Finalizar' (SPEC §4): the tattoo is done and paid. Marks it finished and concluido, books the
 * payment — one per line when it was split ('Dividir pagamento': part Pix, part card) — and sets
 * final and agreed value to everything received — one transaction. With a deposit
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
  const parsed = finalizeSchema.parse(input);
  const { amountCents: first, date: askedDate, depositCents: depositSeen } = parsed;
  // The first line is SPEC's one payment; 'Dividir pagamento' adds the others (each > 0, schema).
  const lines: PaymentLine[] = [
    ...(first > 0
      ? [
          {
            amountCents: first,
            method: parsed.method,
            installments: parsed.installments,
            receivedBy: parsed.receivedBy,
          },
        ]
      : []),
    ...parsed.splits,
  ];
  const cents = finalizeTotalCents(parsed);
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
      // A studio member's payments take her settlements lock in their trigger: taken here, before the
      // appointment's update takes her rollup row, so every money write of hers takes them in one
      // order (settlements, the fee owner's row, her rollups) and none can deadlock with this one.
      const studio = (await loadStudioScope(tx, { userId: agenda })).studio;
      if (studio) await lockSettlements(tx, studio.id, agenda);
      // Each card line's fee, and the locks booking it on the studio owner takes, before any write.
      const fees = [];
      for (const line of lines)
        fees.push(await resolveCardFee(tx, agenda, { ...line, receivedBy: line.receivedBy ?? 'estudio' }));
      await tx
        .update(appointments)
        .set({
          isTattooFinished: true,
          status: 'concluido',
          agreedValueCents: current.depositCents + cents,
        })
        .where(eq(appointments.id, id));
      const date = askedDate ?? defaultPaymentDay(splitSaoPaulo(current.startTime).day, todayDay);
      // One payment per line, in this transaction: a line the database refuses undoes them all.
      for (const [i, line] of lines.entries()) {
        await insertPaymentWithFee(tx, agenda, { ...line, kind: 'pagamento', date }, current, fees[i]!);
      }
      const row = await refreshPaidValues(tx, id);
      await keepAppointmentReminders(tx, effects, agenda, id);
      return toAppointment(row);
    }),
  );
  return finished;
}
