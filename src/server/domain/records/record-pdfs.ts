import { type Clock, splitSaoPaulo } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { renderRecordPdf } from '../../pdf/render-record-pdf';
import type { Actor } from '../actor';
import { findOwnAppointment } from '../appointments/queries';
import { DomainError } from '../errors';
import { collectClientRecord } from './collect-client-record';

export interface RecordPdf {
  fileName: string;
  bytes: Buffer;
}

/** A file name from a person's name: plain letters, no accents or spaces. */
const fileSlug = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'cliente';

/** The whole record of a client (identity, anamneses, sessions with inks, consents) as a PDF. */
export async function clientRecordPdf(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  clock: Clock,
): Promise<RecordPdf> {
  const record = await collectClientRecord(db, actor, clientId);
  return {
    fileName: `ficha-${fileSlug(record.client.name)}.pdf`,
    bytes: await renderRecordPdf(record, 'client', clock),
  };
}

/** One session's record: its ficha técnica, its consent and the anamnese in force that day. */
export async function sessionRecordPdf(
  db: DbOrTx,
  actor: Actor,
  appointmentId: string,
  clock: Clock,
): Promise<RecordPdf> {
  const appointment = await findOwnAppointment(db, actor.userId, appointmentId);
  if (!appointment.clientId) throw new DomainError('CLIENT_NOT_FOUND');
  const record = await collectClientRecord(db, actor, appointment.clientId, { appointmentId });
  return {
    fileName: `sessao-${fileSlug(record.client.name)}-${splitSaoPaulo(appointment.startTime).day}.pdf`,
    bytes: await renderRecordPdf(record, 'session', clock),
  };
}
