import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface OutboxEntry extends Mail {
  sentAt: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Only the dev outbox keeps what it "sent", for `/dev/outbox`. */
  outbox?: OutboxEntry[];
}

/** Real SMTP when `SMTP_URL` is set; otherwise a dev outbox that logs and keeps the last mails. */
export function createMailer(smtpUrl: string | undefined, from: string, log: (m: string) => void): Mailer {
  if (smtpUrl) {
    const transport = nodemailer.createTransport(smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from, ...mail });
      },
    };
  }
  const outbox: OutboxEntry[] = [];
  return {
    outbox,
    async send(mail) {
      outbox.unshift({ ...mail, sentAt: new Date().toISOString() });
      outbox.length = Math.min(outbox.length, 50);
      log(`dev outbox: mail to ${mail.to} — ${mail.subject}\n${mail.text}`);
    },
  };
}
