import { memo, useMemo } from 'react';
import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import { appointmentSlot, endTime } from '../../entities/appointments/appointment-time';
import { statusLabel } from '../../entities/appointments/StatusBadge';
import { cn } from '../../lib/cn';
import { dayTitle, WEEKDAYS } from './calendar';
import { shortClientName } from './client-short-name';
import { DepositDot, DepositMarker } from './DepositMarker';
import { layoutDay, type PlacedAppointment, visibleHours } from './day-layout';
import { depositLabel, depositState } from './deposit-state';
import { dotKind } from './MonthGrid';
import { type ArtistView, useArtistOf } from './studio-artists';
import { type DayHours, hoursOn, isOffHour, type WorkingHours } from './working-hours';

/**
 * One column of hours: a day (day and week views), or in the studio's day view one artist's day.
 */
export interface GridColumn {
  key: string;
  day: IsoDay;
  /** Every session touching the day, those continuing from the day before included. */
  appointments: Appointment[];
  /** The artist whose column it is: their name heads it. */
  artist?: ArtistView;
  /** Whose working hours shade the column; null: none (never set, or several artists at once). */
  hours: WorkingHours | null;
}

const HOUR_PX = 60;
const pad = (n: number) => String(n).padStart(2, '0');

const blockTone = {
  open: 'border-sky-400/70 bg-sky-500/15 text-sky-50',
  finished: 'border-emerald-400/70 bg-emerald-500/15 text-emerald-50',
  cancelled: 'border-ink-600 bg-ink-850 text-ink-400 line-through decoration-ink-500',
} as const;

/** Outside working hours: darker. A day off: hatched across, and says 'Folga'. */
const OFF_HOURS = 'bg-ink-950/75';
const DAY_OFF =
  'bg-ink-950/70 bg-[repeating-linear-gradient(135deg,transparent_0_7px,rgb(255_255_255/0.06)_7px_9px)]';

/**
 * Columns of hours (the day view: one day, or one per artist in a studio; the week view: seven
 * days), each session a block as long as it lasts, overlapping ones side by side; one that runs past
 * midnight goes on at the top of the next day's column. Hours outside the artist's working time are
 * shaded and a day off is hatched. A tap on a free hour starts a new appointment there (on that
 * artist's agenda); a tap on a session opens its actions.
 */
