import type { DbOrTx } from '../db/client';
import { listLiveSessionIds } from './live-sessions';

/** One open event stream: whose, through which session, and how to end it. */
export interface OpenStream {
  userId: string;
  sessionId: string;
  end(): void;
}

/**
 * A phone, a laptop and a few tabs each hold one stream; these leave plenty of room for that and
 * stop one cookie from pinning thousands of connections (and their memory) on a process.
 */
export const STREAMS_PER_SESSION = 8;
export const STREAMS_PER_USER = 24;
/**
 * How soon a stream notices its session ended without being told: expiry, or an end announced
 * while this process was not listening. Sign-out, a password reset and revocation are announced
 * and end their streams at once (`endSession`).
 */
export const SESSION_SWEEP_MS = 3_000;

/**
 * The process's open event streams. Streams outlive the request that checked their session: the
 * end of a session, announced by the database to every process (migration 0022), ends its streams
 * here at once, and a periodic sweep — the backstop — ends every stream whose session no longer
 * lets anyone in. Caps count this process's streams.
 */
export class StreamRegistry {
  private readonly streams = new Set<OpenStream>();
  private timer?: NodeJS.Timeout;
  private sweeping = false;

  constructor(
    private readonly db: DbOrTx,
    private readonly log: (message: string) => void,
    private readonly sweepEveryMs = SESSION_SWEEP_MS,
  ) {}

  /** Whether one more stream fits this session's and this user's caps. */
  hasRoomFor(userId: string, sessionId: string): boolean {
    let bySession = 0;
    let byUser = 0;
    for (const s of this.streams) {
      if (s.sessionId === sessionId) bySession++;
      if (s.userId === userId) byUser++;
    }
    return bySession < STREAMS_PER_SESSION && byUser < STREAMS_PER_USER;
  }

  add(stream: OpenStream): () => void {
    this.streams.add(stream);
    this.timer ??= setInterval(() => void this.sweep(), this.sweepEveryMs).unref();
    return () => {
      this.streams.delete(stream);
      if (this.streams.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = undefined;
      }
    };
  }

  /** Ends the streams whose session is gone. */
  async sweep(): Promise<void> {
    if (this.sweeping || this.streams.size === 0) return;
    this.sweeping = true;
    try {
      const ids = [...new Set([...this.streams].map((s) => s.sessionId))];
      const live = await listLiveSessionIds(this.db, ids);
      for (const s of [...this.streams]) if (!live.has(s.sessionId)) s.end();
    } catch {
      // A database hiccup ends nothing; the next sweep tries again.
      this.log('live updates: session sweep failed; retrying');
    } finally {
      this.sweeping = false;
    }
  }

  /** Ends this session's streams at once (it was signed out or revoked, on whichever instance). */
  endSession(sessionId: string): void {
    for (const s of [...this.streams]) if (s.sessionId === sessionId) s.end();
  }

  /** Ends every stream; their clients reconnect, and replay what they missed. */
  endEvery(): void {
    for (const s of [...this.streams]) s.end();
  }

  endAll(): void {
    this.endEvery();
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
