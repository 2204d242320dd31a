import { weekdayOf } from '../../shared/booking-slots';
import { describePolicy, policyMessages } from '../../shared/cancellation-policy';
import { formatDuration } from '../../shared/duration';
import { dayPeriodLabels, dayPeriods } from '../../shared/enums';
import type { PublicBookingPage, PublicSlots } from '../../shared/schemas/booking';
import {
  bookingRequestSchema,
  MAX_REQUEST_IMAGES,
  requestMessages,
  type SlotChoice,
  waitlistRequestSchema,
} from '../../shared/schemas/booking-request';
import { addDays, today } from '../../shared/time';
import { card, field, getJson, h, label, PageError, primary, showError } from './dom';
import { shrinkImage } from './shrink-image';

const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];
const DAYS_SHOWN = 7;
export const dayLabel = (day: string) => `${WEEKDAYS[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** The artist's page: who they are, the free hours of one session length, and the request form. */
export async function renderBookingPage(
  root: HTMLElement,
  slug: string,
  onSent: (token: string) => void,
): Promise<void> {
  root.replaceChildren(h('p', { class: 'mt-10 text-center text-ink-400', role: 'status' }, 'Carregando…'));
  let page: PublicBookingPage;
  try {
    page = await getJson<PublicBookingPage>(`/api/public/booking/${encodeURIComponent(slug)}`);
  } catch (err) {
    showError(root, err instanceof PageError ? err.message : 'Erro ao carregar. Tente novamente.');
    return;
  }
  document.title = `Agendar com ${page.artistName} — Tinta`;

  let length = page.sessionLengths[0]!;
  let chosen: SlotChoice[] = [];
  let images: File[] = [];
  let daysShown = DAYS_SHOWN;
  /** No slot suits: the form asks for a window instead and joins the waitlist (issue 28). */
  let waiting = false;

  const slotsBox = h('div', { class: 'mt-3 space-y-4' });
  const chosenNote = h('p', { class: 'mt-3 text-sm text-ink-300', 'aria-live': 'polite' });
  const errors: Record<string, HTMLElement> = {};
  const errorFor = (name: string) => {
    errors[name] = h('p', { id: `erro-${name}`, class: 'mt-1 hidden text-sm text-blood-300' });
    return errors[name];
  };
  const alert = h('div', {
    role: 'alert',
    class: 'hidden rounded-xl border border-blood-700 bg-blood-900/40 p-3 text-sm text-blood-200',
  });

  const renderChosen = () => {
    chosenNote.textContent = chosen.length
      ? `Escolhidos: ${chosen.map((s) => `${dayLabel(s.day)} às ${s.time}`).join(' · ')}`
      : 'Escolha até 3 horários que funcionam para você.';
  };

  const loadSlots = async () => {
    slotsBox.replaceChildren(h('p', { class: 'text-ink-400', role: 'status' }, 'Carregando horários…'));
    try {
      const { slots } = await getJson<PublicSlots>(
        `/api/public/booking/${encodeURIComponent(slug)}/slots?length=${length}`,
      );
      chosen = chosen.filter((c) => slots.some((s) => s.day === c.day && s.time === c.time));
      renderSlots(slots);
    } catch (err) {
      slotsBox.replaceChildren(h('p', { class: 'text-blood-300' }, err instanceof Error ? err.message : ''));
    }
    renderChosen();
  };

  const renderSlots = (slots: PublicSlots['slots']) => {
    const byDay = new Map<string, string[]>();
    for (const s of slots) byDay.set(s.day, [...(byDay.get(s.day) ?? []), s.time]);
    if (byDay.size === 0) {
      slotsBox.replaceChildren(
        h('p', { class: 'text-ink-300' }, 'Nenhum horário livre para esta duração nas próximas semanas.'),
      );
      return;
    }
    const days = [...byDay.entries()];
    slotsBox.replaceChildren(
      ...days.slice(0, daysShown).map(([day, times]) =>
        h(
          'div',
          { role: 'group', 'aria-label': dayLabel(day) },
          h('h3', { class: 'mb-2 text-sm font-semibold text-ink-200' }, dayLabel(day)),
          h(
            'div',
            { class: 'flex flex-wrap gap-2' },
            times.map((time) => {
              const on = chosen.some((c) => c.day === day && c.time === time);
              return h(
                'button',
                {
                  type: 'button',
                  'aria-pressed': on ? 'true' : 'false',
                  'aria-label': `${dayLabel(day)} às ${time}`,
                  class: `h-11 min-w-20 rounded-xl border px-3 text-sm font-medium ${
                    on ? 'border-blood-500 bg-blood-600 text-white' : 'border-ink-700 bg-ink-850 text-ink-100'
                  }`,
                  onclick: () => {
                    if (on) chosen = chosen.filter((c) => !(c.day === day && c.time === time));
                    else if (chosen.length < 3) chosen = [...chosen, { day, time }];
                    else return showField('slots', requestMessages.slotsTooMany);
                    showField('slots', '');
                    renderSlots(slots);
                    renderChosen();
                  },
                },
                time,
              );
            }),
          ),
        ),
      ),
      ...(days.length > daysShown
        ? [
            h(
              'button',
              {
                type: 'button',
                class: 'h-11 rounded-xl border border-ink-700 px-4 text-sm text-ink-200',
                onclick: () => {
                  daysShown += DAYS_SHOWN;
                  renderSlots(slots);
                },
              },
              'Mostrar mais dias',
            ),
          ]
        : []),
    );
  };

  const showField = (name: string, message: string) => {
    const el = errors[name];
    if (!el) return;
    el.textContent = message;
    el.classList.toggle('hidden', !message);
    const input = document.getElementById(`campo-${name}`);
    if (input) input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  const input = (name: string, text: string, attrs: Record<string, string | boolean> = {}) =>
    h(
      'div',
      {},
      h('label', { for: `campo-${name}`, class: label }, text),
      h('input', {
        id: `campo-${name}`,
        name,
        class: field,
        'aria-describedby': `erro-${name}`,
        ...attrs,
      }),
      errorFor(name),
    );

  const previews = h('ul', { class: 'mt-2 flex flex-wrap gap-2', 'aria-label': 'Imagens escolhidas' });
  const renderPreviews = () => {
    previews.replaceChildren(
      ...images.map((file, i) =>
        h(
          'li',
          { class: 'relative' },
          h('img', {
            src: URL.createObjectURL(file),
            alt: `Referência ${i + 1}`,
            class: 'h-20 w-20 rounded-lg border border-ink-700 object-cover',
          }),
          h(
            'button',
            {
              type: 'button',
              class: 'mt-1 block h-9 w-20 rounded-lg border border-ink-700 text-xs text-ink-200',
              'aria-label': `Remover referência ${i + 1}`,
              onclick: () => {
                images = images.filter((_, j) => j !== i);
                renderPreviews();
              },
            },
            'Remover',
          ),
        ),
      ),
    );
  };
  const fileInput = h('input', {
    id: 'campo-images',
    type: 'file',
    accept: 'image/jpeg,image/png,image/webp',
    multiple: true,
    class: 'sr-only',
    'aria-describedby': 'erro-images',
    onchange: async (event: Event) => {
      const picked = [...((event.target as HTMLInputElement).files ?? [])];
      (event.target as HTMLInputElement).value = '';
      if (images.length + picked.length > MAX_REQUEST_IMAGES)
        showField('images', requestMessages.imagesTooMany);
      else showField('images', '');
      const room = picked.slice(0, MAX_REQUEST_IMAGES - images.length);
      const allowed = room.filter((f) => /^image\/(jpeg|png|webp)$/.test(f.type));
      if (allowed.length < room.length) showField('images', requestMessages.imageType);
      images = [...images, ...(await Promise.all(allowed.map(shrinkImage)))];
      renderPreviews();
    },
  });

  const lengthPicker =
    page.sessionLengths.length > 1
      ? h(
          'fieldset',
          { class: 'mt-3' },
          h('legend', { class: 'sr-only' }, 'Duração da sessão'),
          h(
            'div',
            { class: 'flex flex-wrap gap-2' },
            page.sessionLengths.map((minutes, i) =>
              h(
                'label',
                {
                  class:
                    'flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-700 bg-ink-850 px-4 text-sm has-[:checked]:border-blood-500 has-[:checked]:bg-blood-600/20',
                },
                h('input', {
                  type: 'radio',
                  name: 'length',
                  value: String(minutes),
                  checked: i === 0,
                  class: 'accent-blood-500',
                  onchange: () => {
                    length = minutes;
                    void loadSlots();
                  },
                }),
                formatDuration(minutes),
              ),
            ),
          ),
        )
      : h('p', { class: 'mt-2 text-sm text-ink-300' }, `Sessões de ${formatDuration(length)}.`);

  const firstDay = today();
  const lastDay = addDays(firstDay, page.horizonDays);
  const dateInput = (name: string, text: string, value: string) =>
    h(
      'div',
      {},
      h('label', { for: `campo-${name}`, class: label }, text),
      h('input', {
        id: `campo-${name}`,
        type: 'date',
        value,
        min: firstDay,
        max: lastDay,
        class: field,
        'aria-describedby': `erro-${name}`,
      }),
      errorFor(name),
    );
  const waitBox = h(
    'div',
    { class: 'mt-3 hidden space-y-4' },
    h(
      'p',
      { class: 'text-sm text-ink-300' },
      `Diga quando você pode. Se um horário assim vagar, ele aparece no link do seu pedido — quem confirmar primeiro fica com ele.`,
    ),
    h(
      'div',
      { class: 'grid grid-cols-2 gap-3' },
      dateInput('wait.from', 'A partir de', firstDay),
      dateInput('wait.to', 'Até', addDays(firstDay, Math.min(14, page.horizonDays))),
    ),
    h(
      'fieldset',
      { 'aria-describedby': 'erro-wait.periods' },
      h('legend', { class: label }, 'Períodos do dia'),
      h(
        'div',
        { class: 'mt-2 flex flex-wrap gap-2' },
        dayPeriods.map((period) =>
          h(
            'label',
            {
              class:
                'flex h-11 cursor-pointer items-center gap-2 rounded-xl border border-ink-700 bg-ink-850 px-4 text-sm has-[:checked]:border-blood-500 has-[:checked]:bg-blood-600/20',
            },
            h('input', { type: 'checkbox', name: 'wait-periods', value: period, class: 'accent-blood-500' }),
            dayPeriodLabels[period],
          ),
        ),
      ),
      h(
        'p',
        { class: 'mt-1 text-xs text-ink-400' },
        'Manhã: até 12h · Tarde: 12h às 18h · Noite: depois das 18h',
      ),
      errorFor('wait.periods'),
    ),
    errorFor('wait'),
  );
  const slotsTitle = h(
    'h2',
    { id: 'titulo-horarios', class: 'text-lg font-semibold' },
    'Escolha seus horários',
  );
  const waitToggle = h(
    'button',
    {
      type: 'button',
      class: 'mt-4 h-11 w-full rounded-xl border border-ink-700 px-4 text-sm font-medium text-ink-100',
      onclick: () => setWaiting(!waiting),
    },
    'Nenhum horário serve? Entrar na lista de espera',
  );
  const setWaiting = (on: boolean) => {
    waiting = on;
    for (const el of [slotsBox, chosenNote, errors.slots]) el?.classList.toggle('hidden', on);
    if (!on) showField('slots', '');
    waitBox.classList.toggle('hidden', !on);
    slotsTitle.textContent = on ? 'Lista de espera' : 'Escolha seus horários';
    waitToggle.textContent = on
      ? 'Voltar para os horários livres'
      : 'Nenhum horário serve? Entrar na lista de espera';
    submit.textContent = on ? 'Entrar na lista de espera' : 'Enviar pedido';
    if (on) document.getElementById('campo-wait.from')?.focus();
  };
  const waitValue = (name: string) => (document.getElementById(`campo-${name}`) as HTMLInputElement).value;

  /** The policy the client accepts; drawn again when the artist changed it while the page was open. */
  const policySlot = h('div', {});
  const drawPolicy = () => {
    delete errors.policy;
    policySlot.replaceChildren(
      ...(page.policy
        ? [
            h(
              'div',
              { class: 'rounded-xl border border-ink-700 bg-ink-850 p-3' },
              h('h3', { class: 'text-sm font-semibold text-ink-100' }, 'Política de cancelamento'),
              h(
                'ul',
                { class: 'mt-2 list-disc space-y-1 pl-5 text-sm text-ink-300' },
                describePolicy(page.policy!, page.artistName).map((line) => h('li', {}, line)),
              ),
              h(
                'label',
                { class: 'mt-3 flex items-start gap-3 text-sm text-ink-200' },
                h('input', {
                  id: 'campo-policy',
                  type: 'checkbox',
                  name: 'policy',
                  class: 'mt-0.5 h-5 w-5 shrink-0 accent-blood-500',
                  'aria-describedby': 'erro-policy',
                }),
                'Li e aceito a política de cancelamento.',
              ),
              errorFor('policy'),
            ),
          ]
        : []),
    );
  };
  drawPolicy();

  const submit = h('button', { type: 'submit', class: `${primary} mt-6` }, 'Enviar pedido');
  const form = h(
    'form',
    {
      novalidate: true,
      class: 'mt-6 space-y-4',
      onsubmit: async (event: Event) => {
        event.preventDefault();
        const data = new FormData(form);
        const common = {
          name: String(data.get('name') ?? ''),
          phone: String(data.get('phone') ?? ''),
          instagram: String(data.get('instagram') ?? ''),
          idea: String(data.get('idea') ?? ''),
          placement: String(data.get('placement') ?? ''),
          size: String(data.get('size') ?? ''),
          length,
          consent: data.get('consent') === 'on',
          website: String(data.get('website') ?? ''),
          policyVersion: page.policy && data.get('policy') === 'on' ? page.policy.version : null,
        };
        const values = waiting
          ? {
              ...common,
              wait: {
                from: waitValue('wait.from'),
                to: waitValue('wait.to'),
                periods: [
                  ...waitBox.querySelectorAll<HTMLInputElement>('input[name="wait-periods"]:checked'),
                ].map((box) => box.value),
              },
            }
          : { ...common, slots: chosen };
        for (const name of Object.keys(errors)) showField(name, '');
        alert.classList.add('hidden');
        const parsed = (waiting ? waitlistRequestSchema : bookingRequestSchema).safeParse(values);
        const refusals = parsed.success ? [] : parsed.error.issues.map((i) => [fieldOf(i.path), i.message]);
        if (page.policy && !common.policyVersion) refusals.push(['policy', policyMessages.mustAccept]);
        if (refusals.length) {
          for (const [name, message] of refusals) showField(name!, message!);
          focusFirstError();
          return;
        }
        submit.disabled = true;
        submit.textContent = 'Enviando…';
        try {
          onSent(await sendRequest(slug, values, images));
        } catch (err) {
          const e =
            err instanceof PageError
              ? err
              : new PageError(0, 'Sem conexão. Confira sua internet e tente de novo.');
          if (e.fields.policy) {
            // The terms changed (or were switched on) since the page loaded: read them again.
            try {
              page = {
                ...page,
                policy: (await getJson<PublicBookingPage>(`/api/public/booking/${encodeURIComponent(slug)}`))
                  .policy,
              };
              drawPolicy();
            } catch {
              // the message below still says what to do
            }
          }
          for (const [name, message] of Object.entries(e.fields)) showField(name, message);
          alert.textContent = e.message === 'Dados inválidos' ? 'Confira os campos destacados.' : e.message;
          alert.classList.remove('hidden');
          if (e.fields.slots) void loadSlots();
          submit.disabled = false;
          submit.textContent = waiting ? 'Entrar na lista de espera' : 'Enviar pedido';
        }
      },
    },
    input('name', 'Seu nome', { autocomplete: 'name', required: true }),
    input('phone', 'WhatsApp (com DDD)', {
      type: 'tel',
      inputmode: 'tel',
      autocomplete: 'tel',
      placeholder: '(11) 91234-5678',
      required: true,
    }),
    input('instagram', 'Instagram (opcional)', { placeholder: '@seuperfil', autocapitalize: 'none' }),
    h(
      'div',
      {},
      h('label', { for: 'campo-idea', class: label }, 'Sua ideia'),
      h('textarea', {
        id: 'campo-idea',
        name: 'idea',
        rows: 4,
        class: field,
        placeholder: 'Conte o que você imagina: estilo, elementos, cores…',
        'aria-describedby': 'erro-idea',
        required: true,
      }),
      errorFor('idea'),
    ),
    h(
      'div',
      { class: 'grid grid-cols-2 gap-3' },
      input('placement', 'Local do corpo', { placeholder: 'ex.: antebraço', required: true }),
      input('size', 'Tamanho aproximado', { placeholder: 'ex.: 10 cm', required: true }),
    ),
    h(
      'div',
      {},
      h('span', { class: label, id: 'rotulo-imagens' }, 'Imagens de referência (até 3, opcional)'),
      h(
        'label',
        {
          for: 'campo-images',
          class:
            'mt-1 flex h-12 cursor-pointer items-center justify-center rounded-xl border border-dashed border-ink-600 text-sm text-ink-200 focus-within:outline focus-within:outline-2 focus-within:outline-blood-500',
        },
        'Adicionar imagens',
        fileInput,
      ),
      previews,
      errorFor('images'),
    ),
    // People never see this field; bots fill every input they find.
    h(
      'div',
      { class: 'absolute -left-[9999px] h-px w-px overflow-hidden', 'aria-hidden': 'true' },
      h('label', { for: 'campo-website' }, 'Site'),
      h('input', { id: 'campo-website', name: 'website', tabindex: -1, autocomplete: 'off' }),
    ),
    policySlot,
    h(
      'div',
      {},
      h(
        'label',
        { class: 'flex items-start gap-3 text-sm text-ink-200' },
        h('input', {
          id: 'campo-consent',
          type: 'checkbox',
          name: 'consent',
          class: 'mt-0.5 h-5 w-5 shrink-0 accent-blood-500',
          'aria-describedby': 'erro-consent',
        }),
        `Autorizo ${page.artistName} a falar comigo pelo WhatsApp sobre este pedido. Meus dados servem só para isso e posso pedir que sejam apagados (LGPD).`,
      ),
      errorFor('consent'),
    ),
    alert,
    submit,
  );

  const focusFirstError = () => {
    const first = Object.entries(errors).find(([, el]) => !el.classList.contains('hidden'));
    if (!first) return;
    const target = document.getElementById(`campo-${first[0]}`) ?? errors[first[0]];
    target?.scrollIntoView({ block: 'center' });
    target?.focus?.();
  };

  const parts: (HTMLElement | null)[] = [
    h(
      'header',
      {},
      h('p', { class: 'text-sm text-blood-300' }, 'Agendar sessão'),
      h('h1', { class: 'mt-1 font-display text-3xl font-semibold' }, page.artistName),
      page.bio ? h('p', { class: 'mt-3 whitespace-pre-line text-ink-300' }, page.bio) : null,
    ),
    page.artists.length
      ? h(
          'nav',
          { class: `${card} mt-6`, 'aria-labelledby': 'titulo-artistas' },
          h('h2', { id: 'titulo-artistas', class: 'text-lg font-semibold' }, 'Artistas do estúdio'),
          h(
            'ul',
            { class: 'mt-3 flex flex-wrap gap-2' },
            page.artists.map((a) =>
              h(
                'li',
                {},
                h(
                  'a',
                  {
                    href: `/agendar/${a.slug}`,
                    class:
                      'inline-flex h-11 items-center rounded-xl border border-ink-700 bg-ink-850 px-4 text-sm font-medium hover:border-blood-500',
                  },
                  a.name,
                ),
              ),
            ),
          ),
        )
      : null,
    h(
      'section',
      { class: `${card} mt-6`, 'aria-labelledby': 'titulo-horarios' },
      slotsTitle,
      lengthPicker,
      slotsBox,
      chosenNote,
      h('p', { id: 'erro-slots', class: 'mt-1 hidden text-sm text-blood-300', role: 'status' }),
      waitBox,
      waitToggle,
      h(
        'p',
        { class: 'mt-3 text-xs text-ink-400' },
        'O horário só fica reservado depois que o artista aceitar o pedido. Horários de Brasília.',
      ),
    ),
    h(
      'section',
      { class: `${card} mt-4`, 'aria-labelledby': 'titulo-pedido' },
      h('h2', { id: 'titulo-pedido', class: 'text-lg font-semibold' }, 'Seu pedido'),
      form,
    ),
    h('p', { class: 'mt-8 text-center text-xs text-ink-400' }, 'Agendamento por Tinta'),
  ];
  root.replaceChildren(...parts.filter((part): part is HTMLElement => part !== null));
  errors.slots = document.getElementById('erro-slots')!;
  await loadSlots();
}

/** A schema issue's field: the waitlist's window fields are named with their group ('wait.periods'). */
const fieldOf = (path: readonly PropertyKey[]) =>
  path[0] === 'wait' && path.length > 1 ? `wait.${String(path[1])}` : String(path[0]);

async function sendRequest(slug: string, values: object, images: File[]): Promise<string> {
  const body = new FormData();
  body.append('data', JSON.stringify(values));
  for (const image of images) body.append('images', image, image.name);
  const res = await fetch(`/api/public/booking/${encodeURIComponent(slug)}/requests`, {
    method: 'POST',
    body,
  });
  const answer = (await res.json().catch(() => ({}))) as {
    token?: string;
    message?: string;
    fields?: Record<string, string>;
  };
  if (!res.ok || !answer.token)
    throw new PageError(
      res.status,
      answer.message ?? 'Erro ao enviar o pedido. Tente novamente.',
      answer.fields,
    );
  return answer.token;
}
