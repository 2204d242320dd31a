import { type SQL, sql } from 'drizzle-orm';
import { formatDayBR, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';

/**
 * A waitlisted request (status 'espera', not in Spam, alias `r`) the freed slot at `start` of
 * `minutes` suits: the client's session fits in it, its São Paulo day is inside their window and
 * not a day the artist has since taken off, its part of the day one they chose — manhã before 12h,
 * tarde before 18h, noite after (the time module's wall clock, through tinta_sp_local).
 */
export const waitSuits = (start: SQL, minutes: SQL): SQL => sql`r.status = 'espera' AND NOT r.spam
  AND r.length_minutes <= ${minutes}
  AND tinta_sp_local(${start})::date BETWEEN r.wait_from AND r.wait_to
  AND (CASE WHEN extract(hour FROM tinta_sp_local(${start})) < 12 THEN 'manha'
            WHEN extract(hour FROM tinta_sp_local(${start})) < 18 THEN 'tarde'
            ELSE 'noite' END) = ANY (r.wait_periods)
  AND NOT EXISTS (
    SELECT 1 FROM booking_settings b
    WHERE b.user_id = r.user_id AND tinta_sp_local(${start})::date = ANY (b.days_off))`;

/** Some session other than a cancelled one holds part of [`start`, `start` + `minutes`). */
const timeTaken = (userId: SQL, start: SQL, minutes: SQL): SQL => sql`EXISTS (
    SELECT 1 FROM appointments a
    WHERE a.user_id = ${userId} AND a.status <> 'cancelado'
      AND a.start_time > ${start} - interval '12 hours'
      AND a.start_time < ${start} + make_interval(mins => ${minutes})
      AND a.start_time + make_interval(mins => a.duration_minutes) > ${start})`;

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
  AND ${waitSuits(sql`o.start_time`, sql`o.duration_minutes`)}
  AND NOT ${timeTaken(sql`o.user_id`, sql`o.start_time`, sql`r.length_minutes`)}`;

/**
 * A session was called off or moved: when its time is still ahead, free (a session moved by an hour
 * still holds most of it) and a client on the artist's waitlist could come then, the slot is
 * offered — once per time, however often it is freed — each such client sees it on their link
 * (the first to confirm takes it — take-waitlist-offer.ts) and the artist is told how many are
 * waiting, with the WhatsApp drafts in Pedidos › Lista de espera. Written in the freeing
 * operation's transaction.
 */
export async function offerFreedSlot(
  tx: DbOrTx,
  userId: string,
  slot: { startTime: Date; durationMinutes: number; depositCents: number },
  now: Date,
): Promise<boolean> {
  if (slot.startTime.getTime() <= now.getTime()) return false;
  const start = sql`${slot.startTime.toISOString()}::timestamptz`;
  const minutes = sql`${slot.durationMinutes}::int`;
  const offered = await tx.execute<{ waiting: number }>(sql`
    WITH waiting AS (
      SELECT count(*)::int AS n FROM booking_requests r WHERE r.user_id = ${userId} AND ${waitSuits(start, minutes)}
    )
    INSERT INTO waitlist_offers (user_id, start_time, duration_minutes, deposit_cents)
    SELECT ${userId}, ${start}, ${minutes}, ${slot.depositCents} FROM waiting
    WHERE n > 0 AND NOT ${timeTaken(sql`${userId}`, start, minutes)}
    ON CONFLICT (user_id, start_time) WHERE taken_request_id IS NULL DO NOTHING
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
