/**
 * The one place that does calendar arithmetic. Tinta's business zone is São Paulo, which SPEC fixes
 * at UTC-3 (Brazil dropped daylight saving in 2019). Everything here works on epoch milliseconds and
 * the fixed offset, so the answers never depend on the server's or the browser's TZ.
 */

export const SAO_PAULO_OFFSET = '-03:00';
const OFFSET_MS = -3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A source of "now"; injected so tests can stand at 23:30 or 00:30 São Paulo time. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

/** `YYYY-MM-DD` calendar day. */
export type IsoDay = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The wall-clock fields of an instant as seen in São Paulo. */
export function saoPauloParts(instant: Date) {
  const shifted = new Date(instant.getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** The calendar the app accepts: wide enough for any record, far from every date limit. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2199;

export function isValidIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  // Years a studio's records can be about; 9999-12-31 23:59 in São Paulo is already year 10000 in UTC.
  if (y < MIN_YEAR || y > MAX_YEAR) return false;
  const probe = new Date(Date.UTC(y, m - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m - 1 && probe.getUTCDate() === d;
}

export function isValidTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

/** The São Paulo calendar day an instant falls on. */
export function toIsoDay(instant: Date): IsoDay {
  const p = saoPauloParts(instant);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

export function today(clock: Clock = systemClock): IsoDay {
  return toIsoDay(clock());
}

/** Start of a São Paulo day in epoch ms (SPEC's `date_epoch`). */
export function dayStartEpoch(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - OFFSET_MS;
}

export function addDays(day: IsoDay, days: number): IsoDay {
  return toIsoDay(new Date(dayStartEpoch(day) + days * DAY_MS));
}

/**
 * Minutes from the start of São Paulo day `day` to `instant`: negative before that day's 00:00,
 * 1440 or more from the next day's. The agenda places a session in a day's column with it.
 */
export function minutesIntoDay(day: IsoDay, instant: Date): number {
  return (instant.getTime() - dayStartEpoch(day)) / 60_000;
}

/**
 * The São Paulo days an interval of `minutes` starting at `start` touches, first to last: one day,
 * or more when it runs past midnight (an interval ending exactly at 00:00 stays on its own day).
 */
export function daysTouched(start: Date, minutes: number): IsoDay[] {
  const first = toIsoDay(start);
  const last = toIsoDay(new Date(start.getTime() + Math.max(1, minutes) * 60_000 - 1));
  const days = [first];
  for (let day = addDays(first, 1); day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** `YYYY-MM` of a day. */
export function monthOf(day: IsoDay): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, months: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** Half-open epoch window [start, end) of a São Paulo day. */
export function dayWindow(day: IsoDay) {
  const start = dayStartEpoch(day);
  return { start, end: start + DAY_MS, first: day, last: day };
}

/** Half-open epoch window [start, end) of a São Paulo month, plus its first and last day. */
export function monthWindow(month: string) {
  const first = `${month}-01`;
  const nextFirst = `${addMonths(month, 1)}-01`;
  return {
    start: dayStartEpoch(first),
    end: dayStartEpoch(nextFirst),
    first,
    last: addDays(nextFirst, -1),
  };
}

/** An appointment's start as SPEC stores it: ISO with the -03:00 offset. */
export function toSaoPauloTimestamp(day: IsoDay, time: string): string {
  return `${day}T${time}:00${SAO_PAULO_OFFSET}`;
}

/** Splits an instant into the São Paulo day and `HH:mm` a form shows. */
export function splitSaoPaulo(instant: Date): { day: IsoDay; time: string } {
  const p = saoPauloParts(instant);
  return { day: toIsoDay(instant), time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** `DD/MM/AAAA`, the way Brazilians write a date. */
export function formatDayBR(day: IsoDay): string {
  const [y, m, d] = day.split('-');
  return `${d}/${m}/${y}`;
}

export function formatInstantBR(instant: Date): string {
  const { day, time } = splitSaoPaulo(instant);
  return `${formatDayBR(day)} ${time}`;
}

/** An instant as SPEC stores appointment times: `YYYY-MM-DDTHH:mm:ss-03:00`. */
export function toSaoPauloIso(instant: Date): string {
  const p = saoPauloParts(instant);
  const seconds = pad(new Date(instant.getTime() + OFFSET_MS).getUTCSeconds());
  return `${toIsoDay(instant)}T${pad(p.hour)}:${pad(p.minute)}:${seconds}${SAO_PAULO_OFFSET}`;
}

/** Whole years from `birth` to `day` (both São Paulo days); someone born on 29/02 comes of age on 01/03. */
export function ageOn(birth: IsoDay, day: IsoDay): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** Under 18 on São Paulo's today (the clock's), as the consent rules ask. */
export const isMinor = (birth: IsoDay, clock: Clock = systemClock) => ageOn(birth, today(clock)) < 18;

/** The same São Paulo day `years` later (29/02 falls on 28/02 in a common year). */
export function addYears(day: IsoDay, years: number): IsoDay {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const last = m === 2 ? (leap ? 29 : 28) : d;
  return `${year}-${pad(m)}-${pad(Math.min(d, last))}`;
}

/** 1 = Monday … 7 = Sunday, of a calendar day. */
export function isoWeekday(day: IsoDay): number {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const sunday0 = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/**
 * The settlement (repasse) period holding `day`, first and last São Paulo day inclusive: 'semana'
 * Monday–Sunday, 'quinzena' 1–15 or 16–end of month, 'mes' the calendar month.
 */
export function settlementWindow(
  period: 'semana' | 'quinzena' | 'mes',
  day: IsoDay,
): { start: IsoDay; end: IsoDay } {
  if (period === 'semana') {
    const start = addDays(day, 1 - isoWeekday(day));
    return { start, end: addDays(start, 6) };
  }
  const { first, last } = monthWindow(monthOf(day));
  if (period === 'mes') return { start: first, end: last };
  const mid = `${monthOf(day)}-15`;
  return day <= mid ? { start: first, end: mid } : { start: `${monthOf(day)}-16`, end: last };
}

/** The period `steps` periods after (or, negative, before) the one starting on `start`. */
export function shiftSettlementWindow(
  period: 'semana' | 'quinzena' | 'mes',
  start: IsoDay,
  steps: number,
): { start: IsoDay; end: IsoDay } {
  let at = settlementWindow(period, start);
  for (let i = 0; i < Math.abs(steps); i++)
    at = settlementWindow(period, steps > 0 ? addDays(at.end, 1) : addDays(at.start, -1));
  return at;
}