export const TimeGrid = memo(function TimeGrid({
  columns,
  today,
  onSlot,
  onOpen,
  compact = false,
}: {
  columns: GridColumn[];
  today: IsoDay;
  onSlot: (day: IsoDay, time: string, artistId?: string) => void;
  onOpen: (appointment: Appointment) => void;
  /** Seven columns: blocks say less. */
  compact?: boolean;
}) {
  // Laid out once per change of what is shown, not on every render of the screen.
  const placed = useMemo(
    () => new Map(columns.map((c) => [c.key, layoutDay(c.day, c.appointments)])),
    [columns],
  );
  const workday = useMemo(() => new Map(columns.map((c) => [c.key, hoursOn(c.hours, c.day)])), [columns]);
  const { first, last } = visibleHours([...placed.values()].flat());
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;
  const template = { gridTemplateColumns: `3rem repeat(${columns.length}, minmax(0, 1fr))` };
  const byArtist = columns.some((c) => c.artist) && new Set(columns.map((c) => c.day)).size === 1;
  const headed = columns.length > 1;

  return (
    <div className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
      {headed && (
        <div className="grid border-b border-ink-800 text-center text-xs" style={template}>
          <span />
          {columns.map((c, i) => {
            const off = workday.get(c.key)?.dayOff;
            return byArtist && c.artist ? (
              <span
                key={c.key}
                className="flex min-w-0 flex-col items-center justify-center px-1 py-2 font-medium text-ink-100"
              >
                <span className="flex min-w-0 items-center gap-1.5">
                  <span
                    className={cn('h-2.5 w-2.5 shrink-0 rounded-full', c.artist.colour.dot)}
                    aria-hidden
                  />
                  <span className="truncate text-sm">{c.artist.name}</span>
                </span>
                {off && <DayOffLabel />}
              </span>
            ) : (
              <span
                key={c.key}
                className={cn('py-2 font-medium text-ink-400', c.day === today && 'text-blood-300')}
              >
                {WEEKDAYS[i]}{' '}
                <span className="block text-base text-ink-100 tabular-nums">{Number(c.day.slice(8))}</span>
                {off && <DayOffLabel />}
              </span>
            );
          })}
        </div>
      )}
      <div className="grid" style={template}>
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
        {columns.map(({ key, day, artist }) => {
          const whose = artist && byArtist ? `, ${artist.name}` : '';
          const worked = workday.get(key) ?? null;
          return (
            <div key={key} className="relative border-l border-ink-800" style={{ height }}>
              {worked && <OffTime day={worked} first={first} last={last} labelled={!headed} />}
              {hours.map((h) => (
                <button
                  key={h}
                  type="button"
                  // Touch and mouse only: the keyboard has 'Novo Agendamento' (105 stops would bury the sessions).
                  tabIndex={-1}
                  aria-label={`Novo agendamento: ${dayTitle(day)}, ${pad(h)}:00${whose}${offHourNote(worked, h)}`}
                  onClick={() => onSlot(day, `${pad(h)}:00`, artist?.userId)}
                  className="absolute inset-x-0 border-t border-ink-800/70 hover:bg-ink-850 focus-visible:bg-ink-850"
                  style={{ top: (h - first) * HOUR_PX, height: HOUR_PX }}
                />
              ))}
              <ul
                aria-label={`Agendamentos de ${dayTitle(day)}${whose}${worked?.dayOff ? ', folga' : ''}`}
                className="contents"
              >
                {placed.get(key)!.map((p) => (
                  <Block key={p.appointment.id} placed={p} first={first} compact={compact} onOpen={onOpen} />
                ))}
              </ul>
            </div>
          );
        })}
      </div>
    </div>
  );
});

/** What a tap target adds for a screen reader when the shading says the hour is not worked. */
function offHourNote(day: DayHours | null, hour: number): string {
  if (!day) return '';
  if (day.dayOff) return ', folga';
  return isOffHour(day, hour) ? ', fora do horário de trabalho' : '';
}

function DayOffLabel() {
  return (
    <span className="mt-0.5 block text-[11px] font-semibold tracking-wide text-amber-200/90">Folga</span>
  );
}

/**
 * The shading: still bookable underneath (taps go through), visibly not a working hour. Drawn as
 * a few stretches per column, not per hour, and cut to the hours shown.
 */
