import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  rose: 'bg-blood-600/15 text-blood-400',
  sky: 'bg-sky-500/15 text-sky-300',
  emerald: 'bg-emerald-500/15 text-emerald-300',
  amber: 'bg-amber-500/15 text-amber-300',
};

interface ReportCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone: keyof typeof tones;
  /** A quiet line under the value (why a figure is missing). */
  hint?: string;
  /** Colours the figure itself, e.g. a loss. */
  valueClassName?: string;
  onClick?: () => void;
}

/**
 * The dashboard's StatCard look, plus a hint line and a coloured figure, which the report cards
 * need (a loss, a margin that cannot exist) and the shared card does not offer.
 */
export function ReportCard({
  label,
  value,
  icon: Icon,
  tone,
  hint,
  valueClassName,
  onClick,
}: ReportCardProps) {
  // Label beside the icon and the figure on a line of its own: a phone's half-width card then
  // has room for 'R$ 12.345,67' instead of cutting it to 'R$ 12…'.
  const body = (
    <>
      <span className="flex items-center gap-2.5">
        <span
          className={cn('grid h-8 w-8 shrink-0 place-items-center rounded-lg sm:h-9 sm:w-9', tones[tone])}
        >
          <Icon size={18} aria-hidden />
        </span>
        <span className="text-left text-xs leading-tight text-ink-400 sm:text-sm">{label}</span>
      </span>
      <span
        className={cn(
          'mt-2 block truncate text-left text-lg font-semibold tabular-nums sm:text-xl',
          valueClassName,
        )}
      >
        {value}
      </span>
      {hint && <span className="block text-left text-xs text-ink-400">{hint}</span>}
    </>
  );
  const cls = 'flex w-full flex-col justify-start rounded-2xl border border-ink-800 bg-ink-900 p-4';
  return onClick ? (
    <button
      type="button"
      onClick={onClick}
      className={cn(cls, 'transition-colors hover:border-ink-700 hover:bg-ink-850')}
    >
      {body}
    </button>
  ) : (
    <div className={cls}>{body}</div>
  );
}
