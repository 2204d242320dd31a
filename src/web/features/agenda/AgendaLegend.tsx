import { cn } from '../../lib/cn';
import { DepositDot } from './DepositMarker';
import { depositLabel, depositRingClass, markedDepositStates } from './deposit-state';
import { dotColour } from './MonthGrid';

const statuses = [
  ['open', 'Agendado'],
  ['finished', 'Finalizado'],
  ['cancelled', 'Cancelado'],
] as const;

/**
 * What the colours mean: the session's status (SPEC's dots), whether its deposit is in (a ring in
 * the month, a dot with words elsewhere), and — when the artist's hours are known — the shading.
 */
export function AgendaLegend({
  grid,
  shaded,
}: {
  /** The month's cells, the phone's list of days, or a time grid (day and desk week views). */
  grid: 'month' | 'list' | 'hours';
  shaded: boolean;
}) {
  return (
    <ul aria-label="Legenda" className="flex flex-wrap items-center gap-x-4 gap-y-2 text-xs text-ink-400">
      {statuses.map(([kind, label]) => (
        <li key={kind} className="flex items-center gap-1.5">
          <span className={`h-2 w-2 rounded-full ${dotColour[kind]}`} aria-hidden /> {label}
        </li>
      ))}
      {markedDepositStates.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          {grid === 'month' ? (
            // The month's dot keeps its status colour; the ring round it is the deposit.
            <span
              className={cn('h-1.5 w-1.5 rounded-full bg-sky-400', depositRingClass[state])}
              aria-hidden
            />
          ) : (
            <DepositDot state={state} />
          )}{' '}
          {depositLabel[state]}
        </li>
      ))}
      {shaded && grid === 'hours' && (
        <li className="flex items-center gap-1.5">
          <span className="h-3 w-4 rounded-sm border border-ink-700 bg-ink-950" aria-hidden /> Fora do horário
        </li>
      )}
      {shaded && grid !== 'list' && (
        <li className="flex items-center gap-1.5">
          <span
            className="h-3 w-4 rounded-sm border border-ink-700 bg-ink-950 bg-[repeating-linear-gradient(135deg,transparent_0_3px,rgb(255_255_255/0.25)_3px_4px)]"
            aria-hidden
          />{' '}
          Folga
        </li>
      )}
    </ul>
  );
}
