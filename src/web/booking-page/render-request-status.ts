import { formatDuration } from '../../shared/duration';
import { formatCents } from '../../shared/money';
import type { PublicRequestStatus } from '../../shared/schemas/booking-request';
import { card, getJson, h, PageError, primary, type StatusContext, secondary, showError } from './dom';
import { contactCard, whatsappOf } from './render-contact';
import { depositClaim } from './render-deposit-claim';
import { policyCard, sessionActions, when } from './render-session-actions';
import { waitlistView } from './render-waitlist';

const REFRESH_MS = 30_000;
const CONFIRMED_REFRESH_MS = 120_000;
/**
 * While the deposit is awaited, sooner: paid through the artist's bank it confirms itself within
 * seconds, and the client is looking at this page (6 a minute, well inside the page's limit).
 */
const DEPOSIT_REFRESH_MS = 10_000;
const refreshIn = (state: PublicRequestStatus['state']) =>
  state === 'aguardando_sinal'
    ? DEPOSIT_REFRESH_MS
    : state === 'confirmado'
      ? CONFIRMED_REFRESH_MS
      : REFRESH_MS;

/** The client's own request, followed by its unguessable address; refreshed while something is awaited. */
export async function renderRequestStatus(root: HTMLElement, slug: string, token: string): Promise<void> {
  const path = `/api/public/booking/${encodeURIComponent(slug)}/requests/${encodeURIComponent(token)}`;
  let status: PublicRequestStatus;
  try {
    status = await getJson<PublicRequestStatus>(path);
  } catch (err) {
    showError(root, err instanceof PageError ? err.message : 'Erro ao carregar. Tente novamente.');
    return;
  }
  // While the client is choosing a time or confirming a cancel, the refresh keeps their panel open.
  let held = false;
  const ctx: StatusContext = {
    path,
    reload: async () => {
      try {
        status = await getJson<PublicRequestStatus>(path);
        show(root, slug, status, ctx);
      } catch {
        // keep the last answer on screen
      }
    },
    hold: (on) => {
      held = on;
    },
  };
  show(root, slug, status, ctx);
  // Followed while something is awaited: every 30 s (10 s for a deposit) while visible, at once
  // when the client comes back from the bank app; a failed refresh keeps what is on screen and
  // tries again later. A confirmed session is followed too (the artist may move it; the policy's
  // deadlines pass), more slowly.
  let timer = 0;
  const refresh = async () => {
    window.clearTimeout(timer);
    if (!window.location.pathname.endsWith(token)) return;
    if (document.visibilityState === 'visible' && !held) await ctx.reload();
    if (FOLLOWED.includes(status.state)) timer = window.setTimeout(refresh, refreshIn(status.state));
    else document.removeEventListener('visibilitychange', onVisible);
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') void refresh();
  };
  if (!FOLLOWED.includes(status.state)) return;
  document.addEventListener('visibilitychange', onVisible);
  timer = window.setTimeout(refresh, refreshIn(status.state));
}

const FOLLOWED: PublicRequestStatus['state'][] = [
  'pendente',
  'proposto',
  'aguardando_sinal',
  'confirmado',
  'espera',
];

function show(root: HTMLElement, slug: string, status: PublicRequestStatus, ctx: StatusContext): void {
  document.title = `Seu pedido — ${status.artistName}`;
  root.replaceChildren(...view(status, slug, ctx));
}

