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
