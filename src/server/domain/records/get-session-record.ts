import { asc, eq } from 'drizzle-orm';
import type { SessionRecord } from '../../../shared/schemas/session-record';
import { splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { sessionRecordInks, sessionRecords } from '../../db/schema';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';

/** The appointment's ficha técnica, or null before one is written. Only the artist's own. */
export async function getSessionRecord(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
): Promise<SessionRecord | null> {
  const appointment = await findOwnAppointment(db, actor.userId, appointmentId);
  return readSessionRecord(db, appointment.id, appointment.startTime);
}

export async function readSessionRecord(
  db: DbOrTx,
  appointmentId: string,
  startTime: Date,
): Promise<SessionRecord | null> {
  const [record] = await db
    .select()
    .from(sessionRecords)
    .where(eq(sessionRecords.appointmentId, appointmentId));
  if (!record) return null;
  const inks = await db
    .select()
    .from(sessionRecordInks)
    .where(eq(sessionRecordInks.recordId, record.id))
    .orderBy(asc(sessionRecordInks.position));
  const sessionDay = splitSaoPaulo(startTime).day;
  return {
    appointmentId,
    bodySite: record.bodySite,
    description: record.description,
    needleLot: record.needleLot,
    sterilizationBatch: record.sterilizationBatch,
    adverseReactions: record.adverseReactions,
    aftercare: record.aftercare,
    updatedAt: record.updatedAt.toISOString(),
    inks: inks.map((i) => ({
      inkLotId: i.inkLotId,
      product: i.product,
      manufacturer: i.manufacturer,
      color: i.color,
      lot: i.lot,
      expiresOn: i.expiresOn,
      anvisaRegistration: i.anvisaRegistration,
      openedOn: i.openedOn,
      expired: i.expiresOn < sessionDay,
    })),
  };
}
