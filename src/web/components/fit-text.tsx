import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from '../lib/cn';

/** Smallest share of the normal size a figure may shrink to before it is cut. */
const MIN_SCALE = 0.6;

/** Steps the font down a pixel at a time while the line overflows, never below MIN_SCALE. */
function shrinkToFit(el: HTMLElement) {
  el.style.fontSize = '';
  const base = Number.parseFloat(getComputedStyle(el).fontSize);
  let size = base;
  while (el.scrollWidth > el.clientWidth && size - 1 >= base * MIN_SCALE) {
    size -= 1;
    el.style.fontSize = `${size}px`;
  }
}

/**
 * One line that steps its font down until it fits its box: money on a half-width phone card
 * ('R$ 125.507,28') must be read whole, never 'R$ 125.50…'. Ellipsis only below 60 %.
 */
export function FitText({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  // Refit when the box changes width (rotation, sidebar) or the text changes (a live update, the
  // privacy toggle re-rendering only the figure inside): observers, not per-render measuring.
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el?.parentElement) return;
    shrinkToFit(el);
    const refit = () => shrinkToFit(el);
    const resize = new ResizeObserver(refit);
    resize.observe(el.parentElement);
    const content = new MutationObserver(refit);
    content.observe(el, { childList: true, subtree: true, characterData: true });
    return () => {
      resize.disconnect();
      content.disconnect();
    };
  }, []);

  return (
    <span ref={ref} className={cn('block truncate', className)}>
      {children}
    </span>
  );
}
