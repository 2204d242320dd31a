import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { onMailEnqueued } from '../mail/outbox';
import type { MailTransport } from '../mail/transport';
import { safeErrorMessage } from '../safe-error';

const BATCH = 20;
/** After this many failed sends a mail stays in the table with its last error, never retried. */
export const MAX_MAIL_ATTEMPTS = 8;
/** A claimed row is hidden this long; if the process dies mid-send, another one retries it after. */
const LEASE_SECONDS = 120;
/** How long sent mails stay (the dev outbox shows them; in SMTP mode their bodies are wiped). */
const KEEP_SENT_DAYS = 7;

interface Claimed extends Record<string, unknown> {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

/** 30 s, 1 min, 2 min … capped at 1 h. */
export const retryDelaySeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 3600);

/**
 * Sends the due mails once. Rows are claimed with FOR UPDATE SKIP LOCKED and leased (next attempt
 * pushed past the send), so several processes on one database never send the same row, and a
 * process killed mid-send leaves the row for another to retry when the lease ends. A failure keeps
 * only the error text (never the body) and backs off; a success stamps `sent_at`. With SMTP the
 * body is wiped once sent: its links are secrets the database need not keep.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  log: (m: string) => void,
): Promise<number> {
  const claimed = (
    await db.execute<Claimed>(sql`
      UPDATE mail_outbox m
      SET attempts = m.attempts + 1, next_attempt_at = now() + ${`${LEASE_SECONDS} seconds`}::interval
      FROM (
        SELECT id FROM mail_outbox
        WHERE sent_at IS NULL AND next_attempt_at <= now() AND attempts < ${MAX_MAIL_ATTEMPTS}
        ORDER BY next_attempt_at LIMIT ${BATCH}
        FOR UPDATE SKIP LOCKED
      ) due
      WHERE m.id = due.id
      RETURNING m.id, m.to, m.subject, m.text, m.html, m.attempts`)
  ).rows;

  await Promise.all(
    claimed.map(async (mail) => {
      try {
        await transport.send({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
      } catch (err) {
        const reason = (err instanceof Error ? err.message : String(err)).slice(0, 500);
        const delay = `${retryDelaySeconds(mail.attempts)} seconds`;
        log(`mail ${mail.id} (attempt ${mail.attempts}) failed: ${reason}`);
        await db.execute(sql`
          UPDATE mail_outbox SET last_error = ${reason}, next_attempt_at = now() + ${delay}::interval
          WHERE id = ${mail.id}`);
        return;
      }
      await db.execute(
        transport.kind === 'smtp'
          ? sql`UPDATE mail_outbox SET sent_at = now(), last_error = NULL, text = '', html = '' WHERE id = ${mail.id}`
          : sql`UPDATE mail_outbox SET sent_at = now(), last_error = NULL WHERE id = ${mail.id}`,
      );
    }),
  );
  return claimed.length;
}

/** Drops mails sent long ago (and ones that gave up), so the table stays small. */
export async function pruneMailOutbox(db: Db): Promise<void> {
  await db.execute(sql`
    DELETE FROM mail_outbox
    WHERE (sent_at IS NOT NULL OR attempts >= ${MAX_MAIL_ATTEMPTS})
      AND created_at < now() - ${`${KEEP_SENT_DAYS} days`}::interval`);
}

/**
 * Runs the mail job of this process: a drain at start (mail a crashed process left), one soon
 * after each enqueue here (so mail goes out within about a second of the answer), and a periodic
 * tick for retries and for mail other processes queued. `everyMs = 0` turns it off (tests use that
 * to play a process that dies before sending). `stop()` waits for a send in progress.
 */
export function startMailDelivery(
  db: Db,
  transport: MailTransport,
  log: (m: string) => void,
  everyMs = 5_000,
): () => Promise<void> {
  if (everyMs <= 0) return async () => {};
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let ticks = 0;
  const timers = new Set<NodeJS.Timeout>();

  const drain = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while (!stopped && (await deliverDueMail(db, transport, log)) === BATCH) {}
        } while (again && !stopped);
      } catch (err) {
        log(`mail delivery failed: ${safeErrorMessage(err)}`);
      } finally {
        running = undefined;
      }
    })();
    return running;
  };

  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  // The enqueueing transaction may commit a little after the insert: look now and twice more.
  const unsubscribe = onMailEnqueued(() => {
    for (const ms of [20, 300, 1000]) later(ms, () => void drain());
  });
  const interval = setInterval(() => {
    void drain();
    // About once an hour at the default period.
    if (++ticks % 720 === 0)
      pruneMailOutbox(db).catch((err) => log(`mail prune failed: ${safeErrorMessage(err)}`));
  }, everyMs);
  interval.unref();
  void drain();

  return async () => {
    stopped = true;
    unsubscribe();
    clearInterval(interval);
    for (const timer of timers) clearTimeout(timer);
    timers.clear();
    await running;
  };
}
