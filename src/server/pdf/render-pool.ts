import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { DomainError } from '../domain/errors';
import type { FromWorker, PdfDocument, ToWorker } from './render-protocol';

/**
 * How many PDFs are drawn at once per process. pdfkit is CPU-bound: on a 2-core box two workers
 * leave the event loop a core's worth of turns; more would only make each PDF slower.
 */
const WORKERS = 2;
/** PDFs collected and waiting for a worker, beyond which a request is turned away (memory bound). */
const MAX_WAITING = 8;
/** A worker nobody needed for this long is ended, giving its memory back. */
const IDLE_MS = 20_000;
/** A runaway document ends its worker, not the server. */
const WORKER_HEAP_MB = 256;

export type PdfRefusal = 'user-busy' | 'server-busy';

/** One user's turn: at most one PDF per user is collected, drawn or downloaded at a time. */
export interface PdfTurn {
  /** Starts drawing (in a worker, when one is free) and answers the bytes as they come. */
  render(document: PdfDocument, generatedAt: Date): Readable;
  /** Gives the turn back without rendering (the document could not be collected). */
  release(): void;
}

interface Job {
  id: number;
  message: Extract<ToWorker, { type: 'render' }>;
  stream: Readable;
  /** Bytes pushed into the stream and not yet acknowledged to the worker. */
  toAck: number;
  worker?: Slot;
  finished: boolean;
}

interface Slot {
  worker: Worker;
  job: Job | null;
  idle?: NodeJS.Timeout;
}

// From source (tests, bench, dev) the worker is TypeScript started through tsx; the build bundles
// render-worker.ts as pdf-render-worker.js next to main.js (scripts/build.mjs).
const fromSource = import.meta.url.endsWith('.ts');

function startWorker(): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: WORKER_HEAP_MB };
  if (fromSource)
    return new Worker(new URL('./worker-from-source.mjs', import.meta.url), {
      workerData: { entry: new URL('./render-worker.ts', import.meta.url).href },
      resourceLimits,
    });
  return new Worker(new URL('./pdf-render-worker.js', import.meta.url), { resourceLimits });
}

/**
 * PDFs (client records, settlement statements) drawn off the event loop: a few worker threads, a
 * queue, one turn per user, and each PDF streamed to its download as it is drawn. The SQL that
 * collects a document stays on the main thread (one pool of connections); only pdfkit runs in the
 * workers.
 */
