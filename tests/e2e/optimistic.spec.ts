import { expect, type Page, type Route, test } from '@playwright/test';
import { formatDayBR, today } from '../../src/shared/time';
import { badge, dayCell, dayList, fixedDay, openAgenda, openFinalize, seed } from './agenda-page';
import { isPhone, verifiedUser } from './helpers';

// Issue 27, "every tap answers at once": a save shows on screen before the server answers, and a
// save the server refuses puts the screen back as it was and says why, in the server's words.

/**
 * Holds this page's writes matching `path` (reads go through): each waits until `release()`, then
 * reaches the real server. `held()` resolves once a write is waiting.
 */
async function holdWrites(page: Page, path: RegExp) {
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  let arrived: () => void = () => {};
  const waiting = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  await page.route(path, async (route: Route) => {
    if (route.request().method() === 'GET') return route.continue();
    arrived();
    await gate;
    await route.continue();
  });
  return { held: () => waiting, release: () => open() };
}

/** How many writes the offline queue holds on this device (browser side). */
function keptWrites(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('tinta-offline', 1);
    // Never create the app's database from here (it would lack its store): not there yet is an error.
    open.onupgradeneeded = () => open.transaction?.abort();
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('writes')) return resolve(0);
      const count = db.transaction('writes').objectStore('writes').count();
      count.onsuccess = () => {
        resolve(count.result);
        db.close();
      };
    };
  });
}

/** On Clientes, a new client is saved with its request held: resolves once the request is out. */
async function newClientHeld(page: Page, name: string) {
  await page.goto('/?section=clients');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible({ timeout: 15_000 });
  const hold = await holdWrites(page, /\/api\/clients(\/|$)/);
  if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
  else await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await form.getByLabel('Nome Completo').fill(name);
  await form.getByRole('button', { name: 'Criar Cliente' }).click();
  await hold.held();
  return { hold, form };
}

const api = (page: Page, method: 'post' | 'delete', url: string, data?: unknown) =>
  page.request[method](url, { data, headers: { origin: new URL(page.url()).origin } });

test('a new session shows in the day at once, and the save is confirmed when the server answers', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);
  const day = fixedDay();
  const hold = await holdWrites(page, /\/api\/appointments(\/|$|\?)/);

  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Lívia Prado');
  await form.getByLabel('Título').fill('Ramo de oliveira');
  await form.getByLabel('Horário').fill('15:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await hold.held();
  // The server has not seen it yet: the form is gone and the day already has the session.
  await expect(form).toBeHidden();
  await expect(dayCell(page, day)).toHaveAccessibleName(/1 agendamento/);
  await expect(page.getByText('Agendamento salvo!')).toBeHidden();

  hold.release();
  await expect(page.getByText('Agendamento salvo!')).toBeVisible();
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Ramo de oliveira' });
  await expect(item).toContainText('Lívia Prado');
  await expect(item).toContainText('15:00');
});

test('Finalizar shows the session finished at once; refused, it is open again with the server’s reason', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  const { id } = await seed(page, {
    clientName: 'Caio Mendes',
    title: 'Bússola',
    date: day,
    time: '10:00',
    agreedValueCents: 60_000,
  });
  await openAgenda(page);
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Bússola' });
  await expect(badge(item, 'Agendado')).toBeVisible();

  const hold = await holdWrites(page, /\/finalize$/);
  const finalize = await openFinalize(page, item, day, '10:00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await hold.held();
  await expect(finalize).toBeHidden();
  await expect(badge(item, 'Finalizado')).toBeVisible();

  // Meanwhile a deposit arrives from another device: the rest Finalizar computed is no longer right.
  expect((await api(page, 'post', `/api/appointments/${id}/deposit`, { amountCents: 10_000 })).ok()).toBe(
    true,
  );
  hold.release();
  // Finalizar opens again on the session as it now is: the server's reason, the new deposit, the
  // rest computed again.
  await expect(finalize.getByRole('alert')).toHaveText(
    'O sinal deste agendamento mudou enquanto você finalizava. Confira o valor restante.',
  );
  await expect(finalize).toContainText('Sinal recebido: R$ 100,00');
  await expect(finalize.getByLabel('Valor restante')).toHaveValue('500,00');
  await finalize.getByRole('button', { name: 'Cancelar' }).click();
  await expect(badge(item, 'Agendado')).toBeVisible();
  await expect(badge(item, 'Finalizado')).toBeHidden();
});

