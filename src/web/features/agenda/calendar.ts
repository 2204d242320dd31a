import type { Appointment } from '../../../shared/schemas/appointment';
import { type IsoDay, splitSaoPaulo } from '../../../shared/time';

export { GRID_DAYS, gridDays, WEEKDAYS } from '../../lib/month-grid';

// Noon UTC of the day keeps Intl on the same calendar day whatever the browser's zone.
const noonUtc = (day: IsoDay) => new Date(`${day}T12:00:00Z`);
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const longDayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

// Intl writes pt-BR months and weekdays in lower case; a heading starts with a capital.
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export { monthTitle } from '../../lib/month-grid';

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

/** 'Marina Costa · Rosa fineline · 14:00': which session a dialog acts on. */
export const appointmentCaption = (a: Pick<Appointment, 'clientName' | 'title' | 'startTime'>) =>
  `${a.clientName} · ${a.title} · ${appointmentSlot(a).time}`;

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

const shortDayMonth = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** '22 – 28 de nov. de 2026' style: a week's first and last day ('29 de nov. – 5 de dez.' across months). */
export function weekTitle(days: IsoDay[]): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const year = last.slice(0, 4);
  if (first.slice(0, 7) === last.slice(0, 7)) {
    return `${Number(first.slice(8))} – ${shortDayMonth.format(new Date(`${last}T12:00:00Z`))} de ${year}`;
  }
  const from = shortDayMonth.format(new Date(`${first}T12:00:00Z`));
  return `${from} – ${shortDayMonth.format(new Date(`${last}T12:00:00Z`))} de ${year}`;
}
