import type { Appointment } from '../../../shared/schemas/appointment';
import {
  addDays,
  dayStartEpoch,
  type IsoDay,
  monthWindow,
  saoPauloParts,
  splitSaoPaulo,
} from '../../../shared/time';

/** SPEC §9: the month grid always shows 6 weeks. */
export const GRID_DAYS = 42;
export const WEEKDAYS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;

/** The 42 days of a month's grid: from the Sunday on or before the 1st (SPEC §2 Agenda). */
export function gridDays(month: string): IsoDay[] {
  const { first } = monthWindow(month);
  const weekday = saoPauloParts(new Date(dayStartEpoch(first))).weekday;
  const start = addDays(first, -weekday);
  return Array.from({ length: GRID_DAYS }, (_, i) => addDays(start, i));
}

// Noon UTC of the day keeps Intl on the same calendar day whatever the browser's zone.
const noonUtc = (day: IsoDay) => new Date(`${day}T12:00:00Z`);
const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

// Intl writes pt-BR months and weekdays in lower case; a heading starts with a capital.
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** 'Novembro de 2026'. */
export const monthTitle = (month: string) => capitalised(monthFormat.format(noonUtc(`${month}-01`)));

/** 'Sábado, 21 de novembro': the day list's title, capitalised like the month header above it. */
export const dayTitle = (day: IsoDay) => capitalised(longDayFormat.format(noonUtc(day)));

/** '21 de novembro, 2 agendamentos': what a screen reader says for a grid cell. */
export function dayCellName(day: IsoDay, count: number | undefined): string {
  const date = dayMonthFormat.format(noonUtc(day));
  if (count === undefined) return date;
  if (count === 0) return `${date}, sem agendamentos`;
  return `${date}, ${count} ${count === 1 ? 'agendamento' : 'agendamentos'}`;
}

export const dayNumber = (day: IsoDay) => Number(day.slice(8, 10));

/** The São Paulo day and `HH:mm` of an appointment. */
export const appointmentSlot = (a: Pick<Appointment, 'startTime'>) => splitSaoPaulo(new Date(a.startTime));

/** `HH:mm` the session ends, from its start and length. */
export const endTime = (a: Pick<Appointment, 'startTime' | 'durationMinutes'>) =>
  splitSaoPaulo(new Date(Date.parse(a.startTime) + a.durationMinutes * 60_000)).time;

/** Appointments by São Paulo day, keeping the API's start-time order within each day. */
export function groupByDay(list: readonly Appointment[]): Map<IsoDay, Appointment[]> {
  const byDay = new Map<IsoDay, Appointment[]>();
  for (const a of list) {
    const { day } = appointmentSlot(a);
    const bucket = byDay.get(day);
    if (bucket) bucket.push(a);
    else byDay.set(day, [a]);
  }
  return byDay;
}

/** Cents as the money field shows them for editing: 35000 → '350,00'; nothing for 0. */
export function centsToInput(cents: number): string {
  return cents > 0 ? (cents / 100).toFixed(2).replace('.', ',') : '';
}
