import { expect, type Page, test } from '@playwright/test';
import { addDays, today } from '../../src/shared/time';
import { dayCell, dayList, fixedDay, openAgenda, seed } from './agenda-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

const headers = (page: Page) => ({ origin: new URL(page.url()).origin });
const post = async (page: Page, path: string, data: object) => {
  const res = await page.request.post(path, { data, headers: headers(page) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as { id: string };
};

test("a client's page: contact, sessions, payments and open tasks; a session opens its actions; Agendar starts with the client", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const rita = await post(page, '/api/clients', {
    name: 'Rita Página',
    phone: '(11) 91234-5678',
    instagram: '@rita.ink',
  });
  const past = addDays(today(), -20);
  const soon = addDays(today(), 3);
  const done = await post(page, '/api/appointments', {
    clientId: rita.id,
    title: 'Mandala',
    date: past,
    time: '14:00',
    agreedValueCents: 50_000,
  });
  await post(page, `/api/appointments/${done.id}/finalize`, {
    amountCents: 52_000,
    method: 'pix',
    date: past,
  });
  await post(page, '/api/appointments', {
    clientId: rita.id,
    title: 'Retoque da mandala',
    date: soon,
    time: '10:00',
    agreedValueCents: 15_000,
  });
  await post(page, '/api/tasks', { title: 'Mandar cuidados pós-tattoo', clientId: rita.id });

  await page.goto('/?section=clients');
  await page.getByRole('button', { name: 'Rita Página', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Rita Página', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/filter=client%3A/);

  await expect(page.getByRole('link', { name: 'Ligar para Rita Página' })).toHaveAttribute(
    'href',
    'tel:11912345678',
  );
  await expect(page.getByRole('link', { name: 'WhatsApp de Rita Página' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/5511912345678\?/,
  );
  await expect(page.getByText('2 agendamentos', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Total gasto:/)).toHaveText('Total gasto: R$ 520,00');

  const sessions = page.getByRole('list', { name: 'Sessões de Rita Página' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toContainText('Retoque da mandala');
  await expect(sessions.nth(1)).toContainText('Finalizado');
  const payments = page.getByRole('list', { name: 'Pagamentos de Rita Página' }).getByRole('listitem');
  await expect(payments).toHaveText([/Mandala.*PIX.*R\$ 520,00/]);
  await expect(page.getByRole('list', { name: 'Tarefas de Rita Página' })).toContainText(
    'Mandar cuidados pós-tattoo',
  );
  await expectAccessible(page);

  // A session opens its actions, here as everywhere else.
  await sessions.first().getByRole('button').click();
  await page.getByRole('button', { name: 'Marcar Chegou', exact: true }).click();
  await expect(sessions.first()).toContainText('Chegou');

  // 'Agendar' opens the form with her already chosen.
  await page.getByRole('button', { name: 'Agendar' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Rita Página');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Voltar para Clientes' }).click();
  await expect(page.getByRole('list', { name: 'Lista de clientes' })).toContainText('Rita Página');
  // Someone else's (or a deleted) client says so.
  await page.goto(`/?section=clients&filter=client:${crypto.randomUUID()}`);
  await expect(page.getByRole('alert')).toHaveText('Cliente não encontrado');
});

test("the dashboard's appointments open their actions: Chegou, Finalizar, Editar", async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, {
    clientName: 'Dora Dash',
    title: 'Flash',
    date: today(),
    time: '00:00',
    agreedValueCents: 20_000,
  });
  await page.goto('/');
  const item = page.getByRole('button', { name: /Dora Dash/ });
  await item.click();
  const sheet = page.getByRole('dialog', { name: 'Dora Dash · Flash' });
  await expect(sheet.getByRole('button', { name: 'Marcar Chegou' })).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Editar' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Finalizar' }).click();
  const finalize = page.getByRole('dialog', { name: 'Finalizar Agendamento' });
  await expect(finalize.getByLabel('Valor')).toHaveValue('200,00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();
  await expect(item).toContainText('Concluído');
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 200,00');
});

test('phone Agenda: the day is listed under the month grid without a tap', { tag: '@phone' }, async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, {
    clientName: 'Lia Lista',
    title: 'Hoje cedo',
    date: today(),
    time: '09:00',
    agreedValueCents: 10_000,
  });
  const day = fixedDay();
  await seed(page, {
    clientName: 'Outro Dia',
    title: 'Mais tarde',
    date: day,
    time: '15:00',
    agreedValueCents: 10_000,
  });
  await openAgenda(page);
  const todayList = page.getByRole('region', { name: /^Hoje · / });
  if (!isPhone(page)) {
    // The desktop grid fills the screen and opens a day's list on click instead.
    await expect(todayList).toBeHidden();
    return;
  }
  await expect(todayList.getByRole('listitem')).toHaveText([/09:00.*Lia Lista.*Hoje cedo/]);
  if (day !== today()) {
    // Opening another day (and closing its dialog) leaves that day listed.
    await dayCell(page, day).click();
    // A tap made while the month's sessions load opens the day once they arrive: close it then.
    await expect(dayList(page, day)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dayList(page, day)).toBeHidden();
    const other = page.getByRole('list', { name: /^Agendamentos de / });
    await expect(other.getByRole('listitem')).toHaveText([/15:00.*Outro Dia.*Mais tarde/]);
  }
});
