import type { Appointment } from '../../../shared/schemas/appointment';
import type { IsoDay } from '../../../shared/time';
import { appointmentSlot, endTime } from '../../entities/appointments/appointment-time';
import { statusLabel } from '../../entities/appointments/StatusBadge';
import { cn } from '../../lib/cn';
import { dayTitle, WEEKDAYS } from './calendar';
import { layoutDay, type PlacedAppointment, visibleHours } from './day-layout';
import { dotKind } from './MonthGrid';
import { type ArtistView, isOffHour, useArtistOf } from './studio-artists';

/**
 * One column of hours: a day (day and week views), or in the studio's day view one artist's day.
 */
export interface GridColumn {
  key: string;
  day: IsoDay;
  appointments: Appointment[];
  /** The artist whose column it is: their name heads it, their off hours are shaded. */
  artist?: ArtistView;
}

const HOUR_PX = 60;
const pad = (n: number) => String(n).padStart(2, '0');

const blockTone = {
  open: 'border-sky-400/70 bg-sky-500/15 text-sky-50',
  finished: 'border-emerald-400/70 bg-emerald-500/15 text-emerald-50',
  cancelled: 'border-ink-600 bg-ink-850 text-ink-400 line-through decoration-ink-500',
} as const;

/**
 * Columns of hours (the day view: one day, or one per artist in a studio; the week view: seven
 * days), each session a block as long as it lasts, overlapping ones side by side. A tap on a free
 * hour starts a new appointment there (on that artist's agenda); a tap on a session opens its actions.
 */
export function TimeGrid({
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
  const placed = new Map(columns.map((c) => [c.key, layoutDay(c.appointments)]));
  const { first, last } = visibleHours([...placed.values()].flat());
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;
  const template = { gridTemplateColumns: `3rem repeat(${columns.length}, minmax(0, 1fr))` };
  const byArtist = columns.some((c) => c.artist) && new Set(columns.map((c) => c.day)).size === 1;

  return (
    <div className="overflow-hidden rounded-2xl border border-ink-800 bg-ink-900">
      {columns.length > 1 && (
        <div className="grid border-b border-ink-800 text-center text-xs" style={template}>
          <span />
          {columns.map((c, i) =>
            byArtist && c.artist ? (
              <span
                key={c.key}
                className="flex min-w-0 items-center justify-center gap-1.5 px-1 py-3 font-medium text-ink-100"
              >
                <span className={cn('h-2.5 w-2.5 shrink-0 rounded-full', c.artist.colour.dot)} aria-hidden />
                <span className="truncate text-sm">{c.artist.name}</span>
              </span>
            ) : (
              <span
                key={c.key}
                className={cn('py-2 font-medium text-ink-400', c.day === today && 'text-blood-300')}
              >
                {WEEKDAYS[i]}{' '}
                <span className="block text-base text-ink-100 tabular-nums">{Number(c.day.slice(8))}</span>
              </span>
            ),
          )}
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
          return (
            <div key={key} className="relative border-l border-ink-800" style={{ height }}>
              {hours.map((h) => (
                <button
                  key={h}
                  type="button"
                  // Touch and mouse only: the keyboard has 'Novo Agendamento' (105 stops would bury the sessions).
                  tabIndex={-1}
                  aria-label={`Novo agendamento: ${dayTitle(day)}, ${pad(h)}:00${whose}`}
                  onClick={() => onSlot(day, `${pad(h)}:00`, artist?.userId)}
                  className={cn(
                    'absolute inset-x-0 border-t border-ink-800/70 hover:bg-ink-850 focus-visible:bg-ink-850',
                    // Outside the artist's hours or a day off: still bookable, visibly not a working hour.
                    artist &&
                      isOffHour(artist, day, h) &&
                      'bg-ink-950/80 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(255_255_255/0.03)_6px_12px)]',
                  )}
                  style={{ top: (h - first) * HOUR_PX, height: HOUR_PX }}
                />
              ))}
              <ul aria-label={`Agendamentos de ${dayTitle(day)}${whose}`} className="contents">
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
  const range = `${appointmentSlot(a).time}–${endTime(a)}`;
  return (
    <li
      className="absolute px-0.5"
      style={{ top, height: blockHeight, left: `${placed.lane * width}%`, width: `${width}%` }}
    >
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`${range}, ${a.clientName}, ${a.title}, ${statusLabel(a)}${artist ? `, ${artist.name}` : ''}`}
        // A narrow week column cuts long names: the whole line on hover, and on tap (the sheet's title).
        title={`${range} · ${a.clientName} · ${a.title}${artist ? ` · ${artist.name}` : ''}`}
        onClick={() => onOpen(a)}
        className={cn(
          'flex h-full w-full flex-col overflow-hidden rounded-lg border-l-4 px-1.5 py-1 text-left text-xs',
          blockTone[dotKind(a)],
          // In the studio agenda the left edge is the artist's colour; the fill still tells the status.
          artist?.colour.border,
        )}
      >
        <span className="font-semibold tabular-nums">{compact ? appointmentSlot(a).time : range}</span>
        <span className="line-clamp-2 font-medium break-words">{a.clientName}</span>
        {!compact && <span className="line-clamp-2 break-words opacity-80">{a.title}</span>}
      </button>
    </li>
  );
}
