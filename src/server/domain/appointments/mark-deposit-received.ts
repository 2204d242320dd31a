import type { Appointment } from '../../../shared/schemas/appointment';
import { dayStartEpoch, today } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { refreshPaidValues } from '../payments/refresh-paid-values';
import type { Effects } from '../reminders/effects';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * 'Marcar sinal recebido' on a booking hold: the hold is paid in full — by Pix, dated today. What is
 * still due is read under the appointment's lock, so the action is idempotent: a second mark (a
 * double tap, another device) finds nothing due and answers the appointment as it is, with no second
 * deposit. The amount is never the one a screen computed earlier, which may be stale.
 */
export async function markDepositReceived(
  db: DbOrTx,
  actor: Actor,
  id: string,
  effects: Effects,
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const date = today(effects.clock);
  return failAs('PAYMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (current.depositDueCents <= 0) throw new DomainError('BOOKING_NO_DEPOSIT_DUE');
      const due = current.depositDueCents - current.depositCents;
      if (due <= 0) return toAppointment(current);
      if (current.isTattooFinished || current.status !== 'agendado')
        throw new DomainError('DEPOSIT_NOT_ALLOWED');
      await tx.insert(payments).values({
        userId: agenda,
        appointmentId: id,
        clientName: current.clientName,
        amountCents: due,
        method: 'pix',
        kind: 'sinal',
        date,
        dateEpoch: dayStartEpoch(date),
      });
      return toAppointment(await refreshPaidValues(tx, id));
    }),
  );
}
