import { idbStore } from './idb';

/**
 * Where saves made without a connection wait on the device (IndexedDB): the queue itself
 * (offline-queue.ts) and the root's cheap look at whether anything waits, which a signed-out first
 * visit makes without downloading the queue.
 */
const STORE = 'writes';
export const withOfflineStore = idbStore('tinta-offline', STORE, (db) =>
  db.createObjectStore(STORE, { keyPath: 'seq', autoIncrement: true }),
);

/** Whether any save waits on this device, whoever made it. */
export const hasWaitingWrites = (): Promise<boolean> =>
  withOfflineStore('readonly', (s) => s.count()).then(
    (n) => n > 0,
    () => false,
  );
