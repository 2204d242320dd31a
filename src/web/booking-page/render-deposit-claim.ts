import type { PublicRequestStatus } from '../../shared/schemas/booking-request';
import { h, postTo, primary, type StatusContext, secondary } from './dom';
import { messageOf, when } from './render-session-actions';
import { shrinkImage } from './shrink-image';

/**
 * 'Já paguei' under the Pix code when no bank confirms the deposit by itself (issue 28): the client
 * tells the artist the Pix was sent, with the receipt if they have one. Nothing is confirmed by
 * it — the page keeps saying the deposit is awaited until the artist marks it received.
 */
export function depositClaim(s: PublicRequestStatus, ctx: StatusContext): HTMLElement | null {
  if (!s.actions.claimDeposit) return null;
  const box = h('div', { class: 'mt-4 border-t border-ink-800 pt-4' });
  const said = s.depositClaimedAt
    ? h(
        'p',
        { class: 'text-sm text-emerald-300', role: 'status' },
        `Você avisou que pagou (${when(s.depositClaimedAt)}). ${s.artistName} vai conferir e confirmar por aqui.`,
      )
    : null;
  const open = () => {
    ctx.hold(true);
    let receipt: File | null = null;
    const error = h('p', {
      id: 'erro-comprovante',
      class: 'mt-2 hidden text-sm text-blood-300',
      role: 'alert',
    });
    const picked = h('p', { class: 'mt-1 text-sm text-ink-300' });
    const file = h('input', {
      id: 'campo-comprovante',
      type: 'file',
      accept: 'image/jpeg,image/png,image/webp',
      class:
        'mt-1 block w-full text-sm text-ink-300 file:mr-3 file:h-11 file:rounded-xl file:border-0 file:bg-ink-800 file:px-4 file:text-ink-100',
      'aria-describedby': 'erro-comprovante',
      onchange: async (event: Event) => {
        const chosen = (event.target as HTMLInputElement).files?.[0];
        error.classList.add('hidden');
        if (chosen && !/^image\/(jpeg|png|webp)$/.test(chosen.type)) {
          error.textContent = 'Envie uma imagem JPEG, PNG ou WebP';
          error.classList.remove('hidden');
          receipt = null;
          return;
        }
        receipt = chosen ? await shrinkImage(chosen) : null;
        picked.textContent = receipt ? `Comprovante: ${chosen!.name}` : '';
      },
    });
    box.replaceChildren(
      h(
        'label',
        { for: 'campo-comprovante', class: 'block text-sm font-medium text-ink-200' },
        'Comprovante do Pix (opcional)',
      ),
      file,
      picked,
      h(
        'button',
        {
          type: 'button',
          class: `${primary} mt-3`,
          onclick: async (event: Event) => {
            const button = event.currentTarget as HTMLButtonElement;
            button.disabled = true;
            const body = new FormData();
            body.append('data', '{}');
            if (receipt) body.append('images', receipt, receipt.name);
            try {
              await postTo(`${ctx.path}/paid`, body);
              ctx.hold(false);
              await ctx.reload();
            } catch (err) {
              button.disabled = false;
              error.textContent = messageOf(err);
              error.classList.remove('hidden');
            }
          },
        },
        `Avisar ${s.artistName} que paguei`,
      ),
      h(
        'button',
        {
          type: 'button',
          class: `${secondary} mt-2`,
          onclick: () => {
            ctx.hold(false);
            box.replaceChildren(...closed());
          },
        },
        'Voltar',
      ),
      error,
    );
  };
  const closed = () => [
    said ?? h('p', { class: 'text-sm text-ink-300' }, `Já fez o Pix? Avise ${s.artistName} por aqui.`),
    h(
      'button',
      { type: 'button', class: `${secondary} mt-3`, onclick: open },
      said ? 'Enviar comprovante' : 'Já paguei',
    ),
  ];
  box.replaceChildren(...closed());
  return box;
}
