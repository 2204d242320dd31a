import { expect, type Page, test } from '@playwright/test';
import { act, badge, dayCell, dayList, fixedDay, openAgenda, openFinalize } from './agenda-page';
import { isPhone, verifiedUser } from './helpers';

const nav = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: section }).click();

/** Any amount of money written out, e.g. 'R$ 350,00' (privacy mode must leave none). */
const AMOUNT = /R\$\s?\d/;

test('a full day: client → appointment at 10:00 → Chegou → Finalizar → Financeiro and dashboard → undo, live in a second tab', {
  tag: '@phone',
}, async ({ page, context }) => {
  test.setTimeout(90_000);
  await verifiedUser(page, { plan: 'basico' });

  // 1. The client, from Clientes.
  await page.goto('/?section=clients');
  if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
  else await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  const clientForm = page.getByRole('dialog', { name: 'Novo Cliente' });
  await clientForm.getByLabel('Nome Completo').fill('Marina Costa');
  await clientForm.getByLabel('Telefone').fill('(11) 91234-5678');
  await clientForm.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso!')).toBeVisible();

  // 2. An appointment on an empty day: the form opens on that day at 10:00.
  await openAgenda(page);
  const day = fixedDay();
  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Horário')).toHaveValue('10:00');
  await form.getByRole('combobox', { name: 'Cliente' }).fill('marina');
  await form.getByRole('option', { name: /Marina Costa/ }).click();
  await form.getByLabel('Título').fill('Fechamento de costas');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();

  // 3. She arrived.
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Fechamento de costas' });
  await expect(item).toContainText('10:00');
  await act(page, item, 'Chegou', 'Marcar Chegou');
  await expect(badge(item, 'Chegou')).toBeVisible();

  // 4. Finalizar: 0 is refused, R$ 350,00 is booked.
  const finalize = await openFinalize(page, item, day, '10:00');
  await finalize.getByLabel('Valor').fill('0');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize.getByRole('alert')).toHaveText('Valor do pagamento deve ser maior que zero');
  await finalize.getByLabel('Valor').fill('350,00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();
  await expect(badge(item, 'Finalizado')).toBeVisible();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();

  // 5. The payment is in Financeiro and in 'Recebido (Mês)'.
  await nav(page, isPhone(page) ? 'Receitas' : 'Financeiro');
  const payments = page.getByRole('list', { name: 'Pagamentos' });
  await expect(payments.getByRole('listitem').filter({ hasText: 'Marina Costa' })).toContainText('R$ 350,00');
  await nav(page, isPhone(page) ? 'Home' : 'Dashboard');
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 350,00');

  // 6. A second tab on Financeiro sees the undo within 2 s, without a reload.
  const second = await context.newPage();
  await second.goto('/?section=payments');
  const secondList = second.getByRole('list', { name: 'Pagamentos' });
  await expect(secondList.getByRole('listitem').filter({ hasText: 'Marina Costa' })).toBeVisible({
    timeout: 15_000,
  });
  await page.bringToFront();
  await openAgenda(page);
  await dayCell(page, day).click();
  await act(page, item, 'Cancelar Finalização');
  await page
    .getByRole('alertdialog', {
      name: 'Cancelar a finalização? Os pagamentos registrados deste agendamento serão excluídos.',
    })
    .getByRole('button', { name: 'Cancelar Finalização' })
    .click();
  // Back to open work; she is still in the studio.
  await expect(badge(item, 'Chegou')).toBeVisible();
  await expect(second.getByText('Nenhum pagamento registrado')).toBeVisible({ timeout: 2_000 });
  await second.close();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();

  // 7. WhatsApp opens a chat with her, 55 added.
  await nav(page, 'Clientes');
  await expect(page.getByRole('link', { name: 'WhatsApp de Marina Costa' })).toHaveAttribute(
    'href',
    'https://wa.me/5511912345678?text=Ol%C3%A1%20Marina%20Costa!%20Tudo%20bem%3F',
  );
});

test('privacy mode hides every amount on every money screen', async ({ page }) => {
  test.setTimeout(90_000);
  await verifiedUser(page, { plan: 'basico' });
  const origin = new URL(page.url()).origin;
  const appt = await page.request.post('/api/appointments', {
    data: { clientName: 'Paula', title: 'Rosa', date: fixedDay(), time: '10:00', agreedValueCents: 42_000 },
    headers: { origin },
  });
  const { id } = await appt.json();
  await page.request.post(`/api/appointments/${id}/finalize`, {
    data: { amountCents: 42_000 },
    headers: { origin },
  });
  await page.request.post('/api/expenses', {
    data: {
      description: 'Tintas',
      amountCents: 9990,
      category: 'tintas',
      paymentMethod: 'pix',
      date: fixedDay(),
    },
    headers: { origin },
  });
  await page.reload();
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 420,00');
  await page.getByRole('button', { name: 'Ocultar valores' }).first().click();
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ •••••');

  for (const section of ['dashboard', 'payments', 'clients', 'expenses', 'reports']) {
    await page.goto(`/?section=${section}`);
    await expect(page.getByText('R$ •••••').first(), section).toBeVisible({ timeout: 15_000 });
    expect(await page.locator('body').innerText(), section).not.toMatch(AMOUNT);
  }
  // The agenda shows money in the day list.
  await openAgenda(page);
  await dayCell(page, fixedDay()).click();
  await expect(dayList(page, fixedDay())).toContainText('R$ •••••');
  expect(await page.locator('body').innerText(), 'calendar').not.toMatch(AMOUNT);
});
