import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { type Clock, toIsoDay } from '../../../shared/time';
import type { DbOrTx } from '../../db/client';
import { bookingRequestImages, bookingRequests, consents, depositReceipts } from '../../db/schema';
import { safeErrorMessage } from '../../safe-error';
import type { Actor } from '../actor';
import { fileSlug } from '../file-slug';
import { auditRecord } from './audit';
import { collectClientExport, type ExportFile } from './collect-client-export';
import { renderExportSummary } from './render-export-summary';

export interface ClientExportZip {
  fileName: string;
  /** The zip as it is written: the caller pipes it to the answer. */
  stream: Readable;
}

/** One file's bytes, read again through its owner (a row gone since the snapshot gives null). */
async function readExportFile(db: DbOrTx, userId: string, file: ExportFile): Promise<Buffer | null> {
  if (file.source === 'reference-image') {
    const [image] = await db
      .select({ bytes: bookingRequestImages.bytes })
      .from(bookingRequestImages)
      .innerJoin(bookingRequests, eq(bookingRequests.id, bookingRequestImages.requestId))
      .where(and(eq(bookingRequestImages.id, file.rowId), eq(bookingRequests.userId, userId)));
    return image?.bytes ?? null;
  }
  if (file.source === 'deposit-receipt') {
    const [receipt] = await db
      .select({ bytes: depositReceipts.bytes })
      .from(depositReceipts)
      .innerJoin(bookingRequests, eq(bookingRequests.id, depositReceipts.requestId))
      .where(and(eq(depositReceipts.requestId, file.rowId), eq(bookingRequests.userId, userId)));
    return receipt?.bytes ?? null;
  }
  const [consent] = await db
    .select({ client: consents.signaturePng, guardian: consents.guardianSignaturePng })
    .from(consents)
    .where(and(eq(consents.id, file.rowId), eq(consents.userId, userId)));
  return (file.source === 'signature' ? consent?.client : consent?.guardian) ?? null;
}

/**
 * LGPD art. 18 (access, portability): everything held about a client as ONE zip, written while it
 * downloads — `resumo.html` (a readable pt-BR page), `dados.json` (the same data, every row: no
 * cap) and the files: reference images (`imagens/`, the bytes the artist's screen shows), deposit
 * receipts sent with 'Já paguei' (`comprovantes/`) and signatures (`assinaturas/`). The text is read first in one snapshot; the files are read one by one
 * as the zip reaches them, so memory holds one file and no connection waits on a slow download. A
 * file deleted meanwhile (an erasure racing the download) cuts the download rather than hand over a
 * zip that lacks it. The export is written in the audit (counts only).
 */
export async function exportClientData(
  db: DbOrTx,
  actor: Actor,
  clientId: string,
  clock: Clock,
): Promise<ClientExportZip> {
  const now = clock();
  const data = await collectClientExport(db, actor, clientId, now);
  await auditRecord(db, actor, data.client.id, 'exportado', now, {
    sessoes: data.appointments.length,
    arquivos: data.files.length,
  });

  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed entry on the ZipFile, not on its stream: end the download instead of hanging.
  zip.on('error', (err: Error) => output.destroy(err));
  const { files, ...json } = data;
  zip.addBuffer(Buffer.from(renderExportSummary(data)), 'resumo.html', { mtime: now });
  zip.addBuffer(Buffer.from(`${JSON.stringify(json, null, 2)}\n`), 'dados.json', { mtime: now });
  // Images and PNGs are compressed already: stored as they are.
  for (const file of files)
    zip.addReadStreamLazy(file.path, { mtime: now, compress: false }, (done) => {
      if (output.destroyed) return done(new Error('export download closed'), Readable.from([]));
      readExportFile(db, actor.userId, file).then(
        (bytes) =>
          bytes
            ? done(null, Readable.from([bytes]))
            : done(
                new Error('export interrupted: a file was deleted during the download'),
                Readable.from([]),
              ),
        // The driver's message only: a failed query's parameters never reach the log.
        (err) => done(new Error(`export interrupted: ${safeErrorMessage(err)}`), Readable.from([])),
      );
    });
  zip.end();
  return { fileName: `tinta-cliente-${fileSlug(data.client.name)}-${toIsoDay(now)}.zip`, stream: output };
}