test('a task moves at once; an edit the server refuses comes back as it was, with the server’s reason', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const origin = { headers: { origin: new URL(page.url()).origin } };
  const session = await seed(page, {
    clientName: 'Rosa Amaral',
    title: 'Retoque',
    date: fixedDay(),
    time: '11:00',
    agreedValueCents: 0,
  });
  const created = await page.request.post('/api/tasks', {
    ...origin,
    data: { title: 'Comprar agulhas', priority: 'media', appointmentId: session.id },
  });
  expect(created.ok()).toBe(true);
  await page.goto('/?section=tasks');
  const card = (title: string) =>
    page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  const columnTab = (name: string) =>
    page
      .getByRole('tablist', { name: 'Colunas de tarefas' })
      .getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });
  await expect(card('Comprar agulhas')).toBeVisible({ timeout: 15_000 });

  const hold = await holdWrites(page, /\/api\/tasks(\/|$)/);
  if (isPhone(page)) {
    await card('Comprar agulhas').click();
    await page
      .getByRole('dialog', { name: 'Comprar agulhas' })
      .getByRole('button', { name: 'Mover para Fazendo' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Mover "Comprar agulhas" para Fazendo', exact: true }).click();
  }
  await hold.held();
  if (isPhone(page)) await expect(columnTab('Fazendo')).toHaveAccessibleName('Fazendo 1');
  else await expect(page.getByRole('region', { name: 'Fazendo' })).toContainText('Comprar agulhas');
  hold.release();
  await page.unrouteAll({ behavior: 'wait' });

  // The linked session is deleted elsewhere while an edit is on its way: the server refuses it.
  const edit = await holdWrites(page, /\/api\/tasks\/[^/]+$/);
  if (isPhone(page)) {
    await columnTab('Fazendo').click();
    await card('Comprar agulhas').click();
    await page
      .getByRole('dialog', { name: 'Comprar agulhas' })
      .getByRole('button', { name: 'Editar' })
      .click();
  } else {
    await page.getByRole('button', { name: 'Editar "Comprar agulhas"', exact: true }).click();
  }
  const form = page.getByRole('dialog', { name: 'Editar Tarefa' });
  await form.getByLabel('Título').fill('Comprar agulhas 3RL');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await edit.held();
  await expect(form).toBeHidden();
  await expect(card('Comprar agulhas 3RL')).toBeVisible();
  expect((await api(page, 'delete', `/api/appointments/${session.id}`)).status()).toBe(204);
  edit.release();
  await expect(page.getByText('Agendamento não encontrado')).toBeVisible();
  await expect(card('Comprar agulhas')).toBeVisible();
  await expect(card('Comprar agulhas 3RL')).toBeHidden();
});

