import { addDays, dayStartEpoch, type IsoDay, isValidTime, saoPauloParts, today } from './time';

/** A working range of one weekday, São Paulo wall clock, `HH:mm`–`HH:mm` (end after start). */
export interface WorkingRange {
  start: string;
  end: string;
}

/** What an artist offers on the booking page (issue 14 "Availability"). */
export interface Availability {
  /** Index 0 = Sunday … 6 = Saturday; several ranges a day (e.g. 10:00–13:00 and 14:00–19:00). */
  weekly: WorkingRange[][];
  /** Session lengths offered, in minutes (e.g. 120, 240, 360). */
  sessionLengths: number[];
  /** No slot starts sooner than this after now. */
  minNoticeHours: number;
  /** No slot starts on a day further ahead than this. */
  horizonDays: number;
  /** Whole days off (holidays, conventions, vacation). */
  daysOff: IsoDay[];
  /** Slots start on this grid from a range's start (minutes). */
  stepMinutes: number;
}

/** Time already taken: an appointment (start to start + duration) or a held request. */
export interface BusyInterval {
  start: number;
  end: number;
}

export interface FreeSlot {
  day: IsoDay;
  time: string;
  /** Epoch ms, half-open [start, end). */
  start: number;
  end: number;
}

const MINUTE_MS = 60_000;

const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const timeOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** 0 = Sunday, for a São Paulo calendar day (noon avoids any edge). */
export function weekdayOf(day: IsoDay): number {
  return saoPauloParts(new Date(dayStartEpoch(day) + 12 * 60 * MINUTE_MS)).weekday;
}

/** Whether two half-open intervals share any instant. */
export const overlaps = (a: BusyInterval, b: BusyInterval) => a.start < b.end && b.start < a.end;

/**
 * The free starts of a session of `lengthMinutes`, from now to the horizon, in São Paulo time:
 * working ranges minus days off, minus the notice window, minus every busy interval. The answer
 * never depends on the server's TZ (every calendar step goes through the time module).
 */
export function freeSlots(
  availability: Availability,
  busy: readonly BusyInterval[],
  lengthMinutes: number,
  now: Date,
): FreeSlot[] {
  if (!availability.sessionLengths.includes(lengthMinutes)) return [];
  const earliest = now.getTime() + availability.minNoticeHours * 60 * MINUTE_MS;
  const daysOff = new Set(availability.daysOff);
  const step = Math.max(5, availability.stepMinutes);
  const sortedBusy = [...busy].sort((a, b) => a.start - b.start);
  const first = today(() => now);
  const slots: FreeSlot[] = [];

  for (let offset = 0; offset <= availability.horizonDays; offset++) {
    const day = addDays(first, offset);
    if (daysOff.has(day)) continue;
    const midnight = dayStartEpoch(day);
    for (const range of availability.weekly[weekdayOf(day)] ?? []) {
      if (!isValidTime(range.start) || !(isValidTime(range.end) || range.end === '24:00')) continue;
      const rangeEnd = minutesOf(range.end);
      for (let m = minutesOf(range.start); m + lengthMinutes <= rangeEnd; m += step) {
        const slot = { start: midnight + m * MINUTE_MS, end: midnight + (m + lengthMinutes) * MINUTE_MS };
        if (slot.start < earliest) continue;
        if (sortedBusy.some((b) => overlaps(slot, b))) continue;
        slots.push({ day, time: timeOf(m), ...slot });
      }
    }
  }
  // Overlapping ranges of one day would offer a start twice.
  return slots
    .sort((a, b) => a.start - b.start)
    .filter((s, i, all) => i === 0 || all[i - 1]!.start !== s.start);
}
