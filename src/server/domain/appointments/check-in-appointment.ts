import { eq } from 'drizzle-orm';
import type { Appointment } from '../../../shared/schemas/appointment';
import { checkInSchema } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError, failAs } from '../errors';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

/** 'Chegou': the client is in the studio (is_checked), or tapping again undoes it. */
export async function checkInAppointment(
  db: DbOrTx,
  actor: Actor,
  id: string,
  input: { isChecked: boolean },
): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  const { isChecked } = checkInSchema.parse(input);
  await findOwnAppointment(db, agenda, id);
  const [row] = await failAs('APPOINTMENT_SAVE_FAILED', () =>
    db.update(appointments).set({ isChecked }).where(eq(appointments.id, id)).returning(),
  );
  // Deleted between the check and the update (another tab): the same 404 as a missing one.
  if (!row) throw new DomainError('APPOINTMENT_NOT_FOUND');
  return toAppointment(row);
}