test('an expense and a payment show in their lists before the server answers', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = today();
  const { id } = await seed(page, {
    clientName: 'Nina Faria',
    title: 'Lettering',
    date: day,
    time: '09:00',
    agreedValueCents: 40_000,
  });
  expect((await api(page, 'post', `/api/appointments/${id}/finalize`, { amountCents: 10_000 })).ok()).toBe(
    true,
  );

  await page.goto('/?section=expenses');
  await expect(page.getByRole('tab', { name: /^Todas \d+$/ })).toBeVisible({ timeout: 15_000 });
  const expenses = await holdWrites(page, /\/api\/expenses(\/|$)/);
  await page.getByRole('button', { name: 'Nova Despesa' }).first().click();
  const expense = page.getByRole('dialog', { name: 'Nova Despesa' });
  await expense.getByLabel('Descrição').fill('Agulhas 3RL');
  await expense.getByLabel('Valor').fill('89,90');
  await expense.getByRole('button', { name: 'Salvar' }).click();
  await expenses.held();
  await expect(expense).toBeHidden();
  await expect(page.getByRole('list', { name: 'Despesas' }).getByText('Agulhas 3RL')).toBeVisible();
  expenses.release();
  await expect(page.getByText('Despesa criada com sucesso!').first()).toBeVisible();

  await page.goto('/?section=payments');
  const list = page.getByRole('list', { name: 'Pagamentos' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Nina Faria' })).toHaveCount(1, {
    timeout: 15_000,
  });
  const payments = await holdWrites(page, /\/api\/payments(\/|$)/);
  const fab = page.getByRole('button', { name: 'Adicionar' });
  if (isPhone(page) && (await fab.isVisible())) await fab.click();
  else await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await payment
    .getByLabel('Agendamento', { exact: true })
    .selectOption({ label: `Nina Faria – Lettering – ${formatDayBR(day)}` });
  await payment.getByLabel('Valor').fill('300');
  await payment.getByRole('button', { name: 'Salvar' }).click();
  await payments.held();
  await expect(payment).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: 'R$ 300,00' })).toContainText('Lettering');
  payments.release();
  await expect(page.getByText('Pagamento salvo com sucesso!')).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Nina Faria' })).toHaveCount(2);
});

test('a new client heads the list before the server answers, and leaves it at once when deleted', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const clients = page.getByRole('list', { name: 'Lista de clientes' });
  const { hold, form } = await newClientHeld(page, 'Telma Rocha');
  await expect(form).toBeHidden();
  await expect(clients.getByRole('listitem').filter({ hasText: 'Telma Rocha' })).toBeVisible();
  hold.release();
  await expect(page.getByText('Cliente criado com sucesso!')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  const removal = await holdWrites(page, /\/api\/clients\/[^/]+$/);
  const item = clients.getByRole('listitem').filter({ hasText: 'Telma Rocha' });
  await page.getByRole('button', { name: 'Excluir Telma Rocha' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await removal.held();
  await expect(item).toBeHidden();
  removal.release();
  await expect(page.getByText('Cliente excluído com sucesso!')).toBeVisible();
});

test('a save shown early survives the app being killed before the server saw it: the next opening sends it, once', async ({
  page,
  context,
  browser,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  // The request never reaches the server: the app dies while it is out.
  await newClientHeld(page, 'Quitéria Lopes');
  await expect(page.getByRole('list', { name: 'Lista de clientes' })).toContainText('Quitéria Lopes');
  // While it is out, it is not announced as waiting for a connection.
  await expect(page.getByText(/^Aguardando conexão · /)).toBeHidden();
  // Kept on the device before (or, on a slow disk, soon after) it left.
  await expect.poll(() => page.evaluate(keptWrites)).toBe(1);
  // As a phone kills an app: what the device holds at that moment (cookies, IndexedDB) is all that
  // is left — no script of the page runs after it (a closed tab would still see its request fail).
  const onDevice = await context.storageState({ indexedDB: true });
  const origin = new URL(page.url()).origin;
  await context.close();

  const reopened = await browser.newContext({ storageState: onDevice, baseURL: origin });
  const again = await reopened.newPage();
  await again.goto('/?section=clients');
  const onServer = async () => {
    const res = await again.request.get('/api/clients?q=Quit%C3%A9ria', { headers: { origin } });
    return (await res.json()).items.map((c: { name: string }) => c.name);
  };
  // The opening sends it: the server has it once, and the device no longer holds it.
  await expect.poll(onServer, { timeout: 15_000 }).toEqual(['Quitéria Lopes']);
  await expect.poll(() => again.evaluate(keptWrites)).toBe(0);
  expect(await onServer()).toEqual(['Quitéria Lopes']);
  const list = again.getByRole('list', { name: 'Lista de clientes' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Quitéria Lopes' })).toHaveCount(1);
  await reopened.close();
});
