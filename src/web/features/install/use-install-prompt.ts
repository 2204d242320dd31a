import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { installOffer } from './install-offer';
import {
  isDismissed,
  isIos,
  isStandalone,
  msUntilShow,
  type PromptKind,
  parseDismissedAt,
  promptKind,
} from './install-rules';

const DISMISSED_KEY = 'tinta.install.dismissedAt';

function readDismissedAt(): number | null {
  try {
    return parseDismissedAt(window.localStorage.getItem(DISMISSED_KEY));
  } catch {
    return null; // storage blocked (private mode): the prompt simply may show again
  }
}

function rememberDismissal() {
  try {
    window.localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // storage blocked: nothing to remember with
  }
}

function runningInstalled(): boolean {
  const nav = window.navigator as Navigator & { standalone?: boolean };
  return isStandalone(window.matchMedia('(display-mode: standalone)').matches, nav.standalone);
}

/** The install prompt's state: which kind shows now (null while waiting or never), and its two answers. */
export function useInstallPrompt(): {
  kind: PromptKind | null;
  install: () => Promise<void>;
  dismiss: () => void;
} {
  const offer = useSyncExternalStore(installOffer.subscribe, installOffer.current);
  // Read once: none of these change while the page is open (installing opens a new window).
  const [env] = useState(() => ({
    standalone: runningInstalled(),
    ios: isIos(window.navigator.userAgent, window.navigator.maxTouchPoints),
    openedAt: Date.now(),
  }));
  const [dismissed, setDismissed] = useState(() => isDismissed(readDismissedAt(), Date.now()));
  const [due, setDue] = useState(false);

  const kind = promptKind({ standalone: env.standalone, dismissed, hasOffer: offer !== null, ios: env.ios });
  // iOS has no offer event: its 3 s count from when the signed-in app opened.
  const startedAt = kind === 'native' ? offer?.at : kind === 'ios' ? env.openedAt : undefined;

  useEffect(() => {
    setDue(false);
    if (startedAt === undefined) return;
    const timer = window.setTimeout(() => setDue(true), msUntilShow(startedAt, Date.now()));
    return () => window.clearTimeout(timer);
  }, [startedAt]);

  const dismiss = useCallback(() => {
    rememberDismissal();
    setDismissed(true);
  }, []);

  const install = useCallback(async () => {
    if (!offer) return;
    installOffer.spend();
    try {
      await offer.event.prompt();
      const choice = await offer.event.userChoice;
      // Said no in the browser's own dialog: ask again only after the same 7 days.
      if (choice.outcome === 'dismissed') dismiss();
    } catch {
      // The browser withdrew the offer (already used or no longer installable): nothing left to do.
    }
  }, [offer, dismiss]);

  return { kind: due ? kind : null, install, dismiss };
}
