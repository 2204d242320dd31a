import { addDays, dayStartEpoch, type IsoDay } from '../../shared/time';
import { BOOT_PAINT_KEY } from './boot-paint';
import { whenIdle } from './when-idle';

/** Not part of the picture: what comes and goes over the day (toasts, banners, the install offer). */
const TRANSIENT = '[aria-live], [role="status"], [role="alert"], [role="dialog"], [data-boot-paint="skip"]';

function stylesheet(): string | undefined {
  return document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href;
}

function keepNow(day: IsoDay, stillDrawn: () => boolean): void {
  // Signed out (here or in another tab) since this was scheduled: nothing of this day is kept.
  if (!stillDrawn()) return;
  const root = document.getElementById('root');
  const css = stylesheet();
  if (!root || !css) return;
  const copy = root.cloneNode(true) as HTMLElement;
  for (const el of copy.querySelectorAll(TRANSIENT)) el.remove();
  try {
    localStorage.setItem(
      BOOT_PAINT_KEY,
      JSON.stringify({ until: dayStartEpoch(addDays(day, 1)), css, html: copy.innerHTML }),
    );
  } catch {
    // Storage full or refused: the next opening simply waits for the app.
  }
}

/**
 * While the dashboard shows `day` (the São Paulo day its answer is for — not the clock's, which
 * may have passed midnight with the app open): keep its picture once the page is idle, and again
 * whenever the person leaves the app (what they saw last is what the next opening shows), valid
 * until that day ends — and only while `stillDrawn()` (the person it was drawn for is still the
 * one signed in). Returns the undo.
 */
export function keepDrawnDay(day: IsoDay, stillDrawn: () => boolean): () => void {
  const cancel = whenIdle(() => keepNow(day, stillDrawn));
  const onHide = () => {
    if (document.visibilityState === 'hidden') keepNow(day, stillDrawn);
  };
  document.addEventListener('visibilitychange', onHide);
  return () => {
    cancel();
    document.removeEventListener('visibilitychange', onHide);
  };
}
