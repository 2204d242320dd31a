import { expect, type Page, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { dayCell, dayList, openAgenda, openFinalize, seed } from './agenda-page';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

// Issue 29 item 9: money as it really arrives — a session paid part Pix, part 'Crédito 3x', the
// maquininha's fee booked by itself, and income not tied to a session, all counted in Relatórios.

const answered = (page: Page, path: RegExp, method: string) =>
  page.waitForResponse((r) => path.test(new URL(r.url()).pathname) && r.request().method() === method);

async function setCreditIn3Rate(page: Page, percent: string) {
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Taxas da maquininha' })
    .click();
  const fees = page.getByRole('dialog', { name: 'Taxas da maquininha' });
  await fees.getByLabel('Crédito 3x (%)').fill(percent);
  const saved = answered(page, /^\/api\/card-fees$/, 'PUT');
  await fees.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(fees).toBeHidden();
}

const paymentRows = (page: Page, text: string) =>
  page.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem').filter({ hasText: text });

test('a session paid part Pix, part Crédito 3x: two payments, the fee in Despesas, the sum in Relatórios', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await setCreditIn3Rate(page, '8,99');

  const day = today();
  await seed(page, {
    clientName: 'Fernanda Lima',
    title: 'Fechamento de braço',
    date: day,
    time: '00:30',
    agreedValueCents: 80_000,
  });
  await openAgenda(page);
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Fernanda Lima' });
  const finalize = await openFinalize(page, item, day, '00:30');
  // SPEC's one amount and method first; the rest of the money is a second line.
  await expect(finalize.getByLabel('Forma de Pagamento')).toHaveValue('pix');
  await finalize.getByLabel('Valor').fill('300,00');
  await finalize.getByRole('button', { name: 'Dividir pagamento' }).click();
  const second = finalize.getByRole('group', { name: 'Pagamento 2' });
  await second.getByLabel('Valor').fill('500,00');
  await second.getByLabel('Forma de Pagamento').selectOption('cartao-credito');
  await second.getByLabel('Parcelas').selectOption('3');
  await expect(finalize).toContainText('Soma dos pagamentos: R$ 800,00');
  await expectAccessible(page);
  const finalized = answered(page, /\/finalize$/, 'POST');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  expect((await finalized).status()).toBe(200);

  await page.goto('/?section=payments');
  await expect(paymentRows(page, 'Fernanda Lima')).toHaveCount(2, { timeout: 15_000 });
  const pix = paymentRows(page, 'Fernanda Lima').filter({ hasText: 'R$ 300,00' });
  await expect(pix.getByText('PIX', { exact: true })).toBeVisible();
  const card = paymentRows(page, 'Fernanda Lima').filter({ hasText: 'R$ 500,00' });
  await expect(card.getByText('Cartão Crédito', { exact: true })).toBeVisible();
  await expect(card.getByText('3x', { exact: true })).toBeVisible();

  // 8,99 % of R$ 500,00, booked by itself.
  await page.goto('/?section=expenses');
  const fee = page
    .getByRole('list', { name: 'Despesas' })
    .getByRole('listitem')
    .filter({ hasText: 'Taxa da maquininha · Crédito 3x · Fernanda Lima' });
  await expect(fee).toContainText('R$ 44,95', { timeout: 15_000 });
  await expect(fee).toContainText('Taxas de cartão');

  await page.goto('/?section=reports');
  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ 800,00', {
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: /Despesas Mensais/ })).toContainText('R$ 44,95');
});

test('an other income (a flash sold at an event) is listed apart and counted in Relatórios', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = today();
  const { id } = await seed(page, {
    clientName: 'Bruno Reis',
    title: 'Rosa no braço',
    date: day,
    time: '00:30',
    agreedValueCents: 30_000,
  });
  const finalized = await page.request.post(`/api/appointments/${id}/finalize`, {
    data: { amountCents: 30_000, method: 'pix' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(finalized.status()).toBe(200);

  await page.goto('/?section=payments');
  const panel = page.getByRole('region', { name: 'Outras receitas' });
  await panel.getByRole('button', { name: 'Nova receita' }).click({ timeout: 15_000 });
  const dialog = page.getByRole('dialog', { name: 'Nova receita' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Descreva a receita')).toBeVisible();
  await dialog.getByLabel('Descrição').fill('Flash no evento');
  await dialog.getByLabel('Valor').fill('150,00');
  await expectAccessible(page);
  const saved = answered(page, /^\/api\/other-incomes$/, 'POST');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).status()).toBe(201);
  await expect(dialog).toBeHidden();
  const row = panel.getByRole('list', { name: 'Outras receitas' }).getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Flash no evento');
  await expect(row).toContainText('R$ 150,00');
  // SPEC's Financeiro cards and list are the sessions' payments.
  await expect(page.getByRole('button', { name: /^Este Mês/ })).toContainText('R$ 300,00');
  await expect(paymentRows(page, 'Flash no evento')).toHaveCount(0);

  await page.goto('/?section=reports');
  await expect(page.getByRole('button', { name: /Receita Mensal/ })).toContainText('R$ 450,00', {
    timeout: 15_000,
  });
});
