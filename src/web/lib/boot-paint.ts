/**
 * The app's side of the first paint from the device (`src/web/boot-paint.ts` reads what this
 * keeps; issue 27, decision 0020): the dashboard as drawn, kept in localStorage (read
 * synchronously before the app's code runs), valid until the next São Paulo midnight. It holds
 * what the device's copy of the answers already holds (lib/persist-cache.ts) and goes with it at
 * sign-out. Kept by `keep-drawn-day.ts` (the dashboard's file), dropped and forgotten here (the
 * first visit's file, kept small).
 */
export const BOOT_PAINT_KEY = 'tinta:boot-paint';

/** The app drew its own first screen: the picture goes (and is not painted if it comes late). */
export function dropBootPaint(): void {
  document.documentElement.dataset.drawn = '1';
  document.getElementById('boot-paint')?.remove();
}

/** Sign-out, or a session the server no longer knows: the next person sees nothing of this one. */
export function forgetBootPaint(): void {
  try {
    localStorage.removeItem(BOOT_PAINT_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
