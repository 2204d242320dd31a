import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Appointment } from '../../../shared/schemas/appointment';
import { toSaoPauloIso } from '../../../shared/time';
import { appointments } from '../../db/schema';

/** A database row as the API shows it. */
export function toAppointment(row: typeof appointments.$inferSelect): Appointment {
  return {
    id: row.id,
    artistId: row.userId,
    clientId: row.clientId,
    clientName: row.clientName,
    title: row.title,
    startTime: toSaoPauloIso(row.startTime),
    agreedValueCents: row.agreedValueCents,
    finalValueCents: row.finalValueCents,
    depositCents: row.depositCents,
    depositDueCents: row.depositDueCents,
    depositDeadline: row.depositDeadline ? toSaoPauloIso(row.depositDeadline) : null,
    notes: row.notes,
    status: row.status,
    isChecked: row.isChecked,
    isTattooFinished: row.isTattooFinished,
    durationMinutes: row.durationMinutes,
    noShow: row.noShow,
  };
}

/** Each field of the answer and the column it is read from, in the order {@link toAppointment} writes them. */
const answerColumns = {
  id: appointments.id,
  artistId: appointments.userId,
  clientId: appointments.clientId,
  clientName: appointments.clientName,
  title: appointments.title,
  startTime: appointments.startTime,
  agreedValueCents: appointments.agreedValueCents,
  finalValueCents: appointments.finalValueCents,
  depositCents: appointments.depositCents,
  depositDueCents: appointments.depositDueCents,
  depositDeadline: appointments.depositDeadline,
  notes: appointments.notes,
  status: appointments.status,
  isChecked: appointments.isChecked,
  isTattooFinished: appointments.isTattooFinished,
  durationMinutes: appointments.durationMinutes,
  noShow: appointments.noShow,
} satisfies Record<keyof Appointment, AnyPgColumn>;

/**
 * The select list of a read that answers many appointments (the agenda's 42 days, ~770 rows for a
 * heavy user; a 20-artist studio's week, ~940): only the columns the answer shows, each under the
 * answer's own name, so the row the driver builds becomes the answer in place
 * ({@link toAppointments}) — no column read to be dropped, no ORM mapping, no second object per
 * row (issues 26 and 27). `SELECT ${appointmentAnswer} FROM ${appointments} WHERE …`
 */
export const appointmentAnswer = sql.join(
  Object.entries(answerColumns).map(([name, column]) => sql`${column} AS ${sql.identifier(name)}`),
  sql`, `,
);

/** A row selected with {@link appointmentAnswer}: its two instants still the driver's text. */
export type AppointmentAnswerRow = Omit<Appointment, 'startTime' | 'depositDeadline'> & {
  startTime: string;
  depositDeadline: string | null;
};

/** Rows selected with {@link appointmentAnswer}, made the answer: their instants in São Paulo time, as {@link toAppointment} writes them. */
export function toAppointments(rows: AppointmentAnswerRow[]): Appointment[] {
  for (const row of rows) {
    row.startTime = toSaoPauloIso(new Date(row.startTime));
    if (row.depositDeadline !== null) row.depositDeadline = toSaoPauloIso(new Date(row.depositDeadline));
  }
  return rows;
}
