import type { ClientList, ClientListQuery } from '../../../shared/schemas/client';
import type { Clock } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../actor';
import { listClients } from '../clients/list-clients';
import { readRecordRules } from '../consents/get-record-settings';
import { DomainError } from '../errors';
import { auditRecord } from '../lgpd/audit';
import { findArtistMember } from '../team/find-artist-member';
import { requireOwner } from '../team/require-owner';
import { clientRecordPdf, type RecordPdf } from './record-pdfs';

/**
 * The studio owner reading one of its artists' client records — only when the studio turned that
 * on ('Termo e regras'). Answers the artist to read as; anyone else, or with the option off, is refused.
 */
async function asArtistOf(db: DbOrTx, owner: Actor, memberId: string): Promise<Actor> {
  const studio = await requireOwner(db, owner);
  const rules = await readRecordRules(db, {
    organizationId: studio.organizationId,
    userId: owner.userId,
    isOwner: true,
  });
  if (!rules.ownerReadsRecords) throw new DomainError('RECORDS_OWNER_READ_OFF');
  const member = await findArtistMember(db, studio.organizationId, memberId, owner.userId);
  return { userId: member.userId };
}

/** An artist's clients, a page at a time, for the owner to pick whose record to read. */
export async function listArtistClients(
  db: DbOrTx,
  owner: Actor,
  memberId: string,
  query: ClientListQuery,
  clock: Clock,
): Promise<ClientList> {
  return listClients(db, await asArtistOf(db, owner, memberId), query, clock);
}

/**
 * An artist's client's record as a PDF for the owner (in the owner's turn); the artist's audit says
 * the owner read it. The PDF is drawn while it downloads: a failed audit cancels it.
 */
export async function artistClientRecordPdf(
  db: DbOrTx,
  owner: Actor,
  memberId: string,
  clientId: string,
  clock: Clock,
): Promise<RecordPdf> {
  const artist = await asArtistOf(db, owner, memberId);
  const pdf = await clientRecordPdf(db, artist, clientId, clock, owner.userId);
  try {
    await auditRecord(db, artist, clientId, 'pdf', clock(), { leitura: 'dono do estúdio' }, owner.userId);
  } catch (err) {
    pdf.stream.destroy();
    throw err;
  }
  return pdf;
}
