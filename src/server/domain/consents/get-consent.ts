import { sql } from 'drizzle-orm';
import type { ConsentDetail } from '../../../shared/schemas/consent';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { DomainError } from '../errors';
import { isUuid } from '../paging';
import { type ConsentRow, selectConsents, toConsentSummary } from './list-consents';

interface ConsentDetailRow extends ConsentRow {
  body: string;
  signer_document: string;
  signer_birth_date: string;
  guardian_name: string | null;
  guardian_document: string | null;
  signature_png: Buffer;
  guardian_signature_png: Buffer | null;
  ip: string;
  user_agent: string;
}

const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

/** One signed consent with the exact text signed and the signatures — the artist's own only. */
export async function getConsent(db: DbOrTx, actor: Actor, id: string): Promise<ConsentDetail> {
  if (!isUuid(id)) throw new DomainError('CONSENT_NOT_FOUND');
  const [row] = (
    await db.execute<ConsentDetailRow>(sql`
      SELECT s.*, t.body, c.signer_document, c.signer_birth_date::text AS signer_birth_date,
        c.guardian_name, c.guardian_document, c.signature_png, c.guardian_signature_png, c.ip, c.user_agent
      FROM (${selectConsents} WHERE c.id = ${id} AND c.user_id = ${actor.userId}) s
      JOIN consents c ON c.id = s.id
      JOIN consent_texts t ON t.id = c.text_id`)
  ).rows;
  if (!row) throw new DomainError('CONSENT_NOT_FOUND');
  return {
    ...toConsentSummary(row),
    body: row.body,
    signerDocument: row.signer_document,
    signerBirthDate: row.signer_birth_date,
    guardianName: row.guardian_name,
    guardianDocument: row.guardian_document,
    signature: dataUrl(row.signature_png),
    guardianSignature: row.guardian_signature_png ? dataUrl(row.guardian_signature_png) : null,
    ip: row.ip,
    userAgent: row.user_agent,
  };
}
