import { useEffect } from 'react';

export const PULL_THRESHOLD_PX = 100;

/** SPEC §2: pulling down more than 100 px at the top of the page refreshes. */
export function usePullToRefresh(onRefresh: () => void) {
  useEffect(() => {
    let startY: number | null = null;
    const start = (e: TouchEvent) => {
      startY = window.scrollY <= 0 ? (e.touches[0]?.clientY ?? null) : null;
    };
    const end = (e: TouchEvent) => {
      const endY = e.changedTouches[0]?.clientY;
      if (startY !== null && endY !== undefined && endY - startY > PULL_THRESHOLD_PX) onRefresh();
      startY = null;
    };
    window.addEventListener('touchstart', start, { passive: true });
    window.addEventListener('touchend', end, { passive: true });
    return () => {
      window.removeEventListener('touchstart', start);
      window.removeEventListener('touchend', end);
    };
  }, [onRefresh]);
}
