import type { DbOrTx } from '../../db/client';
import { type PixApiClient, pixApiClient } from '../../pix-api/pix-api-client';
import { findPixApiConnection, type PixApiConnectionRow, storedCredentials } from './connection-row';
import type { PixApiDeps } from './pix-api-deps';

/** An artist's connected bank for a round of calls: the stored connection and one open client. */
export interface Bank {
  connection: PixApiConnectionRow;
  client: PixApiClient;
}

/**
 * The banks of one round of work (a job's round, one notification): each artist's connection is
 * read and its client opened once — one token and one TLS session per artist, however many of
 * their charges the round touches. `bankOf` is null for an artist with no bank connected, and
 * throws what opening the client throws (secrets this server cannot open, a certificate refused).
 * `close` ends every client the round opened.
 */
export function bankSessions(db: DbOrTx, deps: PixApiDeps) {
  const banks = new Map<string, Promise<Bank | null>>();
  const open = async (userId: string): Promise<Bank | null> => {
    const connection = await findPixApiConnection(db, userId);
    if (!connection) return null;
    return { connection, client: pixApiClient(storedCredentials(connection, deps.box()), deps.policy) };
  };
  return {
    bankOf(userId: string): Promise<Bank | null> {
      let bank = banks.get(userId);
      if (!bank) {
        bank = open(userId);
        banks.set(userId, bank);
      }
      return bank;
    },
    async close(): Promise<void> {
      for (const bank of banks.values()) (await bank.catch(() => null))?.client.close();
    },
  };
}
