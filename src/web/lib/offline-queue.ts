import { QUEUE_OWNER_HEADER } from '../../shared/queue-owner';
import { ApiError, api } from './api';
import type { OptimisticRows } from './changes';
import { withOfflineStore } from './offline-store';
import { upgradeQueuedBody } from './upgrade-queued-write';

/**
 * Writes made without a connection, kept in IndexedDB so they survive reloads and app restarts,
 * sent in the order they were made once the browser is back online. Every queued create carries
 * the id the browser chose (the server answers the first save for a second arrival), so a replay
 * after a lost answer never duplicates. A write the server refuses leaves the queue and is said
 * aloud (toast), with the server's own pt-BR text. Each write belongs to the account that saved it
 * and only that account's session sends it (docs/decisions/0006-offline-queue-owner.md).
 */
export interface QueuedWrite {
  seq?: number;
  /**
   * The id of the account signed in when it was saved. Missing on writes kept by the app before
   * owners were recorded: nobody can be proven to own those, so they wait for a person to claim them.
   */
  owner?: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
  /** What the person saved, in their words: 'Novo cliente: Ana Souza'. */
  label: string;
  /**
   * The rows the save shows on screen (its optimistic rows): kept with it so every list, picker and
   * agenda shows them, marked pendente, until the server has them (entities/offline-writes).
   * Missing on writes kept before issue 29.
   */
  rows?: OptimisticRows;
  createdAt: string;
  /**
   * Set on a write kept while its first request is out (`sendOrQueue`): the tab sending it holds
   * the Web Lock `tinta-sending-{id}` meanwhile. While that lock is held the write is nobody
   * else's to send or show; once it is free (the answer came, or the page died mid-request) it is
   * an ordinary waiting write.
   */
  sendingId?: string;
}

/** A write that has not answered in this long is treated as offline (it replays later, safely). */
const WRITE_TIMEOUT_MS = 15_000;

const withStore = withOfflineStore;

const SENDING_LOCK = 'tinta-sending-';
const canLock = () => typeof navigator !== 'undefined' && 'locks' in navigator;

/** The writes whose first request is out right now, in some tab of this device. */
async function beingSent(): Promise<Set<string>> {
  if (!canLock()) return new Set();
  const { held = [] } = await navigator.locks.query();
  return new Set(
    held.flatMap((lock) =>
      lock.name?.startsWith(SENDING_LOCK) ? [lock.name.slice(SENDING_LOCK.length)] : [],
    ),
  );
}

/** Every write waiting on this device, whoever saved it (not those a tab is sending right now). */
export async function pendingWrites(): Promise<QueuedWrite[]> {
  const all = await withStore('readonly', (s) => s.getAll() as IDBRequest<QueuedWrite[]>);
  // Asked after reading: a kept write is stored under a lock already held, so any write read
  // above whose sender is still at work shows here as held.
  const sending = await beingSent();
  return all.filter((w) => w.sendingId === undefined || !sending.has(w.sendingId));
}
const removeWrite = (seq: number) => withStore('readwrite', (s) => s.delete(seq));

/** The writes one account saved, oldest first. */
export const writesOf = (writes: QueuedWrite[], owner: string) =>
  writes.filter((w) => w.owner === owner).sort((a, b) => a.seq! - b.seq!);

/** Writes kept by the app before it recorded owners. */
export const unownedWrites = (writes: QueuedWrite[]) => writes.filter((w) => w.owner === undefined);

/** Drops these writes for good (the person chose to; see the sign-out confirmation). */
export async function discardWrites(writes: QueuedWrite[]): Promise<void> {
  if (writes.length === 0) return;
  await withStore('readwrite', (s) => writes.map((w) => s.delete(w.seq!)).at(-1)!);
  notify();
}

/** The signed-in person says these ownerless writes are theirs: from now on only they send them. */
export async function claimWrites(writes: QueuedWrite[], owner: string): Promise<void> {
  if (writes.length === 0) return;
  await withStore('readwrite', (s) => writes.map((w) => s.put({ ...w, owner })).at(-1)!);
  notify();
}

// Other tabs learn of changes through a channel; this tab through its listeners.
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('tinta-offline');
channel?.addEventListener('message', () => notify(false));
function notify(broadcast = true) {
  for (const listener of listeners) listener();
  if (broadcast) channel?.postMessage('changed');
}
export function onQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A write to keep: always under the account that is saving it. */
type NewWrite = Omit<QueuedWrite, 'seq' | 'createdAt' | 'owner'> & { owner: string };

export async function enqueue(write: NewWrite): Promise<void> {
  await withStore('readwrite', (s) => s.add({ ...write, createdAt: new Date().toISOString() }));
  notify();
}

/** Keeps a write that is about to be sent; answers its key. Nobody is told: it is not waiting yet. */
const keepWhileSending = (write: NewWrite & { sendingId: string }) =>
  withStore(
    'readwrite',
    (s) => s.add({ ...write, createdAt: new Date().toISOString() }) as IDBRequest<number>,
  );

/** The network failed (or never answered): nothing the server said. */
const isOffline = (err: unknown) =>
  err instanceof ApiError && (err.body.code === 'OFFLINE' || err.body.code === 'TIMEOUT');

