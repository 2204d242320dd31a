import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import { appointmentSlot, endTime } from '../../entities/appointments/appointment-time';
import { statusLabel } from '../../entities/appointments/StatusBadge';
import { cn } from '../../lib/cn';
import { dayTitle, WEEKDAYS } from './calendar';
import { layoutDay, type PlacedAppointment, visibleHours } from './day-layout';
import { dotKind } from './MonthGrid';

const HOUR_PX = 60;
const pad = (n: number) => String(n).padStart(2, '0');

const blockTone = {
  open: 'border-sky-400/70 bg-sky-500/15 text-sky-50',
  finished: 'border-emerald-400/70 bg-emerald-500/15 text-emerald-50',
  cancelled: 'border-ink-600 bg-ink-850 text-ink-400 line-through decoration-ink-500',
} as const;

/**
 * Days as columns of hours (the day view: one; the week view: seven), each session a block as long
 * as it lasts, overlapping ones side by side. A tap on a free hour starts a new appointment there;
 * a tap on a session opens its actions.
 */
export function TimeGrid({
  days,
  today,
  byDay,
  onSlot,
  onOpen,
  compact = false,
}: {
  days: IsoDay[];
  today: IsoDay;
  byDay: Map<IsoDay, Appointment[]>;
  onSlot: (day: IsoDay, time: string) => void;
  onOpen: (appointment: Appointment) => void;
  /** Seven columns: blocks say less. */
  compact?: boolean;
}) {
  const placedByDay = new Map(days.map((day) => [day, layoutDay(byDay.get(day) ?? [])]));
  const { first, last } = visibleHours([...placedByDay.values()].flat());
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;

  return (
    <div className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
      {days.length > 1 && (
        <div className="grid grid-cols-[3rem_repeat(7,minmax(0,1fr))] border-b border-ink-800 text-center text-xs">
          <span />
          {days.map((day, i) => (
            <span
              key={day}
              className={cn('py-2 font-medium text-ink-400', day === today && 'text-blood-300')}
            >
              {WEEKDAYS[i]}{' '}
              <span className="block text-base text-ink-100 tabular-nums">{Number(day.slice(8))}</span>
            </span>
          ))}
        </div>
      )}
      <div
        className={cn(
          'grid',
          days.length > 1 ? 'grid-cols-[3rem_repeat(7,minmax(0,1fr))]' : 'grid-cols-[3rem_1fr]',
        )}
      >
        <div className="relative" style={{ height }} aria-hidden>
          {hours.map((h) => (
            <span
              key={h}
              className="absolute right-2 -translate-y-1/2 text-xs text-ink-400 tabular-nums first:translate-y-0"
              style={{ top: (h - first) * HOUR_PX }}
            >
              {pad(h)}:00
            </span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day} className="relative border-l border-ink-800" style={{ height }}>
            {hours.map((h) => (
              <button
                key={h}
                type="button"
                // Touch and mouse only: the keyboard has 'Novo Agendamento' (105 stops would bury the sessions).
                tabIndex={-1}
                aria-label={`Novo agendamento: ${dayTitle(day)}, ${pad(h)}:00`}
                onClick={() => onSlot(day, `${pad(h)}:00`)}
                className="absolute inset-x-0 border-t border-ink-800/70 hover:bg-ink-850 focus-visible:bg-ink-850"
                style={{ top: (h - first) * HOUR_PX, height: HOUR_PX }}
              />
            ))}
            <ul aria-label={`Agendamentos de ${dayTitle(day)}`} className="contents">
              {placedByDay.get(day)!.map((p) => (
                <Block key={p.appointment.id} placed={p} first={first} compact={compact} onOpen={onOpen} />
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

function Block({
  placed,
  first,
  compact,
  onOpen,
}: {
  placed: PlacedAppointment;
  first: number;
  compact: boolean;
  onOpen: (appointment: Appointment) => void;
}) {
  const a = placed.appointment;
  const top = ((placed.startMinute - first * 60) / 60) * HOUR_PX;
  const blockHeight = Math.max(24, ((placed.endMinute - placed.startMinute) / 60) * HOUR_PX - 2);
  const width = 100 / placed.lanes;
  const range = `${appointmentSlot(a).time}–${endTime(a)}`;
  return (
    <li
      className="absolute px-0.5"
      style={{ top, height: blockHeight, left: `${placed.lane * width}%`, width: `${width}%` }}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${range}, ${a.clientName}, ${a.title}, ${statusLabel(a)}`}
        // A narrow week column cuts long names: the whole line on hover, and on tap (the sheet's title).
        title={`${range} · ${a.clientName} · ${a.title}`}
        onClick={() => onOpen(a)}
        className={cn(
          'flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 px-1.5 py-1 text-left text-xs',
          blockTone[dotKind(a)],
        )}
      >
        <span className="font-semibold tabular-nums">{compact ? appointmentSlot(a).time : range}</span>
        <span className="line-clamp-2 font-medium break-words">{a.clientName}</span>
        {!compact && <span className="line-clamp-2 break-words opacity-80">{a.title}</span>}
      </button>
    </li>
  );
}
