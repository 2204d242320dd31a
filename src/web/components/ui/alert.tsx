import { AlertCircle, CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function Alert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: ReactNode }) {
  const Icon = tone === 'error' ? AlertCircle : CheckCircle2;
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-2 rounded-xl border px-3 py-2.5 text-sm',
        tone === 'error'
          ? 'border-red-900 bg-red-950/60 text-red-200'
          : 'border-emerald-900 bg-emerald-950/60 text-emerald-200',
      )}
    >
      <Icon size={18} className="mt-px shrink-0" aria-hidden />
      <span>{children}</span>
    </div>
  );
}
