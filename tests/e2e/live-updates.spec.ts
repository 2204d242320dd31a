import { expect, test } from '@playwright/test';
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
