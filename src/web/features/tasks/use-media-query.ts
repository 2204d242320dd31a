import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches now, following changes (rotation, window resize). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** SPEC §9: below 1024 px a tap on a task card opens the action sheet instead of inline buttons. */
export const useIsDesktop = () => useMediaQuery('(min-width: 1024px)');
