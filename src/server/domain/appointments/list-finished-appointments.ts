import { and, desc, eq, sql } from 'drizzle-orm';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { DbOrTx } from '../../db/client';
import { appointments } from '../../db/schema';
import type { Actor } from '../actor';
import { likePattern } from '../paging';
import { toAppointment } from './to-appointment';

/**
 * What the payment form can choose (SPEC §4: only concluido and finished), most recent first,
 * searchable by client or title.
 */
export async function listFinishedAppointments(
  db: DbOrTx,
  actor: Actor,
  query: { q?: string },
): Promise<Appointment[]> {
  const q = query.q?.trim();
  const rows = await db
    .select()
    .from(appointments)
    .where(
      and(
        eq(appointments.userId, actor.userId),
        eq(appointments.status, 'concluido'),
        eq(appointments.isTattooFinished, true),
        q
          ? sql`tinta_fold(${appointments.clientName} || ' ' || ${appointments.title}) LIKE tinta_fold(${likePattern(q)}) ESCAPE '\\'`
          : undefined,
      ),
    )
    .orderBy(desc(appointments.startTime))
    .limit(50);
  return rows.map(toAppointment);
}
