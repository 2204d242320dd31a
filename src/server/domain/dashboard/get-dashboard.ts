import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/schemas/dashboard';
import { type Clock, dayWindow, monthOf, monthWindow, today as todayOf } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { toAppointment } from '../appointments/to-appointment';

const UPCOMING = 3;

/**
 * SPEC §2/§9 dashboard, computed in SQL in São Paulo time: today's appointments and open tasks,
 * money received this month (payments by date_epoch), the all-time total of finished work, today's
 * list and the next three appointments.
 */
export async function getDashboard(db: DbOrTx, actor: Actor, clock: Clock): Promise<Dashboard> {
  const now = clock();
  const today = todayOf(() => now);
  const day = dayWindow(today);
  const month = monthWindow(monthOf(today));
  const dayStart = new Date(day.start);
  const dayEnd = new Date(day.end);

  const [counts] = (
    await db.execute<{ tasks: number; received: number; total: number }>(sql`
      SELECT
        (SELECT count(*) FROM tasks
          WHERE user_id = ${actor.userId} AND date = ${today} AND status <> 'feito')::int AS tasks,
        (SELECT coalesce(sum(amount_cents), 0) FROM payments
          WHERE user_id = ${actor.userId} AND date_epoch >= ${month.start} AND date_epoch < ${month.end})::bigint AS received,
        (SELECT coalesce(sum(p.amount_cents), 0) FROM payments p
          JOIN appointments a ON a.id = p.appointment_id AND a.user_id = p.user_id
          WHERE p.user_id = ${actor.userId} AND a.user_id = ${actor.userId}
            AND a.is_tattoo_finished AND a.status = 'concluido')::bigint AS total`)
  ).rows;

  const mine = eq(appointments.userId, actor.userId);
  const [todayRows, upcomingRows] = await Promise.all([
    db
      .select()
      .from(appointments)
      .where(and(mine, gte(appointments.startTime, dayStart), lt(appointments.startTime, dayEnd)))
      .orderBy(asc(appointments.startTime)),
    db
      .select()
      .from(appointments)
      .where(and(mine, gt(appointments.startTime, now)))
      .orderBy(asc(appointments.startTime))
      .limit(UPCOMING),
  ]);

  return {
    today,
    appointmentsToday: todayRows.length,
    openTasksToday: Number(counts?.tasks ?? 0),
    receivedMonthCents: Number(counts?.received ?? 0),
    totalCents: Number(counts?.total ?? 0),
    todayAppointments: todayRows.map(toAppointment),
    upcomingAppointments: upcomingRows.map(toAppointment),
  };
}
