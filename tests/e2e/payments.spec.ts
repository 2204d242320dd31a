import { expect, type Page, test } from '@playwright/test';
import { addDays, formatDayBR, monthOf, today } from '../../src/shared/time';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

const originOf = (page: Page) => ({ origin: new URL(page.url()).origin });

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const res = await page.request.post(path, { data, headers: originOf(page) });
  expect(res.ok(), `${path} → ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
}

/** A client, an appointment today at 10:00 and its 'Finalizar', which creates the first payment today. */
async function finishedAppointment(
  page: Page,
  client: string,
  title: string,
  amountCents: number,
  method: 'pix' | 'dinheiro' | 'cartao-debito' | 'cartao-credito',
) {
  const { id: clientId } = await post<{ id: string }>(page, '/api/clients', { name: client });
  const appointment = await post<{ id: string }>(page, '/api/appointments', {
    clientId,
    title,
    date: today(),
    time: '10:00',
    agreedValueCents: amountCents,
  });
  await post(page, `/api/appointments/${appointment.id}/finalize`, { amountCents, method });
  return appointment.id;
}

const list = (page: Page) => page.getByRole('list', { name: 'Pagamentos' });
const row = (page: Page, text: string) => list(page).getByRole('listitem').filter({ hasText: text });
const totalCard = (page: Page) => page.getByText('Total', { exact: true }).locator('..');

/** The screen is a lazy chunk: give its first load room on a busy machine, then assert as usual. */
async function openPayments(page: Page) {
  await page.goto('/?section=payments');
  await expect(page.getByRole('searchbox', { name: 'Buscar por cliente ou forma de pagamento' })).toBeVisible(
    {
      timeout: 15_000,
    },
  );
}

async function openNewPayment(page: Page) {
  // Phones use the shell's add button when the shell offers one on this section.
  const fab = page.getByRole('button', { name: 'Adicionar' });
  if (isPhone(page) && (await fab.isVisible())) await fab.click();
  else await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  return page.getByRole('dialog', { name: 'Novo Pagamento' });
}

test('lists payments with method badges and the cards’ sums; searches by client and by method', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await finishedAppointment(page, 'Ana Lima', 'Rosa no braço', 35_000, 'pix');
  await finishedAppointment(page, 'Bruno Reis', 'Fechamento', 123_456, 'dinheiro');
  await openPayments(page);

  await expect(row(page, 'Ana Lima')).toContainText('Rosa no braço');
  await expect(row(page, 'Ana Lima')).toContainText(formatDayBR(today()));
  await expect(row(page, 'Ana Lima')).toContainText('R$ 350,00');
  await expect(row(page, 'Ana Lima').getByText('PIX', { exact: true })).toBeVisible();
  await expect(row(page, 'Bruno Reis')).toContainText('R$ 1.234,56');
  await expect(row(page, 'Bruno Reis').getByText('Dinheiro', { exact: true })).toBeVisible();
  // 350 + 1234,56, all of it today.
  await expect(page.getByRole('button', { name: /^Hoje/ })).toContainText('R$ 1.584,56');
  await expect(page.getByRole('button', { name: /^Este Mês/ })).toContainText('R$ 1.584,56');
  await expect(totalCard(page)).toContainText('R$ 1.584,56');
  await expect(page.getByText('Pagamentos deste mês')).toHaveCount(0);
  await expectAccessible(page);

  const search = page.getByRole('searchbox', { name: 'Buscar por cliente ou forma de pagamento' });
  await search.fill('ana');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'Ana Lima')).toBeVisible();
  await search.fill('dinheiro');
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(row(page, 'Bruno Reis')).toBeVisible();
  await search.fill('nada disso');
  await expect(page.getByText('Nenhum pagamento encontrado')).toBeVisible();
  // The cards never follow the search.
  await expect(totalCard(page)).toContainText('R$ 1.584,56');
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(list(page).getByRole('listitem')).toHaveCount(2);
});

test('creating a payment: required fields first, then saved for a finished appointment', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await finishedAppointment(page, 'Ana Lima', 'Rosa no braço', 35_000, 'pix');
  await openPayments(page);
  await expect(row(page, 'Ana Lima')).toHaveCount(1);

  const dialog = await openNewPayment(page);
  await expect(dialog.getByLabel('Forma de Pagamento')).toHaveValue('pix');
  await expect(dialog.getByLabel('Data')).toHaveValue(formatDayBR(today()));
  await dialog
    .getByLabel('Agendamento', { exact: true })
    .selectOption({ label: `Ana Lima – Rosa no braço – ${formatDayBR(today())}` });
  // SPEC §4: choosing the appointment fills the client.
  await expect(dialog.getByLabel('Cliente')).toHaveValue('Ana Lima');
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Preencha todos os campos obrigatórios');
  await dialog.getByLabel('Valor').fill('0');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Valor do pagamento deve ser maior que zero');

  await dialog.getByLabel('Valor').fill('150,50');
  await dialog.getByLabel('Forma de Pagamento').selectOption({ label: 'Cartão Crédito' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento salvo com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Cartão Crédito')).toContainText('Ana Lima');
  await expect(row(page, 'Cartão Crédito')).toContainText('R$ 150,50');
  await expect(totalCard(page)).toContainText('R$ 500,50');
});

test('editing the amount, then deleting after the confirmation', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const appointmentId = await finishedAppointment(page, 'Ana Lima', 'Rosa no braço', 35_000, 'pix');
  await post(page, '/api/payments', {
    appointmentId,
    amountCents: 10_000,
    method: 'cartao-debito',
    date: today(),
  });
  await openPayments(page);

  const debit = row(page, 'Cartão Débito');
  await debit.getByRole('button', { name: 'Editar pagamento de Ana Lima' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Pagamento' });
  await expect(dialog.getByLabel('Cliente')).toHaveValue('Ana Lima');
  await expect(dialog.getByLabel('Valor')).toHaveValue('100,00');
  // Typed the Brazilian way with only the thousands dot: mil e duzentos, not R$ 1,20.
  await dialog.getByLabel('Valor').fill('1.200');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Pagamento salvo com sucesso!')).toBeVisible();
  await expect(debit).toContainText('R$ 1.200,00');
  await expect(totalCard(page)).toContainText('R$ 1.550,00');

  await debit.getByRole('button', { name: 'Excluir pagamento de Ana Lima' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir este pagamento?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(debit).toBeVisible();
  await debit.getByRole('button', { name: 'Excluir pagamento de Ana Lima' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Pagamento excluído com sucesso!')).toBeVisible();
  await expect(debit).toHaveCount(0);
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
  await expect(totalCard(page)).toContainText('R$ 350,00');
});

test('the dashboard’s Recebido (Mês) card opens the month filter; Limpar Filtro shows all; Hoje filters today', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const appointmentId = await finishedAppointment(page, 'Ana Lima', 'Rosa no braço', 35_000, 'pix');
  const lastMonth = addDays(`${monthOf(today())}-01`, -1);
  await post(page, '/api/payments', {
    appointmentId,
    amountCents: 9900,
    method: 'dinheiro',
    date: lastMonth,
  });
  await page.goto('/');

  await page.getByRole('button', { name: /Recebido \(Mês\)/ }).click();
  await expect(page.getByRole('heading', { name: 'Financeiro', level: 1 })).toBeVisible();
  await expect(page.getByText('Pagamentos deste mês')).toBeVisible();
  await expect(row(page, 'PIX')).toBeVisible();
  await expect(row(page, 'R$ 99,00')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Este Mês/ })).toContainText('R$ 350,00');
  await expect(totalCard(page)).toContainText('R$ 449,00');

  await page.getByRole('button', { name: 'Limpar Filtro' }).click();
  await expect(page.getByText('Pagamentos deste mês')).toHaveCount(0);
  await expect(row(page, 'R$ 99,00')).toContainText(formatDayBR(lastMonth));
  await expect(list(page).getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: /^Hoje/ }).click();
  await expect(page.getByText('Pagamentos de hoje')).toBeVisible();
  await expect(list(page).getByRole('listitem')).toHaveCount(1);
});

test('privacy mode hides every amount on the screen', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await finishedAppointment(page, 'Ana Lima', 'Rosa no braço', 35_000, 'pix');
  await openPayments(page);
  await expect(row(page, 'Ana Lima')).toContainText('R$ 350,00');

  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  // Three cards and the one row.
  await expect(page.getByText('R$ •••••', { exact: true })).toHaveCount(4);
  await expect(page.getByText(/R\$\s*\d/)).toHaveCount(0);

  // The edit form over the hidden list shows the amount as dots until the field is focused.
  await row(page, 'Ana Lima').getByRole('button', { name: 'Editar pagamento de Ana Lima' }).click();
  const value = page.getByRole('dialog', { name: 'Editar Pagamento' }).getByLabel('Valor');
  await expect(value).toHaveValue('350,00');
  const masking = () =>
    value.evaluate((el) => getComputedStyle(el).getPropertyValue('-webkit-text-security'));
  expect(await masking()).toBe('disc');
  await value.focus();
  expect(await masking()).toBe('none');
});

test('with no payments yet: the empty list explains where they come from; the form says to finalize first', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await openPayments(page);
  await expect(page.getByText('Nenhum pagamento registrado')).toBeVisible();
  await expect(page.getByText(/Finalizar/)).toBeVisible();

  const dialog = await openNewPayment(page);
  await expect(
    dialog.getByText(
      'Nenhum agendamento finalizado. Finalize um agendamento na Agenda para registrar pagamentos.',
    ),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
