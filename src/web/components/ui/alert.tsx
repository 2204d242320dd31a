import { AlertCircle, AlertTriangle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { Icon: AlertCircle, role: 'alert', className: 'border-red-900 bg-red-950/60 text-red-200' },
  /** A question before a step the artist probably did not mean (amber: not an error yet). */
  warning: {
    Icon: AlertTriangle,
    role: 'alert',
    className: 'border-amber-800 bg-amber-950/60 text-amber-100',
  },
  success: {
    Icon: CheckCircle2,
    role: 'status',
    className: 'border-emerald-900 bg-emerald-950/60 text-emerald-200',
  },
} as const;

export function Alert({ tone = 'error', children }: { tone?: keyof typeof tones; children: ReactNode }) {
  const { Icon, role, className } = tones[tone];
  return (
    <div
      role={role}
      className={cn('flex items-start gap-2 rounded-xl border px-3 py-2.5 text-sm', className)}
    >
      <Icon size={18} className="mt-px shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}
