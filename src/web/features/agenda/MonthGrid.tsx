import type { Appointment } from '../../../shared/schemas/appointment';
import { type IsoDay, monthOf } from '../../../shared/time';
import { appointmentSlot } from '../../entities/appointments/appointment-time';
import { cn } from '../../lib/cn';
import { dayCellName, dayNumber, WEEKDAYS } from './calendar';
import { useArtistOf } from './studio-artists';

/** A dot's meaning; the legend under the grid uses the same colours. */
export function dotKind(a: Pick<Appointment, 'isTattooFinished' | 'status'>) {
  if (a.isTattooFinished) return 'finished';
  return a.status === 'cancelado' ? 'cancelled' : 'open';
}
export const dotColour = { open: 'bg-sky-400', finished: 'bg-emerald-400', cancelled: 'bg-ink-500' } as const;

/** SPEC §9: at most 3 dots per day, then '...'. */
const MAX_DOTS = 3;

/**
 * Six weeks of days. Phones see dots (green finished, grey cancelled, blue otherwise); from 1024 px the cells grow
 * and each dot carries its time and title.
 */
export function MonthGrid({
  month,
  days,
  today,
  byDay,
  loaded,
  onDay,
}: {
  month: string;
  days: IsoDay[];
  today: IsoDay;
  byDay: Map<IsoDay, Appointment[]>;
  /** Until the month's appointments arrive, cells do not claim to be empty. */
  loaded: boolean;
  onDay: (day: IsoDay) => void;
}) {
  return (
    <div>
      <div className="mb-1 grid grid-cols-7 gap-1 text-center text-xs font-medium text-ink-400">
        {WEEKDAYS.map((w) => (
          <span key={w} className="py-1">
            {w}
          </span>
        ))}
      </div>
      <div className="grid grid-cols-7 gap-1">
        {days.map((day) => (
          <DayCell
            key={day}
            day={day}
            inMonth={monthOf(day) === month}
            isToday={day === today}
            appointments={loaded ? (byDay.get(day) ?? []) : undefined}
            onClick={() => onDay(day)}
          />
        ))}
      </div>
    </div>
  );
}

function DayCell({
  day,
  inMonth,
  isToday,
  appointments,
  onClick,
}: {
  day: IsoDay;
  inMonth: boolean;
  isToday: boolean;
  appointments: Appointment[] | undefined;
  onClick: () => void;
}) {
  const list = appointments ?? [];
  const artistOf = useArtistOf();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={dayCellName(day, appointments?.length)}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex h-14 min-w-0 flex-col items-center gap-1 rounded-lg border px-0.5 pt-1.5 transition-colors lg:h-28 lg:items-stretch lg:p-2',
        inMonth
          ? 'border-ink-800 bg-ink-900 text-ink-100 hover:border-ink-700 hover:bg-ink-850'
          : 'border-ink-900 bg-ink-950 text-ink-400 hover:bg-ink-900',
        isToday && 'border-blood-600',
      )}
    >
      <span
        className={cn(
          'grid h-6 min-w-6 place-items-center rounded-full text-sm tabular-nums lg:self-start',
          isToday && 'bg-blood-700 font-semibold text-white',
        )}
      >
        {dayNumber(day)}
      </span>
      <span aria-hidden className="flex min-w-0 items-center gap-1 lg:flex-col lg:items-stretch lg:gap-0.5">
        {list.slice(0, MAX_DOTS).map((a) => (
          <span key={a.id} className="flex min-w-0 items-center gap-1">
            <span
              data-dot={dotKind(a)}
              className={cn(
                'h-1.5 w-1.5 shrink-0 rounded-full',
                // The studio agenda colours a session by its artist; a cancelled one stays grey.
                (dotKind(a) !== 'cancelled' && artistOf(a)?.colour.dot) || dotColour[dotKind(a)],
              )}
            />
            <span
              className={cn(
                'hidden truncate text-left text-xs text-ink-300 lg:block',
                a.status === 'cancelado' && 'line-through',
              )}
            >
              {appointmentSlot(a).time} {a.title}
            </span>
          </span>
        ))}
        {list.length > MAX_DOTS && (
          <span className="text-left text-xs leading-none text-ink-300 lg:pl-2.5">...</span>
        )}
      </span>
    </button>
  );
}
