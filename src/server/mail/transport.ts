import nodemailer from 'nodemailer';
import type { Mail } from './mail';

/** What actually hands a mail over: SMTP, or (outside production, no SMTP_URL) the dev outbox. */
export interface MailTransport {
  kind: 'smtp' | 'dev';
  send(mail: Mail): Promise<void>;
}

/**
 * Real SMTP when `SMTP_URL` is set. Otherwise the dev outbox: the mail is only logged, and its row
 * in `mail_outbox` (kept once sent) is what `/dev/outbox` shows. Production refuses to start
 * without SMTP_URL (config.ts), so the dev outbox never holds real people's links there.
 */
export function createMailTransport(
  smtpUrl: string | undefined,
  from: string,
  log: (m: string) => void,
): MailTransport {
  if (smtpUrl) {
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      // A hung SMTP server must not hold the mail job forever; the row is retried later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  return {
    kind: 'dev',
    async send(mail) {
      log(`dev outbox: mail to ${mail.to} — ${mail.subject} (see /dev/outbox)`);
    },
  };
}
