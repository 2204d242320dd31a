import { describeWindow, type PublicRequestStatus } from '../../shared/schemas/booking-request';
import { card, h, PageError, postTo, primary, type StatusContext } from './dom';
import { messageOf, when } from './render-session-actions';

/**
 * A waitlisted client's link (issue 28): the window they gave and, as sessions free up, the times
 * offered to them — the first to confirm gets the time; the others hear it was filled and stay.
 */
export function waitlistView(s: PublicRequestStatus, ctx: StatusContext): HTMLElement[] {
  const error = h('p', { class: 'mt-2 hidden text-sm text-blood-300', role: 'alert' });
  const take = async (event: Event, offerId: string) => {
    const button = event.currentTarget as HTMLButtonElement;
    button.disabled = true;
    ctx.hold(true);
    try {
      await postTo(`${ctx.path}/offers/${encodeURIComponent(offerId)}`);
      ctx.hold(false);
      await ctx.reload();
    } catch (err) {
      ctx.hold(false);
      error.textContent = messageOf(err);
      error.classList.remove('hidden');
      button.disabled = false;
      if (err instanceof PageError && err.status === 409) setTimeout(() => void ctx.reload(), 2500);
    }
  };
  return [
    h(
      'div',
      { class: `${card} mt-4` },
      h('p', { class: 'text-sm text-ink-400' }, 'Quando você pode'),
      h('p', { class: 'mt-1 font-medium' }, s.wait ? describeWindow(s.wait) : ''),
    ),
    h(
      'section',
      { class: `${card} mt-4`, 'aria-labelledby': 'titulo-vagas', 'aria-live': 'polite' },
      h('h2', { id: 'titulo-vagas', class: 'text-lg font-semibold' }, 'Horários que vagaram'),
      s.offers.length === 0
        ? h(
            'p',
            { class: 'mt-2 text-ink-300' },
            'Nenhum por enquanto. Quando um horário assim vagar, ele aparece aqui — deixe este endereço guardado.',
          )
        : h(
            'ul',
            { class: 'mt-3 space-y-3' },
            s.offers.map((offer) =>
              h(
                'li',
                {},
                h('p', { class: 'text-lg font-semibold' }, when(offer.start)),
                h(
                  'button',
                  {
                    type: 'button',
                    class: `${primary} mt-2`,
                    onclick: (event: Event) => take(event, offer.id),
                  },
                  'Quero este horário',
                ),
              ),
            ),
          ),
      s.offers.length
        ? h('p', { class: 'mt-3 text-xs text-ink-400' }, 'Quem confirmar primeiro fica com o horário.')
        : null,
      error,
    ),
  ];
}
