import { type Clock, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { type DrawnPdf, drawPdf } from '../../pdf/render-pool';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError } from '../errors';
import { fileSlug } from '../file-slug';
import { type ClientRecord, collectClientRecord } from './collect-client-record';

export type RecordPdf = DrawnPdf;

/** A record's PDF, drawn in its turn (`drawPdf`: one per person at a time, so many per process). */
function drawRecordPdf(
  requestedBy: string,
  kind: 'client' | 'session',
  collect: () => Promise<{ record: ClientRecord; fileName: string }>,
  clock: Clock,
): Promise<RecordPdf> {
  return drawPdf(
    requestedBy,
    async () => {
      const { record, fileName } = await collect();
      return { document: { kind, record }, fileName };
    },
    clock,
  );
}

/**
 * The whole record of a client (identity, anamneses, sessions with inks, consents) as a PDF.
 * `requestedBy`: whose turn it takes, when someone reads as the artist (the studio owner).
 */
export function clientRecordPdf(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  clock: Clock,
  requestedBy = actor.userId,
): Promise<RecordPdf> {
  return drawRecordPdf(
    requestedBy,
    'client',
    async () => {
      const record = await collectClientRecord(db, actor, clientId);
      return { record, fileName: `ficha-${fileSlug(record.client.name)}.pdf` };
    },
    clock,
  );
}

/** One session's record: its ficha técnica, its consent and the anamnese in force that day. */
export function sessionRecordPdf(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
  clock: Clock,
): Promise<RecordPdf> {
  return drawRecordPdf(
    actor.userId,
    'session',
    async () => {
      const appointment = await findOwnAppointment(db, actor.userId, appointmentId);
      if (!appointment.clientId) throw new DomainError('CLIENT_NOT_FOUND');
      const record = await collectClientRecord(db, actor, appointment.clientId, { appointmentId });
      return {
        record,
        fileName: `sessao-${fileSlug(record.client.name)}-${splitSaoPaulo(appointment.startTime).day}.pdf`,
      };
    },
    clock,
  );
}
