import { and, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Appointment } from '../../../shared/schemas/appointment';
import { appointmentRangeSchema } from '../../../shared/schemas/appointment';
import { addDays, dayStartEpoch } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { loadAgendaScope } from '../studio/studio-scope';
import { type AppointmentAnswerRow, appointmentAnswer, toAppointments } from './to-appointment';

/** The agenda grid asks for 42 days; a little slack, but never an unbounded scan. */
const MAX_DAYS = 62;

/**
 * Appointments whose São Paulo day is within `from`..`to`, ordered by start time (SPEC §7): the
 * actor's own, or for a studio's owner and front desk every active member's (each with its artistId).
 * Hundreds of rows (issues 26, 27): the scope and its agendas in one statement, then only the
 * answer's columns, made the answer in place.
 */
export async function listAppointments(
  db: DbOrTx,
  actor: Actor,
  range: { from: string; to: string },
): Promise<Appointment[]> {
  const { from, to } = appointmentRangeSchema.parse(range);
  const start = dayStartEpoch(from);
  const end = dayStartEpoch(addDays(to, 1));
  if (end - start > MAX_DAYS * 24 * 3600 * 1000)
    throw new DomainError('VALIDATION', { to: 'Período longo demais' });
  const { agendaUserIds } = await loadAgendaScope(db, actor);
  const rows = await db.execute<AppointmentAnswerRow>(sql`
    SELECT ${appointmentAnswer} FROM ${appointments}
    WHERE ${and(
      inArray(appointments.userId, agendaUserIds),
      gte(appointments.startTime, new Date(start)),
      lt(appointments.startTime, new Date(end)),
    )}
    ORDER BY ${appointments.startTime}, ${appointments.createdAt}`);
  return toAppointments(rows.rows);
}
