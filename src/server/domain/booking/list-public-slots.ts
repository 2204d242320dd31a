import { sql } from 'drizzle-orm';
import { type BusyInterval, type FreeSlot, freeSlots } from '../../../shared/booking-slots';
import { bookingMessages, type PublicSlots, publicSlotsQuerySchema } from '../../../shared/schemas/booking';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { DomainError } from '../errors';
import type { BookingSettingsRow } from './booking-queries';
import { findOpenBookingPage } from './get-public-booking-page';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The free starts of one session length on an open page: working hours minus days off, notice and
 * every appointment not cancelled (start to start + duration). Only day and time go out — nothing
 * about whose the busy hours are. One indexed range read of the artist's appointments.
 */
export async function listPublicSlots(
  db: DbOrTx,
  slug: string,
  query: { length: number | string },
  clock: Clock,
): Promise<PublicSlots> {
  const { length } = publicSlotsQuerySchema.parse(query);
  const page = await findOpenBookingPage(db, slug);
  if (!page.sessionLengths.includes(length))
    throw new DomainError('VALIDATION', { length: bookingMessages.lengthsRequired });
  const slots = await openSlotsOf(db, page, length, clock());
  return { length, slots: slots.map(({ day, time }) => ({ day, time })) };
}

/**
 * The free starts of `length` on a page right now (also what a request's chosen slots are checked
 * against). `moving`: a booked session the client is moving — its own time is not in the way, and
 * its length (whatever the artist set) is the one looked for.
 */
export async function openSlotsOf(
  db: DbOrTx,
  page: BookingSettingsRow,
  length: number,
  now: Date,
  moving?: string,
): Promise<FreeSlot[]> {
  const from = new Date(now.getTime() - DAY_MS);
  const to = new Date(now.getTime() + (page.horizonDays + 2) * DAY_MS);
  const busy = (
    await db.execute<{ start: number; end: number }>(sql`
      SELECT (extract(epoch FROM start_time) * 1000)::bigint AS start,
        (extract(epoch FROM start_time + make_interval(mins => duration_minutes)) * 1000)::bigint AS "end"
      FROM appointments
      WHERE user_id = ${page.userId} AND status <> 'cancelado'
        AND start_time >= ${from.toISOString()} AND start_time < ${to.toISOString()}
        AND id IS DISTINCT FROM ${moving ?? null}::uuid`)
  ).rows.map((r): BusyInterval => ({ start: Number(r.start), end: Number(r.end) }));
  return freeSlots(
    {
      weekly: page.weekly,
      sessionLengths: moving ? [length] : page.sessionLengths,
      minNoticeHours: page.minNoticeHours,
      horizonDays: page.horizonDays,
      daysOff: page.daysOff,
      stepMinutes: 60,
    },
    busy,
    length,
    now,
  );
}
