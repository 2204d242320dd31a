import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The last answers of the screens already opened, kept on the device (IndexedDB), so the app opened
 * without a connection shows them instead of a spinner — the agenda of the day, between sessions
 * in a basement studio. Restored answers count as stale: online, every screen refetches at once.
 * Sign-out (here or in another tab) and a session the server no longer knows erase the copy, so the
 * next person on the device sees nothing of the last one.
 */
const DB_NAME = 'tinta-cache';
const STORE = 'snapshot';
const KEY = 'queries';
/** Older than this, a copy is more confusing than useful. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_EVERY_MS = 500;

interface Snapshot {
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error);
    });
  } finally {
    db.close();
  }
}

/** Forget the copy (sign-out, or the server said the session is gone). */
export function clearPersistedCache(): Promise<void> {
  return run('readwrite', (s) => s.delete(KEY))
    .then(() => undefined)
    .catch(() => undefined);
}

/** Puts the device's copy back into the cache; gives up after `waitMs` so a slow disk never delays the app. */
export async function restoreCache(qc: QueryClient, waitMs = 300): Promise<void> {
  const read = run<Snapshot | undefined>('readonly', (s) => s.get(KEY) as IDBRequest<Snapshot | undefined>)
    .then((snapshot) => {
      if (!snapshot || Date.now() - snapshot.savedAt >= MAX_AGE_MS) return;
      hydrate(qc, snapshot.state);
      // A copy is never fresh, however recent: each screen shows it and asks the server at once.
      void qc.invalidateQueries({ refetchType: 'none' });
    })
    .catch(() => undefined);
  await Promise.race([read, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}

/** Keeps the copy current: after answers arrive, at most every half second. */
export function persistCache(qc: QueryClient, isSignedIn: () => boolean): () => void {
  let timer: number | undefined;
  const write = () => {
    timer = undefined;
    if (!isSignedIn()) return;
    const state = dehydrate(qc, {
      // Finished answers only; what is typed in a search box is not worth keeping.
      shouldDehydrateQuery: (q) => q.state.status === 'success' && !q.queryKey.includes('suggestions'),
    });
    void run('readwrite', (s) => s.put({ savedAt: Date.now(), state } satisfies Snapshot, KEY)).catch(
      () => undefined,
    );
  };
  const unsubscribe = qc.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer !== undefined) return;
    timer = window.setTimeout(write, WRITE_EVERY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) window.clearTimeout(timer);
  };
}
