/**
 * A PDF worker thread (started by render-pool.ts): draws one PDF at a time with pdfkit (a client's
 * record or a settlement statement), sending the bytes back as they are made. Nothing here touches
 * the database — the server collected the document — so the event loop that answers every other
 * request never draws a page.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { ClientRecord } from '../domain/records/collect-client-record';
import type { PdfOutput } from './pdf-output';
import {
  CHUNK_BYTES,
  type FromWorker,
  type PdfDocument,
  STALL_MS,
  type ToWorker,
  WINDOW_BYTES,
} from './render-protocol';
import { renderRecordPdf } from './render-record-pdf';
import { renderSettlementStatementPdf } from './render-settlement-statement-pdf';

// A PDF is background work. On Linux a thread's nice value is its own, so with both cores drawing
// PDFs the event loop (and Postgres) still get the CPU the moment they want it. Elsewhere this
// would lower the whole server, so it is left alone.
if (process.platform === 'linux') setPriority(19);

const port = parentPort!;
const send = (message: FromWorker, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

interface Job {
  id: number;
  /** Bytes sent and not yet acknowledged. */
  unacked: number;
  cancelled: boolean;
  /** Wakes a draw waiting for acknowledgements (or a cancel). */
  wake?: () => void;
}
let current: Job | null = null;

port.on('message', (message: ToWorker) => {
  if (message.type === 'render') {
    void run(message);
    return;
  }
  if (!current || current.id !== message.id) return;
  if (message.type === 'ack') current.unacked -= message.bytes;
  else current.cancelled = true;
  current.wake?.();
});

/** Buffers arrive as Uint8Array after the copy between threads; pdfkit wants a Buffer for an image. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

async function run(message: Extract<ToWorker, { type: 'render' }>) {
  const job: Job = { id: message.id, unacked: 0, cancelled: false };
  current = job;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = () => {
    if (!pendingBytes) return;
    // A fresh buffer of its own, so it can be moved to the main thread rather than copied.
    const data = new Uint8Array(pendingBytes);
    let at = 0;
    for (const piece of pending) {
      data.set(piece, at);
      at += piece.length;
    }
    pending = [];
    pendingBytes = 0;
    job.unacked += data.length;
    send({ type: 'chunk', id: job.id, data }, [data.buffer]);
  };
  const caughtUp = () => job.cancelled || job.unacked <= WINDOW_BYTES;
  const out = {
    write(chunk: Buffer) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      if (pendingBytes >= CHUNK_BYTES) flush();
    },
    async between() {
      // Always yield once, so acknowledgements and a cancel are heard while drawing.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (!caughtUp()) {
        const stalled = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(true), STALL_MS);
          job.wake = () => {
            if (!caughtUp()) return;
            clearTimeout(timer);
            resolve(false);
          };
        });
        job.wake = undefined;
        if (stalled) job.cancelled = true;
      }
      return !job.cancelled;
    },
  };
  let ok = false;
  try {
    const generatedAt = new Date(message.generatedAt);
    ok = await draw(message.document, () => generatedAt, out);
    if (ok) flush();
  } catch {
    // The server answers a generic failure; nothing of the document goes to a log from here.
    ok = false;
  } finally {
    current = null;
    send({ type: 'done', id: job.id, ok });
  }
}

/** Each kind of document to its layout; true once complete, false if abandoned. */
function draw(document: PdfDocument, clock: () => Date, out: PdfOutput): Promise<boolean> {
  switch (document.kind) {
    case 'client':
    case 'session': {
      const record: ClientRecord = {
        ...document.record,
        consents: document.record.consents.map((c) => ({
          ...c,
          signaturePng: asBuffer(c.signaturePng),
          guardianSignaturePng: c.guardianSignaturePng ? asBuffer(c.guardianSignaturePng) : null,
        })),
      };
      return renderRecordPdf(record, document.kind, clock, out);
    }
    case 'settlement-statement':
      return renderSettlementStatementPdf(document.statement, clock, out);
  }
}
