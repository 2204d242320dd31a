import { useSyncExternalStore } from 'react';

/** SPEC §9: below 1024 px an appointment's actions move into an action sheet. */
const DESKTOP = '(min-width: 1024px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export const useIsDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP).matches);
