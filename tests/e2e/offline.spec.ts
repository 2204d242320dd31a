import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { addMonths, monthOf, splitSaoPaulo } from '../../src/shared/time';
import { dayCell, dayList, fixedDay, monthHeading, openAgenda } from './agenda-page';
import { isPhone, verifiedUser } from './helpers';

// What this spec checks needs the service worker (blocked elsewhere to keep the suite fast).
test.use({ serviceWorkers: 'allow' });

const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });

const nav = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: section }).click();

/** Files of this build the service worker has not cached yet (browser side). */
async function missingFromDevice(): Promise<string[]> {
  const list: string[] = await (await fetch('/asset-list.json')).json();
  const cache = await caches.open('tinta-shell-v1');
  const missing: string[] = [];
  for (const path of list) if (!(await cache.match(path))) missing.push(path);
  return missing;
}

const waiting = (page: Page) => page.getByText(/^Aguardando conexão · /);

/**
 * Opens Clientes once the whole app is kept on the device, goes offline and saves a new client
 * there: the dialogs opened afterwards (loaded on demand) come from the device, never opened online.
 */
async function saveClientOffline(page: Page, context: BrowserContext, client: string) {
  await openAgenda(page);
  await nav(page, 'Clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(missingFromDevice), { timeout: 15_000 }).toEqual([]);

  await context.setOffline(true);
  if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
  else await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  const clientForm = page.getByRole('dialog', { name: 'Novo Cliente' });
  await clientForm.getByLabel('Nome').fill(client);
  await clientForm.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(clientForm).toBeHidden();
}

test('saves made offline wait on the device through reloads and reach the server once when back online', {
  tag: '@phone',
}, async ({ page, context }) => {
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  const tag = Date.now().toString(36);
  const client = `Olga Offline ${tag}`;
  const day = fixedDay();
  await saveClientOffline(page, context, client);
  await expect(
    page.getByText('Sem conexão: salvo neste aparelho. Será enviado quando a conexão voltar.'),
  ).toBeVisible();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 1 alteração');

  await nav(page, 'Agenda');
  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill(client);
  await form.getByLabel('Título').fill('Rosa offline');
  await form.getByLabel('Horário').fill('15:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 2 alterações');

  // Two reloads without a connection: the app opens from the cache and the saves are still there.
  for (let i = 0; i < 2; i++) {
    await page.reload();
    await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
    await expect(waiting(page)).toHaveText('Aguardando conexão · 2 alterações');
    // The Agenda last seen opens from the device's copy.
    await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
  }
  await waiting(page).click();
  const list = page.getByRole('list', { name: 'Alterações aguardando envio' });
  await expect(list.getByRole('listitem')).toHaveText([
    `Novo cliente: ${client}`,
    /^Novo agendamento: Rosa offline · \d{2}\/\d{2}\/\d{4} às 15:00$/,
  ]);

  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  // The reload kept the Agenda open; it shows the replayed appointment without another reload.
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible({ timeout: 15_000 });
  await expect(dayCell(page, day)).toHaveAccessibleName(/, 1 agendamento$/);

  const headers = { origin: new URL(page.url()).origin };
  const clients = await (
    await page.request.get(`/api/clients?q=${encodeURIComponent(client)}`, { headers })
  ).json();
  expect(clients.items.map((c: { name: string }) => c.name)).toEqual([client]);
  const appointments = await (
    await page.request.get(`/api/appointments?from=${day}&to=${day}`, { headers })
  ).json();
  expect(
    appointments.map((a: { title: string; clientName: string; startTime: string }) => [
      a.title,
      a.clientName,
      splitSaoPaulo(new Date(a.startTime)),
    ]),
  ).toEqual([['Rosa offline', client, { day, time: '15:00' }]]);
  expect(clients.items[0].appointmentCount).toBe(1);
});

test('a client saved offline is offered when booking, shown pendente in the lists and the agenda, and reaches the server once', {
  tag: '@phone',
}, async ({ page, context }) => {
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  const tag = Date.now().toString(36);
  const client = `Fernanda Lima ${tag}`;
  const day = fixedDay();
  await saveClientOffline(page, context, client);

  // The toast saying where the save went is above the pills that appear with it, not under them.
  const toast = page.getByText('Sem conexão: salvo neste aparelho. Será enviado quando a conexão voltar.');
  await expect(toast).toBeVisible();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 1 alteração');
  const toastBox = (await toast.boundingBox())!;
  for (const pill of [waiting(page), page.getByText('Sem conexão', { exact: true })]) {
    const box = (await pill.boundingBox())!;
    const overlaps =
      box.x < toastBox.x + toastBox.width &&
      toastBox.x < box.x + box.width &&
      box.y < toastBox.y + toastBox.height &&
      toastBox.y < box.y + box.height;
    expect(overlaps, 'a pill covers the toast').toBe(false);
  }

  // In the list at once, marked as waiting — and still there after an offline reload.
  const row = page.getByRole('listitem').filter({ hasText: client });
  await expect(row.getByText('Pendente')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect(row.getByText('Pendente')).toBeVisible();

  // Booking her by the first name offers the client waiting on the device: picked, not typed again.
  await nav(page, 'Agenda');
  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Fernanda');
  const option = form.getByRole('option', { name: new RegExp(client) });
  await expect(option).toContainText('pendente');
  await option.click();
  await expect(form.getByText('Cliente cadastrado')).toBeVisible();
  await form.getByLabel('Título').fill('Fineline offline');
  await form.getByLabel('Horário').fill('16:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 2 alterações');
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Fineline offline' });
  await expect(item.getByText('Pendente')).toBeVisible();
  await page.keyboard.press('Escape');

  // A month never opened on this device: no error over an empty grid — what was saved here shows,
  // and the note says the rest is not known.
  const later = `${addMonths(monthOf(day), 3)}-15`;
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(page.getByRole('heading', { name: monthHeading(monthOf(later)) })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Sem conexão: estes dias' })).toHaveText(
    'Sem conexão: estes dias ainda não foram abertos neste aparelho. Aparece só o que você salvou aqui.',
  );
  await expect(page.getByText('Não foi possível carregar a agenda. Tente novamente.')).toHaveCount(0);
  await dayCell(page, later).click();
  const laterForm = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await laterForm.getByRole('combobox', { name: 'Cliente' }).fill('Fernanda');
  await laterForm.getByRole('option', { name: new RegExp(client) }).click();
  await laterForm.getByLabel('Título').fill('Retoque offline');
  await laterForm.getByLabel('Horário').fill('11:00');
  await laterForm.getByRole('button', { name: 'Salvar' }).click();
  await expect(laterForm).toBeHidden();
  await expect(dayCell(page, later)).toHaveAccessibleName(/, 1 agendamento$/);
  await dayCell(page, later).click();
  await expect(
    dayList(page, later).getByRole('listitem').filter({ hasText: 'Retoque offline' }).getByText('Pendente'),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(waiting(page)).toHaveText('Aguardando conexão · 3 alterações');

  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  const headers = { origin: new URL(page.url()).origin };
  const clients = await (await page.request.get('/api/clients?q=Fernanda', { headers })).json();
  expect(clients.items.map((c: { name: string }) => c.name)).toEqual([client]);
  const appointments = await (
    await page.request.get(`/api/appointments?from=${day}&to=${day}`, { headers })
  ).json();
  expect(appointments.map((a: { clientId: string; title: string }) => [a.title, a.clientId])).toEqual([
    ['Fineline offline', clients.items[0].id],
  ]);
  const laterOnes = await (
    await page.request.get(`/api/appointments?from=${later}&to=${later}`, { headers })
  ).json();
  expect(laterOnes.map((a: { clientId: string; title: string }) => [a.title, a.clientId])).toEqual([
    ['Retoque offline', clients.items[0].id],
  ]);
  // Sent: nothing is marked as waiting any more.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Mês anterior' }).click();
  await dayCell(page, day).click();
  await expect(
    dayList(page, day).getByRole('listitem').filter({ hasText: 'Fineline offline' }),
  ).toBeVisible();
  await expect(dayList(page, day).getByText('Pendente')).toHaveCount(0);
});

test('a session booked online for a client still waiting on the device goes behind that client, never before', async ({
  page,
  context,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  const client = `Helena Fila ${Date.now().toString(36)}`;
  const day = fixedDay();
  await saveClientOffline(page, context, client);
  // Back online, but the client's save cannot get through yet (a flaky network drops that request).
  await page.route('**/api/clients', (route) =>
    route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
  );
  await context.setOffline(false);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeHidden();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 1 alteração');

  await nav(page, 'Agenda');
  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Helena');
  await form.getByRole('option', { name: new RegExp(client) }).click();
  await form.getByLabel('Título').fill('Flor na fila');
  await form.getByLabel('Horário').fill('17:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  // Kept behind the client, not sent ahead of her (the server would not know her yet).
  await expect(waiting(page)).toHaveText('Aguardando conexão · 2 alterações');
  await expect(page.getByText('Cliente não encontrado')).toHaveCount(0);

  await page.unroute('**/api/clients');
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  const headers = { origin: new URL(page.url()).origin };
  const clients = await (await page.request.get('/api/clients?q=Helena', { headers })).json();
  expect(clients.items.map((c: { name: string }) => c.name)).toEqual([client]);
  const booked = await (
    await page.request.get(`/api/appointments?from=${day}&to=${day}`, { headers })
  ).json();
  expect(booked.map((a: { clientId: string; title: string }) => [a.title, a.clientId])).toEqual([
    ['Flor na fila', clients.items[0].id],
  ]);
});
