import type { MoneyScope } from '../../shared/schemas/report';
import { cn } from '../lib/cn';

const options: { scope: MoneyScope; label: string }[] = [
  { scope: 'studio', label: 'Estúdio' },
  { scope: 'mine', label: 'Meus' },
];

/**
 * The studio owner's 'Estúdio' / 'Meus' switch on Relatórios and the Dashboard: the studio's money
 * (every member's payments) or the owner's own work. A group of two toggle buttons, the chosen one pressed.
 */
export function MoneyScopeSwitch({
  value,
  onChange,
  busy,
  studioHint = 'Todos os tatuadores do estúdio',
}: {
  value: MoneyScope;
  onChange: (scope: MoneyScope) => void;
  busy?: boolean;
  /** What 'Estúdio' adds up, under the switch. */
  studioHint?: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <fieldset
        aria-busy={busy || undefined}
        className="flex gap-1 rounded-xl border border-ink-800 bg-ink-900 p-1"
      >
        <legend className="sr-only">Números de</legend>
        {options.map((o) => (
          <button
            key={o.scope}
            type="button"
            aria-pressed={value === o.scope}
            onClick={() => onChange(o.scope)}
            className={cn(
              'flex h-10 min-w-24 items-center justify-center rounded-lg px-4 text-sm font-medium transition-colors',
              value === o.scope ? 'bg-ink-800 text-ink-100' : 'text-ink-400 hover:text-ink-200',
            )}
          >
            {o.label}
          </button>
        ))}
      </fieldset>
      <p className="text-xs text-ink-400 sm:text-sm">
        {value === 'studio' ? studioHint : 'Só o seu trabalho'}
      </p>
    </div>
  );
}
