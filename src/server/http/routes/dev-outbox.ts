import { isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml as esc } from '../../html';
import { listSentMail } from '../../mail/outbox';
import type { AppContext } from '../context';

const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 forms. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  if (isIP(a) === 4) return a.startsWith('127.');
  return a === '::1';
}

/**
 * The dev outbox holds working sign-in links of every account: only this machine may read it. The
 * socket must come from loopback, and behind a trusted proxy the client it names too (a proxy on
 * this machine would otherwise make every visitor "local").
 */
function fromThisMachine(request: FastifyRequest, trustProxy: boolean): boolean {
  return isLoopback(request.socket.remoteAddress) && (!trustProxy || isLoopback(request.ip));
}

// A phone-width page: long links wrap instead of stretching the page to 2 500 px.
const OUTBOX_CSS =
  'body{font-family:system-ui;max-width:720px;margin:2rem auto;padding:0 1rem;overflow-wrap:anywhere}pre{white-space:pre-wrap}';

/**
 * Outside production with no SMTP, the mails the app "sent", so a newcomer can click the links.
 * Read from `mail_outbox`, so every process behind a load balancer shows the same mails.
 */
export function devOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.config.SMTP_URL || ctx.config.NODE_ENV === 'production') return;
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    // Answered like any unknown path: nothing tells a stranger the outbox exists.
    if (!fromThisMachine(request, ctx.config.TRUST_PROXY !== false)) return reply.callNotFound();
  };
  // Enough for a browser suite's parallel workers (all processes share the table).
  app.get('/dev/outbox.json', { onRequest: guard }, () => listSentMail(ctx.db, 200));
  app.get('/dev/outbox', { onRequest: guard }, async (_request, reply) => {
    const outbox = await listSentMail(ctx.db);
    const items = outbox
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p><b>Para:</b> ${esc(m.to)} · ${esc(m.sentAt)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de saída (dev)</title><style>${OUTBOX_CSS}</style><body><h1>Caixa de saída (dev)</h1>${items || '<p>Nenhum email enviado ainda.</p>'}</body></html>`,
      );
  });
}
