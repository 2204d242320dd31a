import { type WorkingRange, weekdayOf } from '../../../shared/booking-slots';
import type { IsoDay } from '../../../shared/time';

/**
 * An artist's working week as the booking settings hold it (index 0 = Sunday, several ranges a
 * day) and their days off. The agenda shades what falls outside it.
 */
export interface WorkingHours {
  weekly: readonly (readonly WorkingRange[])[];
  daysOff: readonly IsoDay[];
}

/** One day of it, in minutes from São Paulo's midnight. */
export interface DayHours {
  /** No working time that day ('Folga'): one of the days off, or a weekday with no hours. */
  dayOff: boolean;
  /** The stretches outside working time, in order, half-open [start, end). */
  off: ReadonlyArray<{ start: number; end: number }>;
  /** The working ranges themselves. */
  working: ReadonlyArray<{ start: number; end: number }>;
}

const DAY_MINUTES = 24 * 60;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The complement of a weekday's working ranges within the day. */
function weekdayHours(ranges: readonly WorkingRange[]): DayHours {
  const working = ranges
    .map((r) => ({ start: minutesOf(r.start), end: Math.min(DAY_MINUTES, minutesOf(r.end)) }))
    .filter((r) => r.end > r.start)
    .sort((a, b) => a.start - b.start);
  const off: { start: number; end: number }[] = [];
  let at = 0;
  for (const r of working) {
    if (r.start > at) off.push({ start: at, end: r.start });
    at = Math.max(at, r.end);
  }
  if (at < DAY_MINUTES) off.push({ start: at, end: DAY_MINUTES });
  return { dayOff: working.length === 0, off, working };
}

const WHOLE_DAY_OFF: DayHours = { dayOff: true, off: [{ start: 0, end: DAY_MINUTES }], working: [] };

/**
 * Worked out once per settings object (the same object while the query's answer is unchanged):
 * seven weekdays and a set of days off, so a grid asks per column, never per cell, and a long list
 * of past days off costs one lookup.
 */
const prepared = new WeakMap<WorkingHours, { weekdays: DayHours[]; daysOff: ReadonlySet<IsoDay> }>();

/** A day of `hours`; null when the artist never set their week (nothing is shaded then). */
export function hoursOn(hours: WorkingHours | null | undefined, day: IsoDay): DayHours | null {
  if (!hours || hours.weekly.length === 0) return null;
  let week = prepared.get(hours);
  if (!week) {
    week = {
      weekdays: Array.from({ length: 7 }, (_, i) => weekdayHours(hours.weekly[i] ?? [])),
      daysOff: new Set(hours.daysOff),
    };
    prepared.set(hours, week);
  }
  return week.daysOff.has(day) ? WHOLE_DAY_OFF : week.weekdays[weekdayOf(day)]!;
}

/** Whether the hour starting at `hour` has no working minute (the grid's tap target says so). */
export function isOffHour(day: DayHours, hour: number): boolean {
  const from = hour * 60;
  return !day.working.some((r) => r.start < from + 60 && r.end > from);
}
