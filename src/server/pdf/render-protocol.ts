import type { ClientRecord } from '../domain/records/collect-client-record';
import type { SettlementStatement } from '../domain/settlements/read-settlement-statement';

/**
 * What a worker draws, collected by the server beforehand: a client's record (the whole record, or
 * one session's) or one artist's settlement statement (repasse). Plain data, copied to the worker.
 */
export type PdfDocument =
  | { kind: 'client' | 'session'; record: ClientRecord }
  | { kind: 'settlement-statement'; statement: SettlementStatement };

/**
 * The messages between the server and a PDF worker (render-pool.ts ⇄ render-worker.ts). One job
 * at a time per worker. Flow control is by acknowledgement: the worker stops drawing while more
 * than WINDOW_BYTES it sent are not yet taken by the HTTP answer, so a slow download holds at most
 * that much of its PDF in memory, never the whole file.
 */
export type ToWorker =
  | { type: 'render'; id: number; document: PdfDocument; generatedAt: number }
  | { type: 'ack'; id: number; bytes: number }
  | { type: 'cancel'; id: number };

export type FromWorker =
  | { type: 'chunk'; id: number; data: Uint8Array }
  /** The job is over: complete (`ok`), abandoned after a cancel or a stall, or failed. */
  | { type: 'done'; id: number; ok: boolean };

/** What the worker may have sent and not yet seen taken. */
export const WINDOW_BYTES = 1024 * 1024;
/** The worker batches pdfkit's many small writes into messages of about this size. */
export const CHUNK_BYTES = 64 * 1024;
/** A download that takes nothing for this long is abandoned, freeing its worker for others. */
export const STALL_MS = 60_000;
