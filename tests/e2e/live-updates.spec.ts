import { expect, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { dayCell, dayList, fixedDay, openFinalize, seed } from './agenda-page';
import { verifiedUser } from './helpers';

// A proxy answering 502/503 while a server restarts makes a browser's EventSource give up for
// good; the screen must still follow changes made elsewhere, including one made during the outage.
test('live updates come back after the event stream is refused, replaying what was missed', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  let refused = 0;
  await page.route('**/api/events*', async (route) => {
    if (refused < 2) {
      refused++;
      return route.fulfill({ status: 503, body: 'Service Unavailable' });
    }
    return route.continue();
  });
  await page.goto('/?section=clients');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  await expect.poll(() => refused).toBe(2);

  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/clients', {
    data: { name: 'Chegou Pela Janela' },
    headers: { origin },
  });
  expect(created.ok()).toBeTruthy();
  await expect(page.getByText('Chegou Pela Janela')).toBeVisible({ timeout: 10_000 });
});

// Issue 24 item 14: the server's replay is whole (commit order), so a stream that drops after
// hearing an event comes back by replay alone — no refetch of every screen at each deploy — and an
// event the replay sends again is handled once.
test('a stream that drops after hearing an event comes back without refetching the screens', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const change = (id: number, table: string) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ table, op: 'update', id: 'x' })}\n\n`;
  let streams = 0;
  let showList!: () => void;
  const listShown = new Promise<void>((ok) => (showList = ok));
  let clientsFetchedSince = 0;
  let profileFetchedSince = 0;
  page.on('request', (req) => {
    if (req.method() !== 'GET' || streams < 2) return;
    const path = new URL(req.url()).pathname;
    if (path === '/api/clients') clientsFetchedSince++;
    if (path === '/api/me') profileFetchedSince++;
  });
  await page.route('**/api/events*', async (route) => {
    streams++;
    const sse = { status: 200, headers: { 'content-type': 'text/event-stream' } };
    // The first stream hears event 41 and then drops (its body ends): the browser reconnects, sending
    // Last-Event-ID 41 (the server's replay after it is covered by live-events.test.ts).
    if (streams === 1) {
      await listShown;
      return route.fulfill({ ...sse, body: `retry: 100\n\n${change(41, 'clients')}` });
    }
    // The replay sends 41 again (an overlapping transaction widened it), then 42 about the profile.
    return route.fulfill({
      ...sse,
      body: `retry: 600000\n\n${change(41, 'clients')}${change(42, 'profiles')}`,
    });
  });
  await page.goto('/?section=clients');
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
  showList();

  // Event 42 made the page reload the profile: everything before it on that stream was handled.
  await expect.poll(() => profileFetchedSince, { timeout: 10_000 }).toBeGreaterThan(0);
  expect(clientsFetchedSince).toBe(0);
});

// This tab's own saves refresh the screens they affect through the same registry the event stream
// feeds (lib/changes.ts) — with the stream down, nothing else would.
test('a save refreshes every screen it affects by itself, even with the event stream down: MEI and tasks', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await page.route('**/api/events*', (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
  const origin = new URL(page.url()).origin;
  const client = await page.request.post('/api/clients', {
    data: { name: 'Rita Prado' },
    headers: { origin },
  });
  const { id: clientId } = (await client.json()) as { id: string };
  const day = fixedDay();
  await seed(page, {
    clientName: 'Rita Prado',
    title: 'Fechamento',
    date: day,
    time: '10:00',
    agreedValueCents: 0,
  });
  const task = await page.request.post('/api/tasks', {
    data: { title: 'Comprar agulhas', clientId, date: day, priority: 'media' },
    headers: { origin },
  });
  expect(task.status()).toBe(201);
  const mei = await page.request.put('/api/mei', {
    data: { enabled: true, openedMonth: null, capCents: 8_100_000, dasReminder: false },
    headers: { origin },
  });
  expect(mei.ok()).toBeTruthy();

  await page.goto('/?section=reports');
  const card = page.getByRole('region', { name: `Limite do MEI em ${today().slice(0, 4)}` });
  await expect(card).toContainText('R$ 0,00 de R$ 81.000,00');
  const nav = (name: string) =>
    page
      .getByRole('navigation')
      .getByRole('button', { name, exact: true })
      .or(page.getByRole('navigation').getByRole('link', { name, exact: true }));
  await nav('Tarefas').first().click();
  await expect(page.getByText('Comprar agulhas')).toBeVisible();

  // Finalizar R$ 1.000,00 in the agenda: the MEI meter, already loaded, shows it on return.
  await nav('Agenda').first().click();
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Rita Prado' });
  const finalize = await openFinalize(page, item, day, '10:00');
  await finalize.getByLabel('Valor').fill('1.000,00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();
  await nav('Relatórios').first().click();
  await expect(card).toContainText('R$ 1.000,00 de R$ 81.000,00');

  // Renaming the client shows on her task card at once.
  await nav('Clientes').first().click();
  await page
    .getByRole('button', { name: /Editar/ })
    .first()
    .click();
  const edit = page.getByRole('dialog', { name: 'Editar Cliente' });
  await edit.getByLabel('Nome Completo').fill('Rita Prado Lima');
  await edit.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(edit).toBeHidden();
  await nav('Tarefas').first().click();
  await expect(page.getByText('Rita Prado Lima')).toBeVisible();
});
