import { reaisToCents } from '../../../shared/money';
import type { Appointment, AppointmentInput } from '../../../shared/schemas/appointment';
import { appointmentInputSchema } from '../../../shared/schemas/appointment';
import { toSaoPauloTimestamp } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { failAs } from '../errors';
import type { Effects } from '../reminders/effects';
import { keepAppointmentReminders } from '../reminders/sync-appointment-reminders';
import { assertNoOverlap } from './assert-no-overlap';
import { resolveClient } from './resolve-client';
import { toAppointment } from './to-appointment';

/**
 * SPEC §4: a new appointment is agendado, not checked in, not finished. One that overlaps another
 * session is refused until the artist confirms (assert-no-overlap.ts).
 */
export async function createAppointment(
  db: DbOrTx,
  actor: Actor,
  input: AppointmentInput,
  effects: Effects,
): Promise<Appointment> {
  const values = appointmentInputSchema.parse(input);
  const created = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const startTime = new Date(toSaoPauloTimestamp(values.date, values.time));
      if (values.warnOnOverlap)
        await assertNoOverlap(tx, actor.userId, {
          start: startTime,
          durationMinutes: values.durationMinutes,
        });
      const client = await resolveClient(tx, actor.userId, values);
      const [row] = await tx
        .insert(appointments)
        .values({
          userId: actor.userId,
          ...client,
          title: values.title,
          startTime,
          durationMinutes: values.durationMinutes,
          agreedValueCents: reaisToCents(values.agreedValue),
          notes: values.notes,
          status: 'agendado',
          isChecked: false,
          isTattooFinished: false,
        })
        .returning();
      await keepAppointmentReminders(tx, effects, actor.userId, row!.id);
      return toAppointment(row!);
    }),
  );
  return created;
}
