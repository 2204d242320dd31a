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
 * their charges the round touches. With `deps.kept` (the server's), a client the last rounds left
 * open for the very same connection is used again instead: a bank sending a burst of notifications
 * costs one handshake and one token, not one per notification. `bankOf` is null for an artist with
 * no bank connected, and throws what opening the client throws (secrets this server cannot open, a
 * certificate refused). `close` ends (or hands back) every client the round opened.
 */
export function bankSessions(db: DbOrTx, deps: PixApiDeps) {
  const banks = new Map<string, Promise<Bank | null>>();
  const releases: (() => void)[] = [];
  const open = async (userId: string): Promise<Bank | null> => {
    const connection = await findPixApiConnection(db, userId);
    if (!connection) return null;
    const make = () => pixApiClient(storedCredentials(connection, deps.box()), deps.policy);
    if (!deps.kept) {
      const client = make();
      releases.push(() => client.close());
      return { connection, client };
    }
    const lease = deps.kept.lease(connection, make);
    releases.push(lease.release);
    return { connection, client: lease.client };
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
      await Promise.all([...banks.values()].map((bank) => bank.catch(() => null)));
      for (const release of releases.splice(0)) release();
    },
  };
}

/**
 * How long a kept client stays open after its last round: under the 5 s a server commonly keeps an
 * idle connection (Node's default), so a kept TLS session is not one the bank already dropped.
 */
const KEPT_IDLE_MS = 4_000;
/** At most this many artists' clients kept open at once (the least recently used go first). */
const KEPT_MAX = 100;

/** Bank clients kept open between rounds, one per artist, for as long as her connection is unchanged. */
export interface KeptBankClients {
  /**
   * The client for this connection — the kept one when the address, client id, sealed secret and
   * certificate are all the same, a new one otherwise — until `release`.
   */
  lease(connection: PixApiConnectionRow, open: () => PixApiClient): { client: PixApiClient; release(): void };
  /** Ends every kept client (at shutdown). */
  close(): void;
}

export function keptBankClients(idleMs = KEPT_IDLE_MS, max = KEPT_MAX): KeptBankClients {
  interface Kept {
    version: string;
    client: PixApiClient;
    leases: number;
    retired: boolean;
    timer?: NodeJS.Timeout;
  }
  const byUser = new Map<string, Kept>();
  /** No round will get it again; it closes once the rounds using it are done. */
  const retire = (kept: Kept) => {
    kept.retired = true;
    clearTimeout(kept.timer);
    if (kept.leases === 0) kept.client.close();
  };
  const forget = (userId: string, kept: Kept) => {
    if (byUser.get(userId) === kept) byUser.delete(userId);
    retire(kept);
  };
  return {
    lease(connection, open) {
      const { userId } = connection;
      // Reconnected (another bank, account, secret or certificate): sealed anew, so it differs.
      const version = [
        connection.baseUrl,
        connection.tokenUrl ?? '',
        connection.clientId,
        connection.clientSecretSealed,
        connection.certificateSealed,
      ].join('\n');
      let kept = byUser.get(userId);
      if (kept && kept.version !== version) {
        forget(userId, kept);
        kept = undefined;
      }
      if (!kept) {
        kept = { version, client: open(), leases: 0, retired: false };
        for (const [otherId, other] of byUser) {
          if (byUser.size < max) break;
          if (other.leases === 0) forget(otherId, other);
        }
      }
      // Most recently used last.
      byUser.delete(userId);
      byUser.set(userId, kept);
      clearTimeout(kept.timer);
      kept.leases++;
      const held = kept;
      let released = false;
      return {
        client: held.client,
        release() {
          if (released) return;
          released = true;
          held.leases--;
          if (held.leases > 0) return;
          if (held.retired) held.client.close();
          else held.timer = setTimeout(() => forget(userId, held), idleMs).unref();
        },
      };
    },
    close() {
      for (const [userId, kept] of [...byUser]) forget(userId, kept);
    },
  };
}
