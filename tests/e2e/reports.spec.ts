import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { addMonths, formatDayBR, monthOf, monthWindow, today } from '../../src/shared/time';
import { expectAccessible, isPhone, verifiedUser } from './helpers';
import { MONTHS } from './pt-months';

const longMonth = (month: string) => `${MONTHS[Number(month.slice(5)) - 1]} de ${month.slice(0, 4)}`;

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, {
    data,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { id: string };
}

/** A month with known figures: R$ 500 received from two tattoos, R$ 200 spent (Tintas 120, Aluguel 80). */
async function seedMonth(page: Page) {
  const day = today();
  for (const [clientName, amountCents] of [
    ['Ana Lima', 35_000],
    ['Bruno Reis', 15_000],
  ] as const) {
    const { id } = await post(page, '/api/appointments', {
      clientName,
      title: 'Fechamento',
      date: day,
      time: '10:00',
    });
    await post(page, `/api/appointments/${id}/finalize`, { amountCents, method: 'pix' });
  }
  for (const [description, amountCents, category] of [
    ['Tintas pretas', 12_000, 'tintas'],
    ['Aluguel do estúdio', 8000, 'aluguel'],
  ] as const) {
    await post(page, '/api/expenses', {
      description,
      amountCents,
      category,
      paymentMethod: 'pix',
      date: day,
    });
  }
}

async function openReports(page: Page) {
  await page.goto('/?section=reports');
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('main').getByText(name).locator('xpath=../..');
const chartTable = (page: Page) => page.getByRole('table', { name: /Evolução mensal/ });
const panel = (page: Page, title: string) =>
  page.locator('section').filter({ has: page.getByRole('heading', { name: title, level: 2 }) });

test('a month with figures: cards, total summary, indicators, expense analysis and the chart', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedMonth(page);
  await openReports(page);
  const month = monthOf(today());

  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ 500,00');
  await expect(page.getByRole('button', { name: /Despesas Mensais/ })).toContainText('R$ 200,00');
  await expect(card(page, 'Lucro Mensal')).toContainText('R$ 300,00');
  await expect(card(page, 'Margem de Lucro')).toContainText('60,0%');

  const totals = panel(page, 'Resumo Total');
  await expect(totals.getByRole('definition')).toHaveText(['R$ 500,00', 'R$ 200,00', 'R$ 300,00']);

  const indicators = panel(page, 'Indicadores');
  await expect(indicators).toContainText('Ticket médioR$ 250,00');
  await expect(indicators).toContainText('Tatuagens finalizadas2');
  await expect(indicators).toContainText('Clientes atendidos2');
  await expect(indicators).toContainText(`Melhor mês${longMonth(month)} · R$ 500,00`);

  const analysis = panel(page, 'Análise de Despesas');
  await expect(analysis.getByRole('listitem')).toHaveText([
    /Tintas.*R\$ 120,00.*60,0%/,
    /Aluguel.*R\$ 80,00.*40,0%/,
  ]);

  // The text alternative: six months, oldest first, this month last with its figures.
  const rows = chartTable(page).getByRole('row');
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toContainText(`${longMonth(addMonths(month, -5))}R$ 0,00R$ 0,00`);
  await expect(rows.last()).toContainText(`${longMonth(month)}R$ 500,00R$ 200,00`);

  // Tapping (or focusing) a month puts its figures on the value line.
  const chart = panel(page, 'Evolução Mensal (últimos 6 meses)');
  await chart.getByRole('button', { name: new RegExp(`^${longMonth(addMonths(month, -1))}:`) }).click();
  await expect(chart.getByText(/Receita R\$ 0,00 · Despesas R\$ 0,00/)).toBeVisible();
  await chart
    .getByRole('button', { name: `${longMonth(month)}: receita R$ 500,00, despesas R$ 200,00` })
    .focus();
  await expect(chart.getByText(/Receita R\$ 500,00 · Despesas R\$ 200,00/)).toBeVisible();
  await expectAccessible(page);
});

