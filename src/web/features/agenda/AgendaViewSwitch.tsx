import { useState } from 'react';
import { cn } from '../../lib/cn';

export type AgendaView = 'month' | 'week' | 'day';

const views: [AgendaView, string][] = [
  ['day', 'Dia'],
  ['week', 'Semana'],
  ['month', 'Mês'],
];

const STORAGE_KEY = 'tinta.agenda.view';

function stored(): AgendaView | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'month' || value === 'week' || value === 'day' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The Agenda's view: the one last chosen on this device, else the day on a phone (what an artist
 * checks between sessions) and the month from 1024 px.
 */
export function useAgendaView(isDesktop: boolean): [AgendaView, (view: AgendaView) => void] {
  const [view, setView] = useState<AgendaView>(() => stored() ?? (isDesktop ? 'month' : 'day'));
  const choose = (next: AgendaView) => {
    setView(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };
  return [view, choose];
}

export function AgendaViewSwitch({
  view,
  onChange,
}: {
  view: AgendaView;
  onChange: (view: AgendaView) => void;
}) {
  return (
    <fieldset
      aria-label="Visualização"
      className="flex w-full rounded-xl border border-ink-800 bg-ink-900 p-1 sm:w-auto"
    >
      {views.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'h-9 flex-1 rounded-lg px-4 text-sm font-medium text-ink-300 hover:text-ink-100 sm:flex-none',
            view === value && 'bg-ink-800 text-ink-100',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