export class PdfRenderPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private readonly users = new Set<string>();
  private nextId = 1;

  constructor(
    private readonly workers = WORKERS,
    private readonly maxWaiting = MAX_WAITING,
  ) {}

  /** A turn for `userId`, or why not: their PDF is still in progress, or too many are waiting. */
  take(userId: string): PdfTurn | PdfRefusal {
    if (this.users.has(userId)) return 'user-busy';
    if (this.users.size >= this.workers + this.maxWaiting) return 'server-busy';
    this.users.add(userId);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      this.users.delete(userId);
    };
    return {
      release,
      render: (document, generatedAt) => {
        const stream = this.enqueue(document, generatedAt);
        // The turn lasts until the download is over: taken to the end, failed or abandoned.
        stream.once('close', release);
        return stream;
      },
    };
  }

  private enqueue(document: PdfDocument, generatedAt: Date): Readable {
    const id = this.nextId++;
    const job: Job = {
      id,
      message: { type: 'render', id, document, generatedAt: generatedAt.getTime() },
      stream: new Readable({
        highWaterMark: 64 * 1024,
        // The download wants more: what it took so far may be drawn again.
        read: () => this.acknowledge(job),
        destroy: (err, callback) => {
          this.abandon(job);
          callback(err);
        },
      }),
      toAck: 0,
      finished: false,
    };
    this.queue.push(job);
    this.dispatch();
    return job.stream;
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.job);
      if (!slot) {
        if (this.slots.length >= this.workers) return;
        slot = this.spawn();
      }
      const job = this.queue.shift()!;
      clearTimeout(slot.idle);
      slot.job = job;
      job.worker = slot;
      slot.worker.postMessage(job.message);
      // The document now lives in the worker; this copy need not wait for the download to end.
      job.message.document = undefined as unknown as PdfDocument;
    }
  }

  private spawn(): Slot {
    const slot: Slot = { worker: startWorker(), job: null };
    // An idle worker never keeps the process alive; a busy one has its download doing that.
    slot.worker.unref();
    slot.worker.on('message', (message: FromWorker) => this.onMessage(slot, message));
    const lost = () => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      clearTimeout(slot.idle);
      if (slot.job) this.finish(slot.job, false);
      slot.job = null;
      this.dispatch();
    };
    slot.worker.on('error', lost);
    slot.worker.on('exit', lost);
    this.slots.push(slot);
    return slot;
  }

  private onMessage(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    if (!job || job.id !== message.id) return;
    if (message.type === 'chunk') {
      if (job.finished) return;
      const bytes = Buffer.from(message.data.buffer, message.data.byteOffset, message.data.byteLength);
      job.toAck += bytes.length;
      if (job.stream.push(bytes)) this.acknowledge(job);
      return;
    }
    this.finish(job, message.ok);
    slot.job = null;
    if (this.queue.length) this.dispatch();
    else slot.idle = setTimeout(() => this.retire(slot), IDLE_MS).unref();
  }

  /** An idle worker leaves the pool before it is ended, so no job is ever handed to it meanwhile. */
  private retire(slot: Slot): void {
    const index = this.slots.indexOf(slot);
    if (index < 0 || slot.job) return;
    this.slots.splice(index, 1);
    void slot.worker.terminate();
  }

  private acknowledge(job: Job): void {
    if (!job.worker || !job.toAck || job.finished) return;
    job.worker.worker.postMessage({ type: 'ack', id: job.id, bytes: job.toAck } satisfies ToWorker);
    job.toAck = 0;
  }

  /** The download went away (closed, failed): stop drawing what nobody will read. */
  private abandon(job: Job): void {
    if (job.finished) return;
    job.finished = true;
    const queued = this.queue.indexOf(job);
    if (queued >= 0) this.queue.splice(queued, 1);
    else job.worker?.worker.postMessage({ type: 'cancel', id: job.id } satisfies ToWorker);
  }

  private finish(job: Job, ok: boolean): void {
    if (job.finished) return;
    job.finished = true;
    if (ok) job.stream.push(null);
    // Before the first byte this is still a proper answer (500, 'Erro ao gerar o PDF'); after it,
    // the download is cut short, which a browser shows as failed rather than as a broken file.
    else job.stream.destroy(new DomainError('PDF_FAILED'));
  }

  /** Ends every worker (a server closing); PDFs still drawing fail, later ones start new workers. */
  async close(): Promise<void> {
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
  }
}

/** The process's one pool: every server in it shares the cores, so they share the cap too. */
export const pdfRenderPool = new PdfRenderPool();

export interface DrawnPdf {
  fileName: string;
  /** The PDF as it is drawn, in a worker; the answer streams it (it is never whole in memory here). */
  stream: Readable;
}

/**
 * One PDF per person at a time (a second tap, or a second tab, while the first is still coming is
 * told to wait), and only so many waiting in the process: each holds its collected document in
 * memory. The turn is taken before the document is collected, so refused requests cost no SQL; a
 * collection that fails (not found, not allowed) gives the turn back and its error goes on.
 */
export async function drawPdf(
  requestedBy: string,
  collect: () => Promise<{ document: PdfDocument; fileName: string }>,
  generatedAt: () => Date,
): Promise<DrawnPdf> {
  const turn = pdfRenderPool.take(requestedBy);
  if (turn === 'user-busy') throw new DomainError('PDF_ALREADY_RUNNING');
  if (turn === 'server-busy') throw new DomainError('PDF_BUSY');
  try {
    const { document, fileName } = await collect();
    return { fileName, stream: turn.render(document, generatedAt()) };
  } catch (err) {
    turn.release();
    throw err;
  }
}
