import { eq } from 'drizzle-orm';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import { appointments, bookingRequests } from '../../db/schema';
import type { Actor } from '../actor';
import { offerFreedSlot } from '../booking/offer-freed-slot';
import { DomainError, failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { notifyAgendaChange } from '../studio/notify-agenda-change';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/**
 * SPEC shows the status cancelado but not how to get there; ours: the client called it off →
 * cancelado (and no longer 'Chegou'); the session is back on → agendado. Finished work has a
 * payment, so it cannot be cancelled — 'Cancelar Finalização' comes first. `noShow`: 'Cliente
 * faltou' (issue 28), cancelled and recorded as a no-show — only once its time has come; the
 * deposit stays, as with any cancel. Reopened, it is no longer a no-show.
 */
export async function setAppointmentCancelled(
  db: DbOrTx,
  actor: Actor,
  id: string,
  cancelled: boolean,
  effects: Effects,
  { noShow = false }: { noShow?: boolean } = {},
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const changed = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const current = await findOwnAppointment(tx, agenda, id, { forUpdate: true });
      if (cancelled && current.isTattooFinished) throw new DomainError('APPOINTMENT_ALREADY_FINISHED');
      if (!cancelled && current.status !== 'cancelado') throw new DomainError('APPOINTMENT_NOT_CANCELLED');
      if (noShow && current.startTime.getTime() > effects.clock().getTime())
        throw new DomainError('APPOINTMENT_NOT_STARTED');
      const [row] = await tx
        .update(appointments)
        // Reopened by the artist, a released booking hold is theirs to settle: never released again.
        .set(
          cancelled
            ? { status: 'cancelado', isChecked: false, noShow }
            : { status: 'agendado', depositDeadline: null, noShow: false },
        )
        .where(eq(appointments.id, id))
        .returning();
      await keepAppointmentReminders(tx, effects, agenda, row!.id);
      // Reopened: a cancel the client made from their link is undone with it (their page would
      // otherwise say they cancelled a session that is on again, or cancelled later by the artist).
      if (!cancelled)
        await tx
          .update(bookingRequests)
          .set({ clientCancelledAt: null, clientCancelRefund: null })
          .where(eq(bookingRequests.appointmentId, id));
      // Called off while still ahead: clients on the waitlist may want the time (issue 28).
      if (cancelled && current.status !== 'cancelado')
        await offerFreedSlot(
          tx,
          agenda,
          { ...current, depositCents: current.depositDueCents },
          effects.clock(),
        );
      if (row!.status !== current.status)
        await notifyAgendaChange(tx, actor, agenda, cancelled ? 'cancelled' : 'reopened', row!, effects);
      return toAppointment(row!);
    }),
  );
  return changed;
}
