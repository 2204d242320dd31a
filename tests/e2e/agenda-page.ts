import { expect, type Locator, type Page } from '@playwright/test';
import { monthOf, today } from '../../src/shared/time';
import { isPhone } from './helpers';
import { MONTHS } from './pt-months';

/** How the browser specs find their way around the Agenda screen. */

/** 'Novembro de 2026' for '2026-11'. */
export const monthHeading = (month: string) => {
  const name = MONTHS[Number(month.slice(5, 7)) - 1]!;
  return `${name[0]!.toUpperCase()}${name.slice(1)} de ${month.slice(0, 4)}`;
};
/** '15 de novembro' for '2026-11-15'. */
export const dayLabel = (day: string) =>
  `${Number(day.slice(8, 10))} de ${MONTHS[Number(day.slice(5, 7)) - 1]}`;

const WEEKDAYS = [
  'domingo',
  'segunda-feira',
  'terça-feira',
  'quarta-feira',
  'quinta-feira',
  'sexta-feira',
  'sábado',
];
/** 'Domingo, 15 de novembro' for '2026-11-15': the day list's title, capitalised. */
export function dayHeading(day: string) {
  const weekday = WEEKDAYS[new Date(`${day}T12:00:00Z`).getUTCDay()]!;
  return `${weekday[0]!.toUpperCase()}${weekday.slice(1)}, ${dayLabel(day)}`;
}

/** A day of the current month that is not today, so creation never collides with "today" logic. */
export function fixedDay(): string {
  const t = today();
  const candidate = `${monthOf(t)}-15`;
  return candidate === t ? `${monthOf(t)}-16` : candidate;
}

export const dayCell = (page: Page, day: string) =>
  page.getByRole('button', { name: new RegExp(`^${dayLabel(day)}(,|$)`) });
export const dayList = (page: Page, day: string) =>
  page.getByRole('dialog', { name: new RegExp(`${dayLabel(day)}$`) });
/** The status pill of an appointment in the day list (a pill, not the 'Chegou' toggle button). */
export const badge = (item: Locator, text: string) =>
  item.locator('span').filter({ hasText: new RegExp(`^${text}$`) });

export async function openAgenda(page: Page) {
  await page.goto('/?section=calendar');
  // Phones open on the day; these specs work on the month (a choice the device then keeps).
  const month = page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Mês' });
  if ((await month.getAttribute('aria-pressed', { timeout: 15_000 })) !== 'true') await month.click();
  // A cold start (session check, then the lazily loaded screen) can outlast 5 s on a busy machine.
  await expect(page.getByRole('heading', { name: monthHeading(monthOf(today())) })).toBeVisible({
    timeout: 15_000,
  });
  // Cells name their count once the month's appointments arrived.
  await expect(dayCell(page, fixedDay())).toHaveAccessibleName(/agendamento/);
}

export async function seed(
  page: Page,
  body: { clientName: string; title: string; date: string; time: string; agreedValueCents: number },
) {
  const res = await page.request.post('/api/appointments', {
    data: body,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

/**
 * Runs an appointment action the way each device offers it: inline buttons on desktop, the
 * action sheet (tap the appointment) below 1024 px, where 'Chegou' reads as a sentence.
 */
export async function act(page: Page, item: Locator, action: string, phoneLabel = action) {
  if (isPhone(page)) {
    await item.getByRole('button').click();
    await page.getByRole('button', { name: phoneLabel, exact: true }).click();
  } else {
    await item.getByRole('button', { name: action, exact: true }).click();
  }
}

/**
 * 'Finalizar' on an appointment, past the question a session that has not started yet asks first
 * (the fixed day is in the future early in a month). Answers the 'Finalizar Agendamento' dialog.
 */
export async function openFinalize(page: Page, item: Locator, day: string, time: string) {
  await act(page, item, 'Finalizar');
  const dialog = page.getByRole('dialog', { name: 'Finalizar Agendamento' });
  if (Date.parse(`${day}T${time}:00-03:00`) > Date.now()) {
    await expect(dialog.getByRole('alert')).toContainText('Este agendamento ainda não começou');
    await dialog.getByRole('button', { name: 'Finalizar mesmo assim' }).click();
  }
  await expect(dialog.getByLabel('Valor')).toBeVisible();
  return dialog;
}
