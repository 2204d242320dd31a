import { type SQL, sql } from 'drizzle-orm';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * A waitlisted request (status 'espera', alias `r`) the slot starting at `start` suits: its São
 * Paulo day inside the client's window, its part of the day one they chose — manhã before 12h,
 * tarde before 18h, noite after (the time module's wall clock, through tinta_sp_local).
 */
export const waitSuits = (start: SQL): SQL => sql`r.status = 'espera'
  AND tinta_sp_local(${start})::date BETWEEN r.wait_from AND r.wait_to
  AND (CASE WHEN extract(hour FROM tinta_sp_local(${start})) < 12 THEN 'manha'
            WHEN extract(hour FROM tinta_sp_local(${start})) < 18 THEN 'tarde'
            ELSE 'noite' END) = ANY (r.wait_periods)`;

/**
 * An open offer (alias `o`) the waitlisted request `r` may take at `now`: not taken, ahead by the
 * page's notice, in the client's window (its days bound the offers index's range; `waitSuits`
 * checks day and period), and still free for the request's length — a time the artist filled
 * meanwhile is not offered. One rule for the client's link and the artist's Lista de espera.
 */
export const offerOpenFor = (now: Date, minNoticeHours: SQL): SQL => sql`o.user_id = r.user_id
  AND o.taken_request_id IS NULL
  AND o.start_time > ${now.toISOString()}::timestamptz + make_interval(hours => ${minNoticeHours})
  AND o.start_time >= tinta_sp_instant(r.wait_from, '00:00')
  AND o.start_time < tinta_sp_instant(r.wait_to + 1, '00:00')
  AND ${waitSuits(sql`o.start_time`)}
  AND NOT EXISTS (
    SELECT 1 FROM appointments a
    WHERE a.user_id = o.user_id AND a.status <> 'cancelado'
      AND a.start_time > o.start_time - interval '12 hours'
      AND a.start_time < o.start_time + make_interval(mins => r.length_minutes)
      AND a.start_time + make_interval(mins => a.duration_minutes) > o.start_time)`;

/**
 * A session was called off or moved: when its time is still ahead and a client on the artist's
 * waitlist could come then, the slot is offered (each such client sees it on their link; the first
 * to confirm takes it — take-waitlist-offer.ts) and the artist is told who is waiting, with the
 * WhatsApp drafts in Pedidos › Lista de espera. Written in the freeing operation's transaction.
 */
export async function offerFreedSlot(
  tx: DbOrTx,
  userId: string,
  slot: { startTime: Date; durationMinutes: number; depositCents: number },
  now: Date,
): Promise<boolean> {
  if (slot.startTime.getTime() <= now.getTime()) return false;
  const start = sql`${slot.startTime.toISOString()}::timestamptz`;
  const offered = await tx.execute<{ waiting: number }>(sql`
    WITH waiting AS (
      SELECT count(*)::int AS n FROM booking_requests r WHERE r.user_id = ${userId} AND ${waitSuits(start)}
    )
    INSERT INTO waitlist_offers (user_id, start_time, duration_minutes, deposit_cents)
    SELECT ${userId}, ${start}, ${slot.durationMinutes}, ${slot.depositCents} FROM waiting WHERE n > 0
    RETURNING (SELECT n FROM waiting) AS waiting`);
  const waiting = offered.rows[0]?.waiting ?? 0;
  if (!waiting) return false;
  const { day, time } = splitSaoPaulo(slot.startTime);
  await tx.insert(notifications).values({
    userId,
    type: 'slot_freed',
    title: 'Horário liberado',
    message: `${formatDayBR(day)} às ${time} ficou livre e ${waiting === 1 ? '1 cliente da lista de espera pode' : `${waiting} clientes da lista de espera podem`} querer. Eles já veem o horário no link; o primeiro a confirmar fica com ele.`,
    relatedType: 'booking_request',
    scheduledFor: now,
    status: 'pending',
  });
  return true;
}
