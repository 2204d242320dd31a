import { expect, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { seed } from './agenda-page';
import { verifiedUser } from './helpers';

// Issue 27: a returning user sees today's list before any network answer — from the copy the app
// keeps on the device (lib/persist-cache.ts), while every API request is held back.
test('today’s sessions show from the device’s copy while the server has not answered', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, {
    clientName: 'Olga Pires',
    title: 'Andorinha',
    date: today(),
    time: '23:00',
    agreedValueCents: 0,
  });
  await page.goto('/');
  const todayList = page.getByRole('region', { name: 'Agendamentos de Hoje' });
  await expect(todayList.getByText('Olga Pires')).toBeVisible({ timeout: 15_000 });
  // The copy is written shortly after the answers arrive.
  await page.waitForTimeout(1_000);

  let held = 0;
  await page.route(/\/api\//, async () => {
    held += 1;
    // Never answered in this test: what shows comes from the device.
    await new Promise(() => {});
  });
  await page.reload();
  await expect(todayList.getByText('Olga Pires')).toBeVisible();
  await expect(todayList.getByText('Andorinha')).toBeVisible();
  expect(held).toBeGreaterThan(0);
});
