import type { Appointment } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { findOwnAppointment } from './queries';
import { toAppointment } from './to-appointment';

export async function getAppointment(db: DbOrTx, actor: Actor, id: string): Promise<Appointment> {
  return toAppointment(await findOwnAppointment(db, actor.userId, id));
}
