import pg from 'pg';

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

/**
 * Holds one LISTEN connection per server process and fans each notification out to that
 * process's SSE streams of the row's owner. Every process on the database hears every commit,
 * so a change made through any instance reaches streams held by all of them.
 */
export class LiveHub {
  private client?: pg.Client;
  private readonly listeners = new Map<string, Set<Listener>>();
  private stopped = false;
  private retryMs = 250;

  constructor(
    private readonly url: string,
    private readonly log: (message: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (msg) => {
      if (msg.channel !== CHANGES_CHANNEL || !msg.payload) return;
      this.dispatch(JSON.parse(msg.payload) as ChangeEvent);
    });
    client.on('error', (err) => {
      this.log(`live updates: connection lost (${err.message}); reconnecting`);
      this.reconnect();
    });
    await client.connect();
    await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    this.client = client;
    this.retryMs = 250;
  }

  private reconnect(): void {
    const old = this.client;
    this.client = undefined;
    old?.end().catch(() => {});
    if (this.stopped) return;
    setTimeout(() => {
      if (this.stopped) return;
      this.start().catch((err: Error) => {
        this.log(`live updates: reconnect failed (${err.message})`);
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

  private dispatch(event: ChangeEvent): void {
    for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => {});
  }
}
