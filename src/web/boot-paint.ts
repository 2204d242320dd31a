/**
 * The day as it was last drawn on this device, painted before the app's code has run (issue 27):
 * on a slow phone the app's files take about a second to parse and run even from the device's
 * copy; this file is a few hundred bytes, loaded `async` beside them, and imports nothing. The
 * server names it only in a signed-in document that opens on the dashboard (http/app-document.ts).
 *
 * It paints only what `lib/keep-drawn-day.ts` kept: the dashboard's HTML as the app drew it, for
 * the same São Paulo day (`until`) and the same stylesheet (a new build may have other classes),
 * and only when the app opens on the dashboard (`/`, no section). The picture is inert and lets taps
 * through; the app removes it when it draws its own first screen, or it goes by itself.
 */
const KEY = 'tinta:boot-paint';
/** However the app fares, the picture never outstays this. */
const AT_MOST_MS = 6_000;

interface Drawn {
  until: number;
  css: string;
  html: string;
}

function paint(): void {
  if (window.location.pathname !== '/' || new URLSearchParams(window.location.search).has('section')) return;
  // The app was quicker (its own first screen is drawn): nothing to cover.
  if (document.documentElement.dataset.drawn) return;
  let drawn: Drawn | null = null;
  try {
    drawn = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Drawn | null;
  } catch {
    return;
  }
  if (!drawn || typeof drawn.html !== 'string' || !(Date.now() < drawn.until)) return;
  const css = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href;
  if (!css || css !== drawn.css) return;
  const picture = document.createElement('div');
  picture.id = 'boot-paint';
  picture.className = 'boot-paint';
  picture.setAttribute('aria-hidden', 'true');
  picture.inert = true;
  // HTML React drew on this origin (text escaped, no handlers), read back from this origin's storage.
  picture.innerHTML = drawn.html;
  document.body.append(picture);
  setTimeout(() => picture.remove(), AT_MOST_MS);
}

paint();
