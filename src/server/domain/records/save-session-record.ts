import { eq, inArray, sql } from 'drizzle-orm';
import {
  type SessionRecord,
  type SessionRecordInput,
  sessionRecordInputSchema,
} from '../../../shared/schemas/session-record';
import type { DbOrTx } from '../../db/client';
import { inkLots, sessionRecordInks, sessionRecords } from '../../db/schema';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError, failAs } from '../errors';
import { readSessionRecord } from './get-session-record';
import { inScope, recordScopeOf } from './record-scope';

/**
 * Writes the appointment's ficha técnica (one per appointment, rewritten whole). The inks are chosen
 * from the artist's inventory and copied as they are today, so editing or archiving a lot later
 * never changes what a past session says. An expired lot is accepted — the artist was warned on
 * screen — and stays flagged in the record. One transaction, the appointment locked.
 */
export async function saveSessionRecord(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
  input: SessionRecordInput,
): Promise<SessionRecord> {
  const values = sessionRecordInputSchema.parse(input);
  const scope = await recordScopeOf(db, actor);
  return failAs('SESSION_RECORD_SAVE_FAILED', () =>
    db.transaction(async (tx) => {
      const appointment = await findOwnAppointment(tx, actor.userId, appointmentId, { forUpdate: true });
      const ids = [...new Set(values.inkLotIds)];
      const lots = ids.length
        ? await tx
            .select()
            .from(inkLots)
            .where(sql`${inArray(inkLots.id, ids)} AND ${inScope(scope)}`)
        : [];
      if (lots.length !== ids.length)
        throw new DomainError('VALIDATION', { inkLotIds: 'Tinta não encontrada no estoque' });
      const { inkLotIds: _ids, ...fields } = values;
      const [record] = await tx
        .insert(sessionRecords)
        .values({ userId: actor.userId, appointmentId: appointment.id, ...fields })
        .onConflictDoUpdate({
          target: sessionRecords.appointmentId,
          set: { ...fields, updatedAt: new Date() },
        })
        .returning({ id: sessionRecords.id });
      await tx.delete(sessionRecordInks).where(eq(sessionRecordInks.recordId, record!.id));
      const byId = new Map(lots.map((l) => [l.id, l]));
      if (ids.length)
        await tx.insert(sessionRecordInks).values(
          ids.map((id, position) => {
            const lot = byId.get(id)!;
            return {
              recordId: record!.id,
              inkLotId: lot.id,
              position,
              product: lot.product,
              manufacturer: lot.manufacturer,
              color: lot.color,
              lot: lot.lot,
              expiresOn: lot.expiresOn,
              anvisaRegistration: lot.anvisaRegistration,
              openedOn: lot.openedOn,
            };
          }),
        );
      return (await readSessionRecord(tx, appointment.id, appointment.startTime))!;
    }),
  );
}
