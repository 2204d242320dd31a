import pg from 'pg';
import { safeErrorMessage } from '../safe-error';

/** One committed change, as the trigger announces it (ids only, never row contents). */
export interface ChangeEvent {
  id: number;
  userId: string;
  table: string;
  op: 'insert' | 'update' | 'delete';
  rowId: string;
}

type Listener = (event: ChangeEvent) => void;

export const CHANGES_CHANNEL = 'tinta_changes';
/** A session ended: signed out, revoked by a password reset, or its account removed (migration 0022). */
export const SESSION_ENDS_CHANNEL = 'tinta_session_ends';

/**
 * Holds one LISTEN connection per server process and fans each notification out to that
 * process's SSE streams of the row's owner. Every process on the database hears every commit,
 * so a change made through any instance reaches streams held by all of them — and so does the end
 * of a session, whichever instance signed it out.
 */
export class LiveHub {
  private client?: pg.Client;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly sessionEndListeners = new Set<(sessionId: string) => void>();
  private readonly resumeListeners = new Set<() => void>();
  private stopped = false;
  private retryMs = 250;
  private lost = false;

  constructor(
    private readonly url: string,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      try {
        if (!msg.payload) return;
        if (msg.channel === CHANGES_CHANNEL) this.dispatch(JSON.parse(msg.payload) as ChangeEvent);
        if (msg.channel === SESSION_ENDS_CHANNEL)
          this.endSession((JSON.parse(msg.payload) as { sessionId: string }).sessionId);
      } catch (err) {
        // A listener's failure (or a malformed payload) must not take the connection down.
        this.log(`live updates: notification not delivered (${safeErrorMessage(err)})`);
      }
    });
    client.on('error', (err) => {
      this.log(`live updates: connection lost (${safeErrorMessage(err)}); reconnecting`);
      this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    await client.query(`LISTEN ${SESSION_ENDS_CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
    if (this.lost) {
      this.lost = false;
      for (const listener of this.resumeListeners) listener();
    }
  }

  private reconnect(): void {
    const old = this.client;
    this.client = undefined;
    this.lost = true;
    old?.end().catch(() => {});
    if (this.stopped) return;
    setTimeout(() => {
      if (this.stopped) return;
      this.start().catch((err: Error) => {
        this.log(`live updates: reconnect failed (${safeErrorMessage(err)})`);
        this.retryMs = Math.min(this.retryMs * 2, 10_000);
        this.reconnect();
      });
    }, this.retryMs).unref();
  }

  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /** Called with the id of every session that ends, on any instance. */
  onSessionEnd(listener: (sessionId: string) => void): () => void {
    this.sessionEndListeners.add(listener);
    return () => this.sessionEndListeners.delete(listener);
  }

  /**
   * Called once listening again after the connection was lost: whatever was announced meanwhile
   * never reached this process, so its streams must not go on as if they had heard everything.
   */
  onResume(listener: () => void): () => void {
    this.resumeListeners.add(listener);
    return () => this.resumeListeners.delete(listener);
  }

  private dispatch(event: ChangeEvent): void {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  private endSession(sessionId: string): void {
    for (const listener of this.sessionEndListeners) listener(sessionId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => {});
  }
}