function view(s: PublicRequestStatus, slug: string, ctx: StatusContext): Node[] {
  const heading = (eyebrow: string, title: string) =>
    h(
      'header',
      {},
      h('p', { class: 'text-sm text-blood-300' }, eyebrow),
      h('h1', { class: 'mt-1 font-display text-3xl font-semibold' }, title),
    );
  const para = (text: string) => h('p', { class: 'mt-3 text-ink-300' }, text);
  const message = s.message
    ? h(
        'blockquote',
        { class: 'mt-4 rounded-xl border-l-4 border-blood-500 bg-ink-850 p-3 text-ink-200' },
        h('p', { class: 'text-xs text-ink-400' }, `Mensagem de ${s.artistName}`),
        h('p', { class: 'mt-1 whitespace-pre-line' }, s.message),
      )
    : null;
  const session = (label: string, start: string) =>
    h(
      'div',
      { class: `${card} mt-4` },
      h('p', { class: 'text-sm text-ink-400' }, label),
      h('p', { class: 'mt-1 text-xl font-semibold' }, when(start)),
      h(
        'p',
        { class: 'text-sm text-ink-300' },
        `Sessão de ${formatDuration(s.lengthMinutes)} com ${s.artistName}`,
      ),
    );
  const newRequest = h('a', { href: `/agendar/${slug}`, class: `${primary} mt-6` }, 'Fazer um novo pedido');
  // 'Falar no WhatsApp' under a sentence that says to talk there, when the artist's number is known.
  const chatUrl = whatsappOf(s);
  const chat = chatUrl
    ? h(
        'a',
        { href: chatUrl, target: '_blank', rel: 'noopener noreferrer', class: `${secondary} mt-4` },
        'Falar no WhatsApp',
      )
    : null;
  const footer = h('p', { class: 'mt-8 text-center text-xs text-ink-400' }, 'Agendamento por Tinta');

  switch (s.state) {
    case 'pendente':
      return [
        heading('Pedido enviado', `Obrigado, ${s.clientName.split(' ')[0]}!`),
        para(
          `${s.artistName} vai ver seu pedido e responder pelo WhatsApp. Guarde este endereço para acompanhar a resposta.`,
        ),
        h(
          'div',
          { class: `${card} mt-4` },
          h('h2', { class: 'text-sm text-ink-400' }, 'Horários que você pediu'),
          h(
            'ul',
            { class: 'mt-2 space-y-1' },
            s.preferred.map((p) => h('li', { class: 'font-medium' }, when(p))),
          ),
        ),
        para('O horário só fica reservado quando o pedido for aceito.'),
        footer,
      ];
    case 'proposto':
      return [
        heading('Nova proposta', `${s.artistName} sugeriu outro horário`),
        s.start ? session('Horário sugerido', s.start) : null,
        message,
        para('Responda pelo WhatsApp para combinar. O horário só fica reservado quando o pedido for aceito.'),
        chat,
        footer,
      ].filter((n): n is HTMLElement => n !== null);
    case 'aguardando_sinal':
      return [
        heading('Horário reservado', 'Falta o sinal para confirmar'),
        s.start ? session('Sua sessão', s.start) : null,
        depositBox(s, ctx),
        contactCard(s),
        ...sessionActions(s, ctx),
        footer,
      ].filter((n): n is HTMLElement => n !== null);
    case 'confirmado':
      return [
        heading(
          s.depositPaidCents > 0 ? `Sinal recebido · ${formatCents(s.depositPaidCents)}` : 'Tudo certo',
          'Sessão confirmada!',
        ),
        s.start ? session('Sua sessão', s.start) : null,
        // With the artist's number the card below has the button; without it, the sentence.
        chat ? null : para(`Qualquer dúvida, fale com ${s.artistName} pelo WhatsApp.`),
        contactCard(s),
        ...sessionActions(s, ctx),
        footer,
      ].filter((n): n is HTMLElement => n !== null);
    case 'recusado':
      return [
        heading('Resposta do pedido', 'Pedido não aceito'),
        message,
        para(`${s.artistName} não pode atender este pedido.`),
        newRequest,
        footer,
      ].filter((n): n is HTMLElement => n !== null);
    case 'sem_resposta':
      return [
        heading('Pedido encerrado', 'Os horários pedidos já passaram'),
        para(
          `${s.artistName} não chegou a responder a tempo. Se ainda quiser, faça um novo pedido com outros horários.`,
        ),
        newRequest,
        footer,
      ];
    case 'expirado':
      return [
        heading('Prazo encerrado', 'O horário foi liberado'),
        para(
          'O sinal não chegou dentro do prazo, então o horário voltou a ficar livre. Se ainda quiser, faça um novo pedido.',
        ),
        newRequest,
        footer,
      ];
    case 'espera':
      return [
        heading('Lista de espera', `Você está na lista de ${s.artistName}`),
        para(
          'Se um horário que serve para você vagar, ele aparece aqui. O horário só é seu depois que você confirmar.',
        ),
        ...waitlistView(s, ctx),
        s.policy ? policyCard(s.policy, s.artistName) : null,
        footer,
      ].filter((n): n is HTMLElement => n !== null);
    default:
      return [
        heading(
          'Sessão cancelada',
          s.clientCancel ? 'Você cancelou esta sessão' : 'Esta sessão foi cancelada',
        ),
        s.clientCancel && s.clientCancel.refund !== null
          ? para(
              s.clientCancel.refund
                ? `Pela política, ${s.artistName} vai devolver o sinal pelo Pix.`
                : 'Pela política, o sinal não é devolvido, porque o cancelamento foi depois do prazo.',
            )
          : null,
        para(`Fale com ${s.artistName} pelo WhatsApp se tiver dúvidas.`),
        chat,
        newRequest,
        footer,
      ].filter((n): n is HTMLElement => n !== null);
  }
}

