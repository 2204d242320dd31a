import { Filter } from 'lucide-react';
import { Button } from './ui/button';

/** Shows which filter a dashboard card applied, with SPEC's 'Limpar Filtro'. */
export function FilterBanner({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <div
      role="status"
      className="flex items-center justify-between gap-3 rounded-xl border border-blood-700/50 bg-blood-900/30 px-4 py-2.5 text-sm"
    >
      <span className="flex items-center gap-2">
        <Filter size={16} aria-hidden className="text-blood-300" /> {label}
      </span>
      <Button variant="ghost" size="sm" onClick={onClear}>
        Limpar Filtro
      </Button>
    </div>
  );
}
