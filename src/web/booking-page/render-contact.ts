import { mapsLink, whatsappDraft } from '../../shared/links';
import type { PublicRequestStatus } from '../../shared/schemas/booking-request';
import { card, h, secondary } from './dom';
import { when } from './render-session-actions';

const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/**
 * Where the session is and how to reach the artist (issue 29): the studio's address with 'Ver no
 * mapa', and 'Falar no WhatsApp' — a draft that says who is writing and about which session — when
 * the artist's number is known. Nothing at all when neither is.
 */
export function contactCard(s: PublicRequestStatus): HTMLElement | null {
  const chat = whatsappOf(s);
  if (!s.address && !chat) return null;
  const link = (href: string, text: string) =>
    h('a', { href, target: '_blank', rel: 'noopener noreferrer', class: secondary }, text);
  return h(
    'section',
    { class: `${card} mt-4`, 'aria-labelledby': 'titulo-contato' },
    h('h2', { id: 'titulo-contato', class: 'text-lg font-semibold' }, s.address ? 'Endereço' : 'Dúvidas?'),
    h(
      'p',
      { class: 'mt-1 whitespace-pre-line text-ink-200' },
      s.address ?? `Fale com ${s.artistName} pelo WhatsApp.`,
    ),
    h(
      'div',
      { class: 'mt-3 space-y-2' },
      s.address ? link(mapsLink(s.address), 'Ver no mapa') : null,
      chat ? link(chat, 'Falar no WhatsApp') : null,
    ),
  );
}

/** The wa.me draft to the artist, or null when no number of theirs is known. */
export function whatsappOf(s: PublicRequestStatus): string | null {
  if (!s.whatsapp) return null;
  const about = s.start ? `a sessão de ${when(s.start)}` : 'o meu pedido';
  return whatsappDraft(
    s.whatsapp,
    `Olá, ${firstName(s.artistName)}! Aqui é ${firstName(s.clientName)}, sobre ${about}.`,
  );
}
