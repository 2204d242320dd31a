import type { DbOrTx } from '../db/client';
import type { Mail } from '../mail/mail';
import { enqueueMail } from '../mail/outbox';

export type { Mail };

/**
 * What domain code sends mail through. `send` only queues the mail in `mail_outbox` (fast, and
 * crash-safe); the mail job delivers it after the answer. Code running inside a transaction should
 * call `enqueueMail(tx, mail)` instead, so the mail commits or rolls back with its work.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createMailer(db: DbOrTx): Mailer {
  return { send: (mail) => enqueueMail(db, mail) };
}
