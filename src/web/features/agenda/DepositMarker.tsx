import { cn } from '../../lib/cn';
import { type DepositState, depositLabel, depositMarkerClass } from './deposit-state';

/**
 * '● Sinal pago': the deposit's state as a coloured mark and its words, so colour is never the
 * only sign. `decorative` when the element around it already says it (a block's label).
 */
export function DepositMarker({
  state,
  className,
  decorative = false,
}: {
  state: DepositState;
  className?: string;
  decorative?: boolean;
}) {
  return (
    <span
      aria-hidden={decorative || undefined}
      data-deposit={state}
      className={cn('flex min-w-0 items-center gap-1 text-[11px] leading-tight font-medium', className)}
    >
      <DepositDot state={state} />
      <span className="truncate">{depositLabel[state]}</span>
    </span>
  );
}

export function DepositDot({ state }: { state: DepositState }) {
  return <span aria-hidden className={cn('h-2 w-2 shrink-0 rounded-full', depositMarkerClass[state])} />;
}
