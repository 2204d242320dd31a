import type { FastifyInstance } from 'fastify';
import { escapeHtml as esc } from '../../html';
import type { AppContext } from '../context';

const linkify = (s: string) => esc(s).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/** Outside production with no SMTP, the mails the app "sent", so a newcomer can click the links. */
export function devOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  const outbox = ctx.mailer.outbox;
  if (!outbox || ctx.config.NODE_ENV === 'production') return;
  app.get('/dev/outbox.json', async () => outbox);
  app.get('/dev/outbox', async (_request, reply) => {
    const items = outbox
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p><b>Para:</b> ${esc(m.to)} · ${esc(m.sentAt)}</p><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Caixa de saída (dev)</title><body style="font-family:system-ui;max-width:720px;margin:2rem auto"><h1>Caixa de saída (dev)</h1>${items || '<p>Nenhum email enviado ainda.</p>'}</body></html>`,
      );
  });
}