function depositBox(s: PublicRequestStatus, ctx: StatusContext): HTMLElement {
  const deadline = s.depositDeadline ? ` até ${when(s.depositDeadline)}` : '';
  const intro = h(
    'p',
    { class: 'text-ink-200' },
    'Pague ',
    h('strong', { class: 'text-white' }, formatCents(s.depositDueCents)),
    ` de sinal por Pix${deadline}. Depois do prazo, o horário é liberado.`,
  );
  if (!s.pix)
    return h(
      'div',
      { class: `${card} mt-4` },
      intro,
      h('p', { class: 'mt-2 text-ink-300' }, 'Combine o pagamento pelo WhatsApp.'),
    );
  const copied = h('p', { class: 'mt-2 h-5 text-sm text-emerald-300', role: 'status' });
  const code = h(
    'textarea',
    {
      id: 'pix-copia-e-cola',
      readonly: true,
      rows: 4,
      class:
        'mt-1 block w-full resize-none rounded-xl border border-ink-700 bg-ink-950 p-3 font-mono text-xs break-all text-ink-200',
    },
    s.pix.code,
  );
  return h(
    'section',
    { class: `${card} mt-4`, 'aria-labelledby': 'titulo-pix' },
    h('h2', { id: 'titulo-pix', class: 'text-lg font-semibold' }, 'Sinal por Pix'),
    h('div', { class: 'mt-2' }, intro),
    h(
      'div',
      { class: 'mx-auto mt-4 w-60 rounded-xl bg-white p-2' },
      h('img', {
        src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(s.pix.qrSvg)}`,
        alt: `QR Code Pix de ${formatCents(s.depositDueCents)}`,
        width: 224,
        height: 224,
        class: 'h-56 w-56',
      }),
    ),
    h(
      'label',
      { for: 'pix-copia-e-cola', class: 'mt-4 block text-sm font-medium text-ink-200' },
      'Pix copia e cola',
    ),
    code,
    h(
      'button',
      {
        type: 'button',
        class: `${primary} mt-3`,
        onclick: async () => {
          try {
            await navigator.clipboard.writeText(s.pix!.code);
          } catch {
            code.select();
            document.execCommand('copy');
          }
          copied.textContent = 'Código Pix copiado!';
        },
      },
      'Copiar código Pix',
    ),
    copied,
    h(
      'p',
      { class: 'text-xs text-ink-400' },
      'Abra o app do seu banco, escolha Pix › Pagar com QR Code ou Pix copia e cola. O valor já vem preenchido.',
    ),
    depositClaim(s, ctx),
  );
}
