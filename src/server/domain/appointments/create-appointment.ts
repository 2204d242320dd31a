import { eq } from 'drizzle-orm';
import type { Appointment, AppointmentInput } from '../../../shared/schemas/appointment';
import { appointmentInputSchema } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { lockAgenda } from '../locks';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { notifyAgendaChange } from '../studio/notify-agenda-change';
import { agendaOwnerFor, seesStudioAgenda, studioMemberIds } from '../studio/studio-scope';
import { assertNoOverlap } from './assert-no-overlap';
import { chooseClient, settleClient } from './resolve-client';
import { toAppointment } from './to-appointment';

/**
 * SPEC §4: a new appointment is agendado, not checked in, not finished. One that overlaps another
 * session is refused until the artist confirms (assert-no-overlap.ts). The artist's agenda is locked
 * first (domain/locks.ts): the overlap check and the insert happen under the lock that accepting a
 * booking request takes too, so the two never both pass — and even a deliberate double booking
 * ('Salvar mesmo assim') is seen by an accept that comes after it. Then the client.
 */
export async function createAppointment(
  db: DbOrTx,
  actor: Actor,
  input: AppointmentInput,
  effects: Effects,
): Promise<Appointment> {
  const values = appointmentInputSchema.parse(input);
  // In a studio the owner or front desk may book on an artist's agenda ('Tatuador'); the artist hears it.
  const { agendaUserId: artist, scope } = await agendaOwnerFor(db, actor, values.artistId);
  // The studio's clients may be picked (found by search, or the booker's own): carried over.
  const studioClients = await studioMemberIds(db, scope);
  const created = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const startTime = new Date(toSaoPauloTimestamp(values.date, values.time));
      await lockAgenda(tx, artist);
      const choice = await chooseClient(tx, artist, values, studioClients, {
        withContact: seesStudioAgenda(scope),
      });
      if (values.warnOnOverlap)
        await assertNoOverlap(tx, artist, {
          start: startTime,
          durationMinutes: values.durationMinutes,
        });
      // A save replayed from the offline queue (same browser-chosen id) answers the first one.
      if (values.id) {
        const [replayed] = await tx.select().from(appointments).where(eq(appointments.id, values.id));
        if (replayed?.userId === artist) return toAppointment(replayed);
        if (replayed) throw new DomainError('VALIDATION');
      }
      const client = await settleClient(tx, artist, choice);
      const [row] = await tx
        .insert(appointments)
        .values({
          ...(values.id ? { id: values.id } : {}),
          userId: artist,
          ...client,
          title: values.title,
          startTime,
          durationMinutes: values.durationMinutes,
          agreedValueCents: values.agreedValueCents,
          notes: values.notes,
          status: 'agendado',
          isChecked: false,
          isTattooFinished: false,
        })
        .returning();
      await keepAppointmentReminders(tx, effects, artist, row!.id);
      await notifyAgendaChange(tx, actor, artist, 'booked', row!, effects);
      return toAppointment(row!);
    }),
  );
  return created;
}
