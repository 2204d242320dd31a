import { Loader2 } from 'lucide-react';

export function FullPageSpinner({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-ink-400">
        <Loader2 className="animate-spin" size={28} aria-hidden />
        <span className="text-sm">{label}</span>
      </div>
    </div>
  );
}
