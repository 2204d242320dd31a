import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cn } from '../lib/cn';

/** Smallest share of the normal size a figure may shrink to before it is cut. */
const MIN_SCALE = 0.6;

/**
 * One line that steps its font down until it fits its box: money on a half-width phone card
 * ('R$ 125.507,28') must be read whole, never 'R$ 125.50…'. Ellipsis only below 60 %.
 */
export function FitText({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const el = ref.current;
    const box = el?.parentElement;
    if (!el || !box) return;
    const shrinkToFit = () => {
      el.style.fontSize = '';
      const base = Number.parseFloat(getComputedStyle(el).fontSize);
      let size = base;
      while (el.scrollWidth > el.clientWidth && size > base * MIN_SCALE) {
        size -= 1;
        el.style.fontSize = `${size}px`;
      }
    };
    shrinkToFit();
    const observer = new ResizeObserver(shrinkToFit);
    observer.observe(box);
    return () => observer.disconnect();
  });

  return (
    <span ref={ref} className={cn('block truncate', className)}>
      {children}
    </span>
  );
}
