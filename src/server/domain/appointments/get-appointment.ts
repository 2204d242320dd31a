import type { Appointment } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { agendaOfAppointment, findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

export async function getAppointment(db: DbOrTx, actor: Actor, id: string): Promise<Appointment> {
  const agenda = await agendaOfAppointment(db, actor, id);
  return toAppointment(await findOwnAppointment(db, agenda, id));
}