function OffTime({
  day,
  first,
  last,
  labelled,
}: {
  day: DayHours;
  first: number;
  last: number;
  /** No header above the column (the day view): the 'Folga' label sits in it. */
  labelled: boolean;
}) {
  const from = first * 60;
  const to = last * 60;
  return (
    <>
      {day.off.map((r) => {
        const start = Math.max(r.start, from);
        const end = Math.min(r.end, to);
        if (end <= start) return null;
        return (
          <div
            key={r.start}
            aria-hidden
            data-off={day.dayOff ? 'day' : 'hours'}
            className={cn('pointer-events-none absolute inset-x-0', day.dayOff ? DAY_OFF : OFF_HOURS)}
            style={{ top: ((start - from) / 60) * HOUR_PX, height: ((end - start) / 60) * HOUR_PX }}
          />
        );
      })}
      {day.dayOff && labelled && (
        <span
          aria-hidden
          className="pointer-events-none absolute top-2 right-2 rounded-full border border-amber-300/40 bg-ink-900 px-2 py-0.5 text-xs font-semibold text-amber-200"
        >
          Folga
        </span>
      )}
    </>
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
  const artist = useArtistOf()(a);
  const top = ((placed.startMinute - first * 60) / 60) * HOUR_PX;
  const blockHeight = Math.max(24, ((placed.endMinute - placed.startMinute) / 60) * HOUR_PX - 2);
  const width = 100 / placed.lanes;
  const start = appointmentSlot(a);
  const range = `${start.time}–${endTime(a)}`;
  const deposit = depositState(a);
  // Both parts of a session across midnight name the whole session and say where it goes on.
  const across = placed.intoNextDay
    ? ', continua no dia seguinte'
    : placed.fromPreviousDay
      ? `, continuação de ${dayTitle(start.day)}`
      : '';
  const name = compact ? shortClientName(a.clientName) : a.clientName;
  const marked = deposit !== 'finalizado' && deposit !== 'cancelado';
  const time = placed.fromPreviousDay ? `até ${endTime(a)}` : compact ? start.time : range;
  // Under ~45 min a block has one line: time, name and the deposit's dot (its words are in the label).
  const roomy = blockHeight >= 44;
  return (
    <li
      className="absolute px-0.5"
      style={{ top, height: blockHeight, left: `${placed.lane * width}%`, width: `${width}%` }}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${range}, ${a.clientName}, ${a.title}, ${statusLabel(a)}${markedDeposit(deposit)}${artist ? `, ${artist.name}` : ''}${across}`}
        // A narrow week column cuts long names: the whole line on hover, and on tap (the sheet's title).
        title={`${range} · ${a.clientName} · ${a.title}${artist ? ` · ${artist.name}` : ''}`}
        onClick={() => onOpen(a)}
        className={cn(
          // Lines keep their height and the block clips the last ones, rather than squeezing them together.
          'flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 px-1.5 py-1 text-left text-xs *:shrink-0',
          blockTone[dotKind(a)],
          // In the studio agenda the left edge is the artist's colour; the fill still tells the status.
          artist?.colour.border,
          // The edge cut at midnight is square and dashed: the block goes on in the next column.
          placed.intoNextDay && 'rounded-b-none border-b-2',
          placed.fromPreviousDay && 'rounded-t-none border-t-2',
        )}
        style={{
          borderBottomStyle: placed.intoNextDay ? 'dashed' : undefined,
          borderTopStyle: placed.fromPreviousDay ? 'dashed' : undefined,
        }}
      >
        {roomy ? (
          <>
            {placed.fromPreviousDay && (
              // The part after midnight: when it began (the day before), then until when.
              <span className="text-[11px] font-medium opacity-80">↳ desde {start.time}</span>
            )}
            {/* A week column is narrow: the deposit gets its own line under the name there. */}
            <span className="flex min-w-0 items-center justify-between gap-1">
              <span className="font-semibold whitespace-nowrap tabular-nums">{time}</span>
              {marked && !compact && <DepositMarker state={deposit} className="justify-end" decorative />}
            </span>
            <span className="line-clamp-2 font-medium break-words">{name}</span>
            {marked && compact && <DepositMarker state={deposit} decorative />}
            {!compact && <span className="line-clamp-2 break-words opacity-80">{a.title}</span>}
            {placed.intoNextDay && (
              <span className="mt-auto text-[11px] font-medium opacity-80">continua no dia seguinte ↓</span>
            )}
          </>
        ) : (
          <span className="flex min-w-0 items-center gap-1">
            <span className="font-semibold whitespace-nowrap tabular-nums">
              {placed.fromPreviousDay ? `↳ ${time}` : compact ? start.time : range}
            </span>
            <span className="min-w-0 truncate font-medium">{name}</span>
            {marked && <DepositDot state={deposit} />}
          </span>
        )}
      </button>
    </li>
  );
}

/** ', sinal pago': the deposit in words, for a session it still concerns. */
const markedDeposit = (state: ReturnType<typeof depositState>) =>
  state === 'finalizado' || state === 'cancelado' ? '' : `, ${depositLabel[state].toLowerCase()}`;
