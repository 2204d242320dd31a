import { describePolicy } from '../../shared/cancellation-policy';
import { formatCents } from '../../shared/money';
import type { PublicRequestStatus } from '../../shared/schemas/booking-request';
import { card, getJson, h, PageError, postTo, primary, type StatusContext, secondary } from './dom';
import { dayLabel } from './render-booking-page';

/** '2026-11-28T10:00:00-03:00' (already São Paulo time) → 'sáb. 28/11 às 10:00'. */
export const when = (iso: string) => `${dayLabel(iso.slice(0, 10))} às ${iso.slice(11, 16)}`;

/**
 * What the client can do with a booked session from their link (issue 28): add it to their
 * calendar, and — under the policy they accepted — move it to another free time or cancel it.
 * Each choice opens in place and asks for a confirmation; the refresh waits while it is open.
 */
export function sessionActions(s: PublicRequestStatus, ctx: StatusContext): HTMLElement[] {
  const { actions } = s;
  if (!actions.calendar) return [];
  const panel = h('div', { class: 'mt-3' });
  const error = h('p', { class: 'mt-2 hidden text-sm text-blood-300', role: 'alert' });
  const fail = (err: unknown) => {
    error.textContent = messageOf(err);
    error.classList.remove('hidden');
  };
  const close = () => {
    panel.replaceChildren();
    error.classList.add('hidden');
    ctx.hold(false);
  };

  const reschedule = async (fresh = true) => {
    ctx.hold(true);
    if (fresh) error.classList.add('hidden');
    panel.replaceChildren(h('p', { class: 'text-ink-400', role: 'status' }, 'Carregando horários…'));
    let slots: { day: string; time: string }[];
    try {
      slots = (await getJson<{ slots: { day: string; time: string }[] }>(`${ctx.path}/slots`)).slots;
    } catch (err) {
      panel.replaceChildren();
      return fail(err);
    }
    const byDay = new Map<string, string[]>();
    for (const slot of slots) byDay.set(slot.day, [...(byDay.get(slot.day) ?? []), slot.time]);
    const confirm = h('div', { class: 'mt-4' });
    const choose = (day: string, time: string) =>
      confirm.replaceChildren(
        h(
          'button',
          {
            type: 'button',
            class: primary,
            onclick: async (event: Event) => {
              const button = event.currentTarget as HTMLButtonElement;
              button.disabled = true;
              try {
                await postTo(`${ctx.path}/reschedule`, { day, time });
                close();
                await ctx.reload();
              } catch (err) {
                button.disabled = false;
                fail(err);
                // Taken meanwhile (another client, the artist): the times are read again.
                if (err instanceof PageError && err.fields.slot) await reschedule(false);
              }
            },
          },
          `Remarcar para ${dayLabel(day)} às ${time}`,
        ),
      );
    panel.replaceChildren(
      h('h3', { class: 'text-sm font-semibold text-ink-100' }, 'Escolha o novo horário'),
      byDay.size === 0
        ? h('p', { class: 'mt-2 text-ink-300' }, 'Nenhum horário livre para remarcar agora.')
        : h(
            'div',
            { class: 'mt-2 max-h-80 space-y-3 overflow-y-auto' },
            [...byDay.entries()].map(([day, times]) =>
              h(
                'div',
                { role: 'group', 'aria-label': dayLabel(day) },
                h('p', { class: 'mb-1 text-sm text-ink-300' }, dayLabel(day)),
                h(
                  'div',
                  { class: 'flex flex-wrap gap-2' },
                  times.map((time) =>
                    h(
                      'button',
                      {
                        type: 'button',
                        'aria-label': `${dayLabel(day)} às ${time}`,
                        class:
                          'h-11 min-w-20 rounded-xl border border-ink-700 bg-ink-850 px-3 text-sm font-medium text-ink-100 aria-pressed:border-blood-500 aria-pressed:bg-blood-600',
                        onclick: (event: Event) => {
                          for (const b of panel.querySelectorAll('[aria-pressed]'))
                            b.removeAttribute('aria-pressed');
                          (event.currentTarget as HTMLElement).setAttribute('aria-pressed', 'true');
                          choose(day, time);
                        },
                      },
                      time,
                    ),
                  ),
                ),
              ),
            ),
          ),
      confirm,
      h('button', { type: 'button', class: `${secondary} mt-2`, onclick: close }, 'Voltar'),
    );
  };

  const cancel = () => {
    ctx.hold(true);
    const paid = s.depositPaidCents;
    const money =
      paid === 0
        ? ''
        : actions.refundOnCancel
          ? ` Pela política, o sinal de ${formatCents(paid)} é devolvido (cancelando até ${when(actions.refundUntil!)}).`
          : ` Pela política, o sinal de ${formatCents(paid)} não é devolvido (o prazo para devolução já passou).`;
    panel.replaceChildren(
      h('p', { class: 'text-ink-200' }, `Cancelar a sessão de ${s.start ? when(s.start) : ''}?${money}`),
      h(
        'button',
        {
          type: 'button',
          class: `${primary} mt-3`,
          onclick: async (event: Event) => {
            const button = event.currentTarget as HTMLButtonElement;
            button.disabled = true;
            try {
              // What the client was just told: a deadline that passed meanwhile is refused, not applied.
              await postTo(`${ctx.path}/cancel`, paid > 0 ? { expectRefund: actions.refundOnCancel } : {});
              close();
              await ctx.reload();
            } catch (err) {
              button.disabled = false;
              fail(err);
              if (err instanceof PageError && err.status === 409) {
                ctx.hold(false);
                await ctx.reload();
              }
            }
          },
        },
        'Sim, cancelar a sessão',
      ),
      h('button', { type: 'button', class: `${secondary} mt-2`, onclick: close }, 'Voltar'),
    );
  };

  const left = actions.reschedulesLeft;
  return [
    h(
      'section',
      { class: `${card} mt-4`, 'aria-labelledby': 'titulo-acoes' },
      h('h2', { id: 'titulo-acoes', class: 'text-lg font-semibold' }, 'Gerenciar sessão'),
      h(
        'div',
        { class: 'mt-3 space-y-2' },
        h(
          'a',
          { href: `${ctx.path}/calendar.ics`, download: 'sessao-tatuagem.ics', class: secondary },
          'Adicionar ao calendário',
        ),
        left > 0
          ? h('button', { type: 'button', class: secondary, onclick: () => reschedule() }, 'Remarcar')
          : null,
        actions.cancel
          ? h('button', { type: 'button', class: secondary, onclick: cancel }, 'Cancelar sessão')
          : null,
      ),
      left > 0 && actions.rescheduleUntil
        ? h(
            'p',
            { class: 'mt-2 text-xs text-ink-400' },
            `Você pode remarcar até ${when(actions.rescheduleUntil)} (${left === 1 ? 'mais 1 vez' : `mais ${left} vezes`}).`,
          )
        : s.policy
          ? h(
              'p',
              { class: 'mt-2 text-xs text-ink-400' },
              `Para mudar o horário agora, fale com ${s.artistName} pelo WhatsApp.`,
            )
          : null,
      s.depositPaidCents > 0 && actions.refundUntil
        ? h(
            'p',
            { class: 'mt-1 text-xs text-ink-400' },
            actions.refundOnCancel
              ? `Cancelando até ${when(actions.refundUntil)}, o sinal é devolvido.`
              : 'O prazo para cancelar com devolução do sinal já passou.',
          )
        : null,
      panel,
      error,
    ),
    ...(s.policy ? [policyCard(s.policy, s.artistName)] : []),
  ];
}

/** The policy the client accepted with the request, as they read it then. */
export function policyCard(
  policy: NonNullable<PublicRequestStatus['policy']>,
  artistName: string,
): HTMLElement {
  return h(
    'section',
    { class: `${card} mt-4`, 'aria-labelledby': 'titulo-politica' },
    h('h2', { id: 'titulo-politica', class: 'text-lg font-semibold' }, 'Política de cancelamento'),
    h(
      'ul',
      { class: 'mt-2 list-disc space-y-1 pl-5 text-sm text-ink-300' },
      describePolicy(policy, artistName).map((line) => h('li', {}, line)),
    ),
  );
}

/** The server's words for a refusal: the field's own message when it names one. */
export const messageOf = (err: unknown): string =>
  err instanceof PageError
    ? (Object.values(err.fields)[0] ?? err.message)
    : 'Erro ao enviar. Tente novamente.';
