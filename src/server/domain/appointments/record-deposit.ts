import { messages } from '../../../shared/errors';
import type { Appointment, DepositInput } from '../../../shared/schemas/appointment';
import { depositSchema } from '../../../shared/schemas/appointment';
import { today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { resolveCardFee } from '../card-fees/resolve-card-fee';
import { DomainError, failAs } from '../errors';
import { insertPaymentWithFee } from '../payments/insert-payment-with-fee';
import { MAX_APPOINTMENT_CENTS, refreshPaidValues } from '../payments/refresh-paid-values';
import type { Effects } from '../reminders/effects';

import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Registrar sinal': a deposit received for a session still ahead (or not yet finalized) — a payment
 * of kind 'sinal', revenue on the day it arrived, dated today unless the artist says otherwise (never
 * a future day). The appointment is locked, so it cannot be finalized, cancelled or deleted halfway.
 */
export async function recordDeposit(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: DepositInput,
  effects: Effects,
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const { amountCents, method, date: askedDate, receivedBy } = depositSchema.parse(input);
  const todayDay = today(effects.clock);
  if (askedDate && askedDate > todayDay)
    throw new DomainError('PAYMENT_DATE_IN_FUTURE', { date: messages.paymentDateInFuture });
  const date = askedDate ?? todayDay;
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (current.isTattooFinished || current.status !== 'agendado')
        throw new DomainError('DEPOSIT_NOT_ALLOWED');
      if (current.depositCents + amountCents > MAX_APPOINTMENT_CENTS)
        throw new DomainError('AMOUNT_TOO_LARGE', { amountCents: messages.invalidAmount });
      // A deposit paid by card pays the maquininha too (decision 0024), always 'à vista'.
      const line = { amountCents, method, installments: 1 };
      const fee = await resolveCardFee(tx, agenda, { ...line, receivedBy: receivedBy ?? 'estudio' });
      await insertPaymentWithFee(tx, agenda, { ...line, kind: 'sinal', date, receivedBy }, current, fee);
      return toAppointment(await refreshPaidValues(tx, id));
    }),
  );
}
