// When the install prompt may appear (SPEC §2 'Install prompt', §9). Pure and DOM-free so Vitest runs it under node.

/** The prompt appears this long after the browser offers installation (or, on iPhone, after the shell opens). */
export const PROMPT_DELAY_MS = 3_000;
/** 'Agora não' / 'Entendi' keeps the prompt away this long. */
export const DISMISS_FOR_MS = 7 * 24 * 60 * 60 * 1_000;

export type PromptKind = 'native' | 'ios';

/** The stored dismissal time (epoch ms) or null when missing or unreadable. */
export function parseDismissedAt(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const at = Number(raw);
  return Number.isFinite(at) ? at : null;
}

/** Dismissed less than 7 days ago. */
export function isDismissed(dismissedAt: number | null, now: number): boolean {
  return dismissedAt !== null && now - dismissedAt < DISMISS_FOR_MS;
}

/**
 * iPhone, iPod or iPad. iPadOS 13+ claims to be a Mac, but a Mac has no touch screen.
 * Every iOS browser is WebKit and none fires 'beforeinstallprompt', so all need the manual steps.
 */
export function isIos(userAgent: string, maxTouchPoints = 0): boolean {
  if (/iPhone|iPad|iPod/.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

/** Already running as the installed app: the display-mode media query, or Safari's own navigator.standalone. */
export function isStandalone(
  displayModeStandalone: boolean,
  navigatorStandalone: boolean | undefined,
): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

/** Which prompt, if any: the browser's own offer first, the manual steps on iOS, nothing when installed or dismissed. */
export function promptKind(s: {
  standalone: boolean;
  dismissed: boolean;
  hasOffer: boolean;
  ios: boolean;
}): PromptKind | null {
  if (s.standalone || s.dismissed) return null;
  if (s.hasOffer) return 'native';
  return s.ios ? 'ios' : null;
}

/** Milliseconds left until the prompt may show, counted from when the offer arrived. */
export function msUntilShow(offeredAt: number, now: number): number {
  return Math.max(0, offeredAt + PROMPT_DELAY_MS - now);
}
