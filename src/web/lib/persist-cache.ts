import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { forgetBootPaint } from './boot-paint';
import { idbStore } from './idb';

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
/**
 * The shape of the answers kept. Bumped when an API answer gains a field the screens rely on (2:
 * appointments' depositCents, payments' kind): a copy of another shape is dropped, not shown.
 */
const SHAPE = 2;
/** Older than this, a copy is more confusing than useful. */
const MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const WRITE_EVERY_MS = 500;

interface Snapshot {
  shape?: number;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

const run = idbStore(DB_NAME, STORE, (db) => db.createObjectStore(STORE));

/** Forget the copy (sign-out, or the server said the session is gone). */
export function clearPersistedCache(): Promise<void> {
  forgetBootPaint();
  return run('readwrite', (s) => s.delete(KEY))
    .then(() => undefined)
    .catch(() => undefined);
}

/** Puts the device's copy back into the cache; gives up after `waitMs` so a slow disk never delays the app. */
export async function restoreCache(qc: QueryClient, waitMs = 300): Promise<void> {
  const read = run<Snapshot | undefined>('readonly', (s) => s.get(KEY) as IDBRequest<Snapshot | undefined>)
    .then((snapshot) => {
      if (!snapshot || snapshot.shape !== SHAPE || Date.now() - snapshot.savedAt >= MAX_AGE_MS) return;
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
    void run('readwrite', (s) =>
      s.put({ shape: SHAPE, savedAt: Date.now(), state } satisfies Snapshot, KEY),
    ).catch(() => undefined);
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
