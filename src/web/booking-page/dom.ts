type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | ((event: Event) => void) | undefined>;

/**
 * The public page is plain DOM (no framework: it must load fast on a client's phone). `h` builds an
 * element: `on*` attributes become listeners, `true` is a bare attribute, false/undefined are left off.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: (Child | Child[])[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    if (typeof value === 'function') el.addEventListener(key.slice(2).toLowerCase(), value);
    else if (value === true) el.setAttribute(key, '');
    else el.setAttribute(key, String(value));
  }
  for (const child of children.flat()) if (child) el.append(child);
  return el;
}

export const field =
  'mt-1 block w-full rounded-xl border border-ink-700 bg-ink-900 px-3 py-3 text-base text-ink-100 placeholder:text-ink-500 focus:border-blood-500';
export const label = 'block text-sm font-medium text-ink-200';
export const primary =
  'inline-flex h-12 w-full items-center justify-center rounded-xl bg-blood-700 px-5 font-semibold text-white hover:bg-blood-600 disabled:opacity-60';
export const card = 'rounded-2xl border border-ink-800 bg-ink-900 p-4';

/** GET a public API path; the server's pt-BR message on failure. */
export async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(path, { headers: { accept: 'application/json' } });
  const body = await res.json().catch(() => ({}));
  if (!res.ok)
    throw new PageError(
      res.status,
      (body as { message?: string }).message ?? 'Erro ao carregar. Tente novamente.',
    );
  return body as T;
}

export class PageError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function showError(root: HTMLElement, message: string): void {
  root.replaceChildren(
    h(
      'div',
      { class: `${card} mt-10 text-center` },
      h('h1', { class: 'text-xl font-semibold' }, message),
      h('p', { class: 'mt-2 text-ink-400' }, 'Confira o endereço com quem o enviou.'),
    ),
  );
}

/** POST to a public API path (JSON, or a form with files); the server's pt-BR message on failure. */
export async function postTo(path: string, body: object | FormData = {}): Promise<void> {
  let res: Response;
  try {
    res =
      body instanceof FormData
        ? await fetch(path, { method: 'POST', body })
        : await fetch(path, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          });
  } catch {
    throw new PageError(0, 'Sem conexão. Confira sua internet e tente de novo.');
  }
  if (res.ok) return;
  const answer = (await res.json().catch(() => ({}))) as {
    message?: string;
    fields?: Record<string, string>;
  };
  throw new PageError(res.status, answer.message ?? 'Erro ao enviar. Tente novamente.', answer.fields);
}

export const secondary =
  'inline-flex h-12 w-full items-center justify-center rounded-xl border border-ink-700 px-5 font-medium text-ink-100 hover:border-ink-500 disabled:opacity-60';

/** What a panel on the status page needs: its API path, a fresh answer, and a hold on the refresh. */
export interface StatusContext {
  path: string;
  reload: () => Promise<void>;
  /** While the client is choosing or confirming something, the periodic refresh leaves the page alone. */
  hold: (on: boolean) => void;
}
