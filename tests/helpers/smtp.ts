import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The envelope's recipients (RCPT TO): where the message really went, Bcc included. */
  rcpt: string[];
}

/**
 * A real SMTP server on loopback that keeps every message it receives. `delayMs` makes it answer
 * each message that much later, like a slow real mail server; `hold()` leaves every message
 * unanswered until `release()` — a mail server that hangs, which nothing on a request's path may
 * wait for.
 */
export async function startSmtpCapture(options: { delayMs?: number } = {}) {
  const mails: CapturedMail[] = [];
  const waiters: Array<() => void> = [];
  let held = false;
  const holding: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed: ParsedMail) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]?.text : parsed.to?.text;
          mails.push({
            to: (to ?? '').toLowerCase(),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            rcpt: session.envelope.rcptTo.map((a) => a.address.toLowerCase()),
          });
          for (const w of waiters.splice(0)) w();
          const answer = () => setTimeout(() => done(), options.delayMs ?? 0);
          if (held) holding.push(answer);
          else answer();
        })
        .catch(done);
    },
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Waits for the next mail to `to` whose subject matches. */
    async waitFor(to: string, subject: RegExp, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find((m) => m.to === to.toLowerCase() && subject.test(m.subject));
        if (found) {
          mails.splice(mails.indexOf(found), 1);
          return found;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise<void>((ok) => {
          waiters.push(ok);
          setTimeout(ok, left);
        });
      }
    },
    /** From now on every message is taken and left unanswered until `release()`. */
    hold() {
      held = true;
    },
    /** Answers every held message and stops holding. */
    release() {
      held = false;
      for (const answer of holding.splice(0)) answer();
    },
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

export function firstLink(mail: CapturedMail): string {
  const match = mail.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail "${mail.subject}"`);
  return match[0];
}
