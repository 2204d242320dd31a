import type { Db } from '../../src/server/db/client';
import { appointments, payments, tasks } from '../../src/server/db/schema';
import { dayStartEpoch, toIsoDay } from '../../src/shared/time';

/** Direct inserts for read-side tests (lists, aggregates) whose write APIs are tested elsewhere. */
export async function seedAppointment(
  db: Db,
  userId: string,
  startTime: string,
  over: Partial<typeof appointments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(appointments)
    .values({ userId, clientName: 'Cliente', title: 'Tattoo', startTime: new Date(startTime), ...over })
    .returning();
  return row!;
}

export async function seedFinished(
  db: Db,
  userId: string,
  startTime: string,
  cents: number,
  paidOn?: string,
) {
  const appt = await seedAppointment(db, userId, startTime, {
    status: 'concluido',
    isTattooFinished: true,
    agreedValueCents: cents,
    finalValueCents: cents,
  });
  await seedPayment(db, userId, appt.id, cents, paidOn ?? toIsoDay(new Date(startTime)));
  return appt;
}

export async function seedPayment(
  db: Db,
  userId: string,
  appointmentId: string,
  cents: number,
  date: string,
  clientName = 'Cliente',
) {
  await db.insert(payments).values({
    userId,
    appointmentId,
    clientName,
    amountCents: cents,
    date,
    dateEpoch: dayStartEpoch(date),
  });
}

export async function seedTask(
  db: Db,
  userId: string,
  date: string | null,
  over: Partial<typeof tasks.$inferInsert> = {},
) {
  await db.insert(tasks).values({ userId, title: 'Tarefa', date, ...over });
}
