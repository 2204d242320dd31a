import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { FitText } from './fit-text';

interface StatCardProps {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  tone?: 'rose' | 'sky' | 'emerald' | 'amber';
  onClick?: () => void;
  className?: string;
}

const tones = {
  rose: 'bg-blood-600/15 text-blood-400',
  sky: 'bg-sky-500/15 text-sky-300',
  emerald: 'bg-emerald-500/15 text-emerald-300',
  amber: 'bg-amber-500/15 text-amber-300',
};

/**
 * A figure with its label; a button when it leads somewhere (SPEC's card navigation). On phones the
 * icon steps aside: two cards side by side at 390 px leave no room for 'R$ 12.345,67' next to it,
 * and money must never be cut (a long total shrinks to fit instead).
 */
export function StatCard({ label, value, icon: Icon, tone = 'rose', onClick, className }: StatCardProps) {
  const body = (
    <>
      <span className={cn('hidden h-10 w-10 shrink-0 place-items-center rounded-xl sm:grid', tones[tone])}>
        <Icon size={20} aria-hidden />
      </span>
      <span className="min-w-0 flex-1 text-left">
        <span className="block text-xs text-ink-400 sm:text-sm">{label}</span>
        <FitText className="text-lg font-semibold tabular-nums sm:text-xl">{value}</FitText>
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
