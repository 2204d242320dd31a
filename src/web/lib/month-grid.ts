import { addDays, dayStartEpoch, type IsoDay, monthWindow, saoPauloParts } from '../../shared/time';
import { onFirstUse } from './on-first-use';

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

const monthFormat = onFirstUse(
  () => new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/** 'Novembro de 2026' (Intl writes it in lower case; a heading starts with a capital). */
export function monthTitle(month: string): string {
  const text = monthFormat().format(new Date(`${month}-01T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const longDayFormat = onFirstUse(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    }),
);

/** 'Sábado, 21 de novembro': a day's title, capitalised like the month header above it. */
export function dayTitle(day: IsoDay): string {
  // Noon UTC keeps Intl on the same calendar day whatever the browser's zone.
  const text = longDayFormat().format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}
