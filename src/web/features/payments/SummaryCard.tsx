import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  rose: 'bg-blood-600/15 text-blood-400',
  sky: 'bg-sky-500/15 text-sky-300',
  emerald: 'bg-emerald-500/15 text-emerald-300',
};

/**
 * The shared StatCard, except that the icon steps aside on phones: two cards side by side at
 * 390 px leave too little room for 'R$ 12.345,67' next to an icon, and money must not be cut.
 */
export function SummaryCard({
  label,
  value,
  icon: Icon,
  tone = 'rose',
  onClick,
  className,
}: {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: keyof typeof tones;
  onClick?: () => void;
  className?: string;
}) {
  const body = (
    <>
      <span className={cn('hidden h-10 w-10 shrink-0 place-items-center rounded-xl sm:grid', tones[tone])}>
        <Icon size={20} aria-hidden />
      </span>
      <span className="min-w-0 text-left">
        <span className="block text-xs text-ink-400 sm:text-sm">{label}</span>
        <span className="block truncate text-lg font-semibold tabular-nums sm:text-xl">{value}</span>
      </span>
    </>
  );
  const cls = cn(
    'flex w-full items-center gap-3 rounded-2xl border border-ink-800 bg-ink-900 p-4',
    className,
  );
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
