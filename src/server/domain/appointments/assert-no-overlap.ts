import { and, asc, gt, lt, ne, sql } from 'drizzle-orm';
import { CLASHES_NAMED, describeClashes } from '../../../shared/appointment-clashes';
import { MAX_DURATION_MINUTES } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import { DomainError } from '../errors';

const MINUTE_MS = 60_000;

/**
 * Double booking is allowed — artists do it on purpose — but never silently: when the form asks
 * (`warnOnOverlap`, before the artist has confirmed), a session that overlaps another of theirs that is not cancelled is
 * answered 409 with the sessions it clashes with ('Ana Souza, 14:00–16:00'). The start-time range
 * keeps the look-up on the (user_id, start_time) index, whatever the history.
 */
export async function assertNoOverlap(
  tx: DbOrTx,
  userId: string,
  slot: { start: Date; durationMinutes: number; exceptId?: string },
): Promise<void> {
  const end = new Date(slot.start.getTime() + slot.durationMinutes * MINUTE_MS);
  const earliest = new Date(slot.start.getTime() - MAX_DURATION_MINUTES * MINUTE_MS);
  const clashes = await tx
    .select({
      clientName: appointments.clientName,
      startTime: appointments.startTime,
      durationMinutes: appointments.durationMinutes,
    })
    .from(appointments)
    .where(
      and(
        sql`${appointments.userId} = ${userId}`,
        gt(appointments.startTime, earliest),
        lt(appointments.startTime, end),
        ne(appointments.status, 'cancelado'),
        sql`${appointments.startTime} + make_interval(mins => ${appointments.durationMinutes}) > ${slot.start.toISOString()}::timestamptz`,
        slot.exceptId ? ne(appointments.id, slot.exceptId) : undefined,
      ),
    )
    .orderBy(asc(appointments.startTime))
    .limit(CLASHES_NAMED);
  if (clashes.length === 0) return;
  throw new DomainError('APPOINTMENT_OVERLAP', { time: describeClashes(clashes) });
}
