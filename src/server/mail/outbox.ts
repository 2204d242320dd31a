import { desc, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mail } from './mail';

export type { Mail };

type Listener = () => void;
const listeners = new Set<Listener>();

/**
 * Queues a mail: one row in `mail_outbox`, written with the caller's handle so it commits (or
 * rolls back) with the caller's transaction. The mail job sends it after the answer, retries on
 * failure, and a crash in between loses nothing: the next process on this database sends it.
 */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await db
    .insert(mailOutbox)
    .values({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  for (const listener of listeners) listener();
}

/**
 * The mail job of this process listens here to drain soon after an enqueue, instead of waiting
 * for its next tick. The row may still be uncommitted when this fires; the job copes (it looks
 * again shortly after).
 */
export function onMailEnqueued(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface SentMail extends Mail {
  sentAt: string;
}

/** The newest mails already sent (what `/dev/outbox` shows), from the table every process shares. */
export async function listSentMail(db: DbOrTx, limit = 50): Promise<SentMail[]> {
  const rows = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(isNotNull(mailOutbox.sentAt))
    .orderBy(desc(mailOutbox.sentAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, sentAt: r.sentAt!.toISOString() }));
}
