import { memo } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import { type IsoDay, monthOf } from '../../../shared/time';
import { appointmentSlot, endTime } from '../../entities/appointments/appointment-time';
import { cn } from '../../lib/cn';
import { continuesInto, dayCellName, dayNumber, WEEKDAYS } from './calendar';
import { shortClientName } from './client-short-name';
import { depositLabel, depositRingClass, depositState } from './deposit-state';
import { useArtistOf } from './studio-artists';

/** A dot's meaning; the legend under the grid uses the same colours. */
export function dotKind(a: Pick<Appointment, 'isTattooFinished' | 'status'>) {
  if (a.isTattooFinished) return 'finished';
  return a.status === 'cancelado' ? 'cancelled' : 'open';
}
export const dotColour = { open: 'bg-sky-400', finished: 'bg-emerald-400', cancelled: 'bg-ink-500' } as const;

/** SPEC §9: at most 3 dots per day, then '...'. */
const MAX_DOTS = 3;

/** A day off in the month: hatched, like the time grid's. */
const DAY_OFF_CELL = 'bg-[repeating-linear-gradient(135deg,transparent_0_7px,rgb(255_255_255/0.05)_7px_9px)]';

/**
 * Six weeks of days. Phones see dots (green finished, grey cancelled, blue otherwise; a ring round
 * one says its deposit is in, green, or awaited, amber); from 1024 px the cells grow and each dot
 * carries its time and the client's name. A session that began the night before shows as a
 * continuation; a day off is hatched.
 */
export function MonthGrid({
  month,
  days,
  today,
  byDay,
  loaded,
  isDayOff,
  onDay,
}: {
  month: string;
  days: IsoDay[];
  today: IsoDay;
  byDay: Map<IsoDay, Appointment[]>;
  /** Until the month's appointments arrive, cells do not claim to be empty. */
  loaded: boolean;
  isDayOff: (day: IsoDay) => boolean;
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
            appointments={loaded ? byDay.get(day) : undefined}
            loaded={loaded}
            dayOff={isDayOff(day)}
            onDay={onDay}
          />
        ))}
      </div>
    </div>
  );
}

const NONE: Appointment[] = [];

/**
 * One day. Memoised: a cell draws again only when its own sessions (the same array while the
 * month's answer is unchanged), its day off or today change — not on every render of the screen.
 */
const DayCell = memo(function DayCell({
  day,
  inMonth,
  isToday,
  appointments = NONE,
  loaded,
  dayOff,
  onDay,
}: {
  day: IsoDay;
  inMonth: boolean;
  isToday: boolean;
  appointments: Appointment[] | undefined;
  loaded: boolean;
  dayOff: boolean;
  onDay: (day: IsoDay) => void;
}) {
  const artistOf = useArtistOf();
  const continuing = appointments.filter((a) => continuesInto(a, day));
  const starting = continuing.length ? appointments.filter((a) => !continuing.includes(a)) : appointments;
  const description = cellDescription(starting, continuing, dayOff);
  return (
    <button
      type="button"
      onClick={() => onDay(day)}
      aria-label={dayCellName(day, loaded ? appointments.length : undefined)}
      // The full names, times and deposits: read after the name, and shown on hover.
      title={description || undefined}
      aria-current={isToday ? 'date' : undefined}
      className={cn(
        'flex h-14 min-w-0 flex-col items-center gap-1 overflow-hidden rounded-lg border px-0.5 pt-1.5 transition-colors lg:h-28 lg:items-stretch lg:px-1.5 lg:py-2',
        inMonth
          ? 'border-ink-800 bg-ink-900 text-ink-100 hover:border-ink-700 hover:bg-ink-850'
          : 'border-ink-900 bg-ink-950 text-ink-400 hover:bg-ink-900',
        dayOff && DAY_OFF_CELL,
        isToday && 'border-blood-600',
      )}
    >
      <span className="flex flex-col items-center lg:flex-row lg:gap-1.5 lg:self-stretch">
        <span
          className={cn(
            'grid h-6 min-w-6 place-items-center rounded-full text-sm tabular-nums',
            isToday && 'bg-blood-700 font-semibold text-white',
          )}
        >
          {dayNumber(day)}
        </span>
        {dayOff && (
          <span
            aria-hidden
            className="text-[10px] leading-none font-semibold text-amber-200/90 lg:text-[11px]"
          >
            Folga
          </span>
        )}
      </span>
      <span aria-hidden className="flex min-w-0 items-center gap-1 lg:flex-col lg:items-stretch lg:gap-0.5">
        {continuing.map((a) => (
          <span key={a.id} data-continues className="flex min-w-0 items-center gap-1 text-ink-300">
            {/* A phone has room for the hook only: the session goes on from the day before. */}
            <span className="text-[10px] leading-none">↳</span>
            <span className="hidden truncate text-left text-xs lg:block">
              até {endTime(a)} {shortClientName(a.clientName)}
            </span>
          </span>
        ))}
        {starting.slice(0, MAX_DOTS).map((a) => (
          <span key={a.id} className="flex min-w-0 items-center gap-1">
            <span
              data-dot={dotKind(a)}
              className={cn(
                'h-1.5 w-1.5 shrink-0 rounded-full',
                // The studio agenda colours a session by its artist; a cancelled one stays grey.
                (dotKind(a) !== 'cancelled' && artistOf(a)?.colour.dot) || dotColour[dotKind(a)],
                depositRingClass[depositState(a)],
              )}
            />
            <span
              className={cn(
                'hidden truncate text-left text-xs text-ink-300 lg:block',
                a.status === 'cancelado' && 'line-through',
              )}
            >
              {appointmentSlot(a).time} {shortClientName(a.clientName)}
            </span>
          </span>
        ))}
        {starting.length > MAX_DOTS && (
          <span className="text-left text-xs leading-none text-ink-300 lg:pl-2.5">...</span>
        )}
      </span>
    </button>
  );
});

/**
 * What the cell shows, in words: '10:00 Fernanda Oliveira Santos, sinal pago; …', a night session
 * going on ('continua desde 23:30 do dia anterior até 01:30: Ana Souza, sem sinal') and 'folga'.
 */
function cellDescription(
  starting: readonly Appointment[],
  continuing: readonly Appointment[],
  dayOff: boolean,
): string {
  const deposit = (a: Appointment) => depositLabel[depositState(a)].toLowerCase();
  const parts = [
    ...continuing.map(
      (a) =>
        `continua desde ${appointmentSlot(a).time} do dia anterior até ${endTime(a)}: ${a.clientName}, ${deposit(a)}`,
    ),
    ...starting.map((a) => `${appointmentSlot(a).time} ${a.clientName}, ${deposit(a)}`),
  ];
  if (dayOff) parts.unshift('Folga');
  return parts.join('; ');
}