/** The owner's session is gone (401) or another account's cookie answered (OTHER_ACCOUNT). */
const notOwnersSession = (err: unknown) =>
  err instanceof ApiError && (err.status === 401 || err.body.code === 'OTHER_ACCOUNT');

/** Sent under its owner's name: the server refuses it when someone else's session answers. */
const send = <T>(write: NewWrite, body: unknown) =>
  api<T>(write.path, {
    method: write.method,
    body,
    timeoutMs: WRITE_TIMEOUT_MS,
    headers: { [QUEUE_OWNER_HEADER]: write.owner },
  });

/**
 * Sends a write now when possible; without a connection keeps it for later and answers `queued`.
 * The caller tells the person it is saved on this device.
 */
export async function sendOrQueue<T>(
  write: NewWrite,
  /** What to replay, when it differs from what is tried now (e.g. no overlap question later). */
  queuedBody: unknown = write.body,
  /**
   * It names a row still waiting here (a client saved offline): it goes behind that row's save in
   * the queue, even online — sent now, the server would not know the row yet.
   */
  behindWaiting = false,
): Promise<{ queued: true } | { queued: false; result: T }> {
  if (navigator.onLine && !behindWaiting) {
    const outcome = canLock() ? await sendKept<T>(write, queuedBody) : await sendOnly<T>(write);
    if (outcome === 'kept') {
      // Told once the lock is free: until then the write reads as being sent, not waiting.
      notify();
      return { queued: true };
    }
    if (outcome) return { queued: false, result: outcome.result };
  }
  await enqueue({ ...write, body: queuedBody });
  return { queued: true };
}

/** Sent now: the server's answer; `null`: the network failed and the write is not kept yet. */
type Attempt<T> = { result: T } | null;

async function sendOnly<T>(write: NewWrite): Promise<Attempt<T>> {
  try {
    return { result: await send<T>(write, write.body) };
  } catch (err) {
    if (!isOffline(err)) throw err;
    return null;
  }
}

/**
 * Sends now, with the write kept on the device until the server has answered (decision 0019): the
 * screen shows a save before its answer, so a page closed or reloaded mid-request must not lose
 * it — the next replay sends it (creates carry their id: a second arrival is answered with the
 * first save). A network failure leaves it kept (`'kept'`), as any offline save; an answer
 * removes it.
 */
function sendKept<T>(write: NewWrite, queuedBody: unknown): Promise<Attempt<T> | 'kept'> {
  const sendingId = newId();
  return navigator.locks.request(`${SENDING_LOCK}${sendingId}`, async (): Promise<Attempt<T> | 'kept'> => {
    const keeping = keepWhileSending({ ...write, body: queuedBody, sendingId }).catch(() => null);
    // A slow or stuck IndexedDB never holds a save back: past KEEP_WAIT_MS it is sent unkept.
    const seq = await Promise.race([
      keeping,
      new Promise<null>((late) => setTimeout(late, KEEP_WAIT_MS, null)),
    ]);
    // Kept late, it is removed once it lands; the answer does not wait for it.
    const forget = () =>
      void keeping.then((kept) => (kept === null ? undefined : removeWrite(kept).catch(() => undefined)));
    try {
      const result = await send<T>(write, write.body);
      forget();
      return { result };
    } catch (err) {
      if (isOffline(err) && seq !== null) return 'kept';
      forget();
      if (!isOffline(err)) throw err;
      return null;
    }
  });
}

/** How long a save waits for its copy on the device before it is sent anyway. */
const KEEP_WAIT_MS = 500;

export interface ReplayHooks {
  /** A write reached the server: lists and counts should reload. */
  onSent: () => void;
  /** The server refused a write (4xx): it will not be retried. */
  onRefused: (write: QueuedWrite, message: string) => void;
  /**
   * The session is no longer the owner's (expired, revoked, or someone else signed in on this
   * browser): the writes stay for the owner's next sign-in, and the page must learn who is here.
   */
  onSessionLost: () => void;
}

/**
 * Sends what `owner` saved, oldest first, stopping at the first network failure or server error
 * (the order matters: the client before the appointment that names them). Nobody else's writes
 * are ever sent from this session. One tab at a time.
 */
export async function replay(owner: string, hooks: ReplayHooks): Promise<void> {
  const run = async () => {
    for (const write of writesOf(await pendingWrites(), owner)) {
      try {
        // Kept by an older version of the app, it may still be in an older shape.
        await send({ ...write, owner }, upgradeQueuedBody(write));
      } catch (err) {
        if (notOwnersSession(err)) return hooks.onSessionLost();
        if (isOffline(err) || !(err instanceof ApiError) || err.status >= 500) return;
        // Deleting what is already gone did what was asked.
        if (!(write.method === 'DELETE' && err.status === 404)) hooks.onRefused(write, err.message);
      }
      await removeWrite(write.seq!);
      notify();
      hooks.onSent();
    }
  };
  if ('locks' in navigator)
    await navigator.locks.request('tinta-offline-replay', { ifAvailable: true }, (lock) =>
      lock ? run() : undefined,
    );
  else await run();
}

/** A v4 uuid, also on plain http (where crypto.randomUUID is missing). */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export const SAVED_OFFLINE = 'Sem conexão: salvo neste aparelho. Será enviado quando a conexão voltar.';