test('privacy mode masks every amount, the chart and its table included; percentages stay', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedMonth(page);
  await openReports(page);
  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ 500,00');
  await page.getByRole('button', { name: 'Ocultar valores' }).click();

  const main = page.getByRole('main');
  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ •••••');
  await expect(main).not.toContainText(/R\$ ?\d/);
  await expect(chartTable(page)).not.toContainText(/\d,\d\d/);
  await expect(chartTable(page).getByRole('row').last()).toContainText('R$ •••••R$ •••••');
  const monthButtons = panel(page, 'Evolução Mensal (últimos 6 meses)').getByRole('button', {
    name: /receita R\$ •••••, despesas R\$ •••••$/,
  });
  await expect(monthButtons).toHaveCount(6);
  await expect(panel(page, 'Indicadores')).toContainText(' · R$ •••••');
  await expect(card(page, 'Margem de Lucro')).toContainText('60,0%');
  await expect(panel(page, 'Análise de Despesas')).toContainText('40,0%');
});

test('the revenue and expense cards open Financeiro and Despesas filtered to the month', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openReports(page);
  await page.getByRole('button', { name: /Receita Mensal/ }).click();
  await expect(page).toHaveURL(/section=payments&filter=month/);
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Pagamentos deste mês' })).toContainText(
    'Limpar Filtro',
  );

  await openReports(page);
  await page.getByRole('button', { name: /Despesas Mensais/ }).click();
  await expect(page).toHaveURL(/section=expenses&filter=month/);
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
});

test('the accountant export downloads this month’s payments as a spreadsheet CSV', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedMonth(page);
  await openReports(page);
  const { first, last } = monthWindow(monthOf(today()));
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(formatDayBR(first));
  await expect(page.getByLabel('Até', { exact: true })).toHaveValue(formatDayBR(last));

  const link = page.getByRole('link', { name: 'Baixar pagamentos (CSV)' });
  await expect(link).toHaveAttribute('href', `/api/exports/pagamentos.csv?from=${first}&to=${last}`);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`pagamentos-${first}-a-${last}.csv`);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.startsWith('\uFEFF')).toBe(true);
  const lines = csv.slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Valor (R$)');
  expect(lines).toHaveLength(3);
  expect(lines.some((l) => l.includes('Ana Lima') && l.endsWith('350,00'))).toBe(true);
  expect(lines.some((l) => l.includes('Bruno Reis') && l.endsWith('150,00'))).toBe(true);

  await expect(page.getByRole('link', { name: 'Baixar despesas (CSV)' })).toHaveAttribute(
    'href',
    `/api/exports/despesas.csv?from=${first}&to=${last}`,
  );
});

test('an inverted or empty period disables both downloads and says why', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openReports(page);
  const { first } = monthWindow(monthOf(today()));
  await page
    .getByLabel('Até', { exact: true })
    .fill(formatDayBR(monthWindow(addMonths(monthOf(today()), -1)).first));
  await expect(page.getByRole('alert')).toHaveText('A data final deve ser depois da inicial');
  for (const name of ['Baixar pagamentos (CSV)', 'Baixar despesas (CSV)']) {
    await expect(page.getByRole('button', { name })).toBeDisabled();
    await expect(page.getByRole('link', { name })).toHaveCount(0);
  }
  await page.getByLabel('Até', { exact: true }).fill(formatDayBR(first));
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Baixar pagamentos (CSV)' })).toBeVisible();
  await page.getByLabel('De', { exact: true }).fill('');
  await expect(page.getByRole('alert')).toHaveText('Informe o período');
  await expect(page.getByRole('button', { name: 'Baixar despesas (CSV)' })).toBeDisabled();
});

test('a fresh account: no margin without revenue, no expenses, no best month; accessible', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openReports(page);
  const margin = card(page, 'Margem de Lucro');
  await expect(margin).toContainText('—');
  await expect(margin).toContainText('sem receita no mês');
  await expect(page.getByText('Nenhuma despesa registrada')).toBeVisible();
  await expect(panel(page, 'Indicadores')).toContainText('Melhor mês—');
  await expect(chartTable(page).getByRole('row')).toHaveCount(7);
  if (isPhone(page))
    await page.getByRole('link', { name: 'Baixar pagamentos (CSV)' }).scrollIntoViewIfNeeded();
  await expectAccessible(page);
});

test('when the report cannot load it says so and retries on request', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  // A server outage, as the browser sees it; the real server answers again for the retry.
  await page.route('**/api/reports', (route) => route.fulfill({ status: 503, body: '' }));
  await openReports(page);
  await expect(page.getByRole('alert')).toHaveText('Não foi possível carregar os relatórios.', {
    timeout: 10_000,
  });
  await page.unroute('**/api/reports');
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ 0,00');
});
