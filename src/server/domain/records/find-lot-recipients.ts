import { sql } from 'drizzle-orm';
import { type LotRecipient, lotSearchQuerySchema } from '../../../shared/schemas/session-record';
import { toSaoPauloIso } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';

/**
 * 'Quem recebeu o lote X?' — the reason the record exists: every session of this artist whose
 * record lists that lot (case and accents ignored), newest first, with the client to call.
 */
export async function findLotRecipients(
  db: DbOrTx,
  actor: Actor,
  query: { lot: string },
): Promise<LotRecipient[]> {
  const { lot } = lotSearchQuerySchema.parse(query);
  const rows = await db.execute<{
    client_id: string | null;
    client_name: string;
    phone: string | null;
    appointment_id: string;
    start_time: Date;
    product: string;
    color: string;
    lot: string;
  }>(sql`
    SELECT a.client_id, a.client_name, c.phone, a.id AS appointment_id, a.start_time, i.product, i.color, i.lot
    FROM session_record_inks i
    JOIN session_records r ON r.id = i.record_id
    JOIN appointments a ON a.id = r.appointment_id
    LEFT JOIN clients c ON c.id = a.client_id
    WHERE i.lot_search = tinta_fold(${lot}) AND r.user_id = ${actor.userId}
    ORDER BY a.start_time DESC
    LIMIT 500`);
  return rows.rows.map((r) => ({
    clientId: r.client_id,
    clientName: r.client_name,
    phone: r.phone,
    appointmentId: r.appointment_id,
    startTime: toSaoPauloIso(new Date(r.start_time)),
    product: r.product,
    color: r.color,
    lot: r.lot,
  }));
}
