import {
  type AnamnesisLinkForm,
  anamnesisInputSchema,
  anamnesisQuestions,
  healthConsentText,
} from '../../shared/schemas/anamnesis';
import { card, field, getJson, h, label, PageError, primary } from './dom';

/**
 * `/anamnese/{token}`: the health questionnaire on the client's own phone, from the one-time link
 * their artist sent. Plain DOM like the booking page; answers go straight to the artist.
 */
export async function renderAnamnesisLink(root: HTMLElement, token: string): Promise<void> {
  const path = `/api/public/anamnese/${encodeURIComponent(token)}`;
  let info: AnamnesisLinkForm;
  try {
    info = await getJson<AnamnesisLinkForm>(path);
  } catch (err) {
    root.replaceChildren(
      h(
        'div',
        { class: `${card} mt-10 text-center` },
        h('h1', { class: 'text-xl font-semibold' }, 'Link indisponível'),
        h(
          'p',
          { class: 'mt-2 text-ink-300' },
          err instanceof PageError ? err.message : 'Erro ao carregar. Tente novamente.',
        ),
      ),
    );
    return;
  }
  document.title = `Ficha de saúde — ${info.artistName}`;
  const alert = h('div', {
    role: 'alert',
    class: 'hidden rounded-xl border border-blood-700 bg-blood-900/40 p-3 text-sm text-blood-200',
  });
  const submit = h('button', { type: 'submit', class: `${primary} mt-2` }, 'Enviar respostas');

  const questions = anamnesisQuestions.map((q, i) =>
    h(
      'fieldset',
      { class: 'rounded-xl border border-ink-800 bg-ink-850 p-3' },
      // Floated, the legend sits inside the box like a heading instead of on its border.
      h('legend', { class: 'float-left w-full text-sm' }, `${i + 1}. ${q.label}`),
      h(
        'div',
        { class: 'clear-both flex flex-wrap items-center gap-2 pt-2' },
        (['sim', 'nao'] as const).map((v) =>
          h(
            'label',
            {
              class:
                'flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-700 px-4 text-sm has-[:checked]:border-blood-500 has-[:checked]:bg-blood-700/20',
            },
            h('input', { type: 'radio', name: q.key, value: v, class: 'h-4 w-4 accent-blood-500' }),
            v === 'sim' ? 'Sim' : 'Não',
          ),
        ),
        h('input', {
          name: `${q.key}-detalhe`,
          'aria-label': `Detalhes: ${q.label}`,
          placeholder: 'Se sim, qual?',
          maxlength: 300,
          class: 'h-11 min-w-0 flex-1 rounded-xl border border-ink-700 bg-ink-900 px-3 text-sm',
        }),
      ),
    ),
  );

  const form = h(
    'form',
    {
      novalidate: true,
      class: 'mt-6 space-y-3',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const data = new FormData(form);
        const values = {
          answers: Object.fromEntries(
            anamnesisQuestions.map((q) => {
              const v = data.get(q.key);
              return [
                q.key,
                {
                  yes: v === 'sim' ? true : v === 'nao' ? false : undefined,
                  detail: String(data.get(`${q.key}-detalhe`) ?? ''),
                },
              ];
            }),
          ),
          notes: String(data.get('notes') ?? ''),
          healthConsent: data.get('consent') === 'on',
        };
        const parsed = anamnesisInputSchema.safeParse(values);
        if (!parsed.success) {
          alert.textContent = parsed.error.issues[0]?.message ?? 'Confira as respostas.';
          alert.classList.remove('hidden');
          alert.scrollIntoView({ block: 'center' });
          return;
        }
        alert.classList.add('hidden');
        submit.disabled = true;
        submit.textContent = 'Enviando…';
        const res = await fetch(path, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(parsed.data),
        }).catch(() => null);
        if (res?.ok) {
          root.replaceChildren(
            h(
              'div',
              { class: `${card} mt-10 text-center` },
              h('h1', { class: 'text-xl font-semibold' }, 'Respostas enviadas!'),
              h(
                'p',
                { class: 'mt-2 text-ink-300' },
                `${info.artistName} já recebeu sua ficha de saúde. Obrigado!`,
              ),
            ),
          );
          window.scrollTo({ top: 0 });
          return;
        }
        const body = (await res?.json().catch(() => ({}))) as { message?: string } | undefined;
        alert.textContent = body?.message ?? 'Sem conexão. Confira sua internet e tente de novo.';
        alert.classList.remove('hidden');
        submit.disabled = false;
        submit.textContent = 'Enviar respostas';
      },
    },
    ...questions,
    h(
      'div',
      {},
      h('label', { for: 'campo-notes', class: label }, 'Algo mais que o tatuador deva saber?'),
      h('textarea', { id: 'campo-notes', name: 'notes', rows: 3, maxlength: 1000, class: field }),
    ),
    h(
      'label',
      {
        class:
          'flex items-start gap-3 rounded-xl border border-amber-800/60 bg-amber-950/30 p-3 text-sm text-ink-100',
      },
      h('input', { type: 'checkbox', name: 'consent', class: 'mt-0.5 h-5 w-5 shrink-0 accent-blood-500' }),
      healthConsentText,
    ),
    alert,
    submit,
  );

  root.replaceChildren(
    h(
      'header',
      {},
      h('p', { class: 'text-sm text-blood-300' }, 'Ficha de saúde (anamnese)'),
      h('h1', { class: 'mt-1 font-display text-3xl font-semibold' }, `Olá, ${info.clientName}!`),
      h(
        'p',
        { class: 'mt-3 text-ink-300' },
        `${info.artistName} pede que você responda antes da sessão. As respostas vão só para o seu tatuador e servem para a sua segurança.`,
      ),
    ),
    form,
    h('p', { class: 'mt-8 text-center text-xs text-ink-400' }, 'Ficha por Tinta'),
  );
}
