// Chrome/Edge/Android offer installation once per page load with 'beforeinstallprompt', often before the
// signed-in shell (a lazy chunk) has loaded. index.html loads this module with the app entry so the offer
// is caught from the first moment and kept, with its time, until the prompt uses it.

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

export interface InstallOffer {
  event: BeforeInstallPromptEvent;
  /** Epoch ms when the browser made the offer: the prompt shows 3 s after it. */
  at: number;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

window.addEventListener('beforeinstallprompt', (event) => {
  // Keeps the browser's own mini-infobar away: our prompt asks at the right moment instead.
  event.preventDefault();
  offer = { event: event as BeforeInstallPromptEvent, at: Date.now() };
  changed();
});

window.addEventListener('appinstalled', () => {
  offer = null;
  changed();
});

export const installOffer = {
  current: (): InstallOffer | null => offer,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** An offer can be prompted only once. */
  spend(): void {
    offer = null;
    changed();
  },
};
