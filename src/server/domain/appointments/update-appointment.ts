import { and, eq } from 'drizzle-orm';
import type { Appointment, AppointmentInput } from '../../../shared/schemas/appointment';
import { appointmentInputSchema } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments, consents, payments, sessionRecords } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { lockAgenda } from '../locks';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { notifyAgendaChange } from '../studio/notify-agenda-change';
import { agendaOwnerFor, loadStudioScope, seesStudioAgenda, studioMemberIds } from '../studio/studio-scope';
import { assertNoOverlap } from './assert-no-overlap';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { chooseClient, settleClient } from './resolve-client';
import { toAppointment } from './to-appointment';

/**
 * 'Editar Agendamento': client, title, time, length, value and notes. Status, 'Chegou' and finalization
 * have their own operations, so an edit never silently un-finishes work or drops a payment. A
 * finished appointment's value is the finalized one (SPEC §4 sets both values at Finalizar): an
 * edit keeps it, and the money changes in Financeiro. Its payments follow a change of client.
 * Locks in the one order (domain/locks.ts): the agenda (an edit may move it onto a slot a booking
 * accept is taking), the client it goes to, then the appointment.
 *
 * In a studio the owner or front desk may also hand the session to another artist ('Tatuador'):
 * both agendas are locked (in id order), the clash is checked on the new one, its client carried
 * over, and both artists are told. Money and the ficha belong to whoever did the session, so a
 * session that has any stays where it is.
 */
export async function updateAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: AppointmentInput,
  effects: Effects,
): Promise<Appointment> {
  const values = appointmentInputSchema.parse(input);
  const from = await agendaOfAppointment(db, actor, id);
  // Read once: whose agenda it goes to ('Tatuador' changed) and who the actor is in the studio.
  const { agendaUserId: to, scope } =
    values.artistId && values.artistId !== from
      ? await agendaOwnerFor(db, actor, values.artistId)
      : { agendaUserId: from, scope: await loadStudioScope(db, actor) };
  const handedOver = to !== from;
  const studioClients = await studioMemberIds(db, scope);
  const updated = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      for (const agenda of [...new Set([from, to])].sort()) await lockAgenda(tx, agenda);
      const choice = await chooseClient(tx, to, values, [from, ...studioClients], {
        withContact: seesStudioAgenda(scope),
      });
      const current = await findOwnAppointment(tx, from, id, { forUpdate: true });
      if (handedOver) await assertNothingBooked(tx, current);
      const startTime = new Date(toSaoPauloTimestamp(values.date, values.time));
      // Only a change of time, length or artist can create a clash: editing the notes of a session
      // the artist already double-booked does not ask again.
      const moved =
        handedOver ||
        startTime.getTime() !== current.startTime.getTime() ||
        values.durationMinutes !== current.durationMinutes;
      if (moved && values.warnOnOverlap && current.status !== 'cancelado')
        await assertNoOverlap(tx, to, {
          start: startTime,
          durationMinutes: values.durationMinutes,
          exceptId: id,
        });
      const client = await settleClient(tx, to, choice);
      const [row] = await tx
        .update(appointments)
        .set({
          userId: to,
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
          .where(and(eq(payments.appointmentId, id), eq(payments.userId, from)));
      }
      await keepAppointmentReminders(tx, effects, from, row!.id);
      if (handedOver) {
        await keepAppointmentReminders(tx, effects, to, row!.id);
        await notifyAgendaChange(tx, actor, from, 'taken', current, effects);
        await notifyAgendaChange(tx, actor, to, 'given', row!, effects);
      } else if (moved) {
        await notifyAgendaChange(tx, actor, to, 'moved', row!, effects);
      }
      return toAppointment(row!);
    }),
  );
  return updated;
}

/**
 * A session with money received or awaited (a booking hold), a ficha or a signed TCLE stays with its
 * artist: each is a record of that artist's work with that client.
 */
async function assertNothingBooked(tx: DbOrTx, current: { id: string; depositDueCents: number }) {
  const { id } = current;
  if (current.depositDueCents > 0) throw new DomainError('APPOINTMENT_MOVE_HAS_MONEY');
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.appointmentId, id))
    .limit(1);
  const [record] = await tx
    .select({ id: sessionRecords.id })
    .from(sessionRecords)
    .where(eq(sessionRecords.appointmentId, id))
    .limit(1);
  const [signed] = await tx
    .select({ id: consents.id })
    .from(consents)
    .where(eq(consents.appointmentId, id))
    .limit(1);
  if (paid || record || signed) throw new DomainError('APPOINTMENT_MOVE_HAS_MONEY');
}
