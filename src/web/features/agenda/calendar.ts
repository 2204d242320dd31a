import type { Appointment } from '../../../shared/schemas/appointment';
import { daysTouched, type IsoDay } from '../../../shared/time';
import { appointmentSlot } from '../../entities/appointments/appointment-time';
import { onFirstUse } from '../../lib/on-first-use';

export { GRID_DAYS, gridDays, WEEKDAYS } from '../../lib/month-grid';

// Noon UTC of the day keeps Intl on the same calendar day whatever the browser's zone.
const noonUtc = (day: IsoDay) => new Date(`${day}T12:00:00Z`);
const dayMonthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

export { dayTitle, monthTitle } from '../../lib/month-grid';

/** '21 de novembro, 2 agendamentos': what a screen reader says for a grid cell. */
export function dayCellName(day: IsoDay, count: number | undefined): string {
  const date = dayMonthFormat().format(noonUtc(day));
  if (count === undefined) return date;
  if (count === 0) return `${date}, sem agendamentos`;
  return `${date}, ${count} ${count === 1 ? 'agendamento' : 'agendamentos'}`;
}

export const dayNumber = (day: IsoDay) => Number(day.slice(8, 10));

/**
 * Appointments by São Paulo day, keeping the API's start-time order within each day. A session
 * running past midnight is on both days: its own, and the next as a continuation (listed first
 * there, having started earliest).
 */
export function groupByDay(list: readonly Appointment[]): Map<IsoDay, Appointment[]> {
  const byDay = new Map<IsoDay, Appointment[]>();
  for (const a of list) {
    for (const day of daysTouched(new Date(a.startTime), a.durationMinutes)) {
      const bucket = byDay.get(day);
      if (bucket) bucket.push(a);
      else byDay.set(day, [a]);
    }
  }
  return byDay;
}

/** Whether `a` is on `day` only as the continuation of a session that started the day before. */
export const continuesInto = (a: Pick<Appointment, 'startTime'>, day: IsoDay) =>
  appointmentSlot(a).day !== day;

const shortDayMonth = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'short', timeZone: 'UTC' }),
);

/** '22 – 28 de nov. de 2026' style: a week's first and last day ('29 de nov. – 5 de dez.' across months). */
export function weekTitle(days: IsoDay[]): string {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const year = last.slice(0, 4);
  if (first.slice(0, 7) === last.slice(0, 7)) {
    return `${Number(first.slice(8))} – ${shortDayMonth().format(new Date(`${last}T12:00:00Z`))} de ${year}`;
  }
  const from = shortDayMonth().format(new Date(`${first}T12:00:00Z`));
  return `${from} – ${shortDayMonth().format(new Date(`${last}T12:00:00Z`))} de ${year}`;
}
