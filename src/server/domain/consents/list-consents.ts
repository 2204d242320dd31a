import { sql } from 'drizzle-orm';
import type { ConsentSummary } from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { findOwnClient } from '../clients/queries';

export interface ConsentRow extends Record<string, unknown> {
  id: string;
  signed_at: Date;
  version: number;
  text_hash: string;
  signer_name: string;
  minor: boolean;
  appointment_id: string | null;
  appointment_title: string | null;
  appointment_start: Date | null;
}

/** Consents (alias `c`) with their text version and session; the caller adds WHERE, ORDER, LIMIT. */
export const selectConsents = sql`
  SELECT c.id, c.signed_at, t.version, c.text_hash, c.signer_name, c.minor, c.appointment_id,
    a.title AS appointment_title, a.start_time AS appointment_start
  FROM consents c
  JOIN consent_texts t ON t.id = c.text_id
  LEFT JOIN appointments a ON a.id = c.appointment_id`;

export const toConsentSummary = (r: ConsentRow): ConsentSummary => ({
  id: r.id,
  signedAt: new Date(r.signed_at).toISOString(),
  version: r.version,
  textHash: r.text_hash,
  signerName: r.signer_name,
  minor: r.minor,
  appointmentId: r.appointment_id,
  appointmentTitle: r.appointment_title,
  appointmentStart: r.appointment_start ? new Date(r.appointment_start).toISOString() : null,
});

/** A client's signed consents, newest first — only for the artist whose client it is. */
export async function listConsents(db: DbOrTx, actor: Actor, clientId: string): Promise<ConsentSummary[]> {
  const client = await findOwnClient(db, actor.userId, clientId);
  const rows = await db.execute<ConsentRow>(sql`
    ${selectConsents}
    WHERE c.client_id = ${client.id} AND c.user_id = ${actor.userId}
    ORDER BY c.signed_at DESC, c.id DESC
    LIMIT 50`);
  return rows.rows.map(toConsentSummary);
}

/** One consent's summary, the artist's own (what signing answers). */
export async function findConsentSummary(
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<ConsentSummary | null> {
  const [row] = (
    await db.execute<ConsentRow>(sql`${selectConsents} WHERE c.id = ${id} AND c.user_id = ${actor.userId}`)
  ).rows;
  return row ? toConsentSummary(row) : null;
}
