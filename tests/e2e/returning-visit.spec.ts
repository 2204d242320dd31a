import { expect, type Page, test } from '@playwright/test';
import { addDays, dayStartEpoch, today } from '../../src/shared/time';
import { seed } from './agenda-page';
import { signOut, verifiedUser } from './helpers';

/** A signed-in artist with one session today (Olga Pires, Andorinha), the dashboard drawn. */
async function dayWithOlga(page: Page) {
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
  return todayList;
}

// Issue 27: a returning user sees today's list before any network answer — from the copy the app
// keeps on the device (lib/persist-cache.ts), while every API request is held back.
test('today’s sessions show from the device’s copy while the server has not answered', async ({ page }) => {
  const todayList = await dayWithOlga(page);
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

// Before the app's own code has run: the day as it was last drawn on this device, painted by the
// few hundred bytes of src/web/boot-paint.ts (decision 0020) — the same São Paulo day only, and
// never after sign-out.
test('the day last drawn is on screen before the app’s code runs, and goes at sign-out and at midnight', async ({
  page,
}) => {
  const todayList = await dayWithOlga(page);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tinta:boot-paint')?.includes('Olga Pires')))
    .toBe(true);

  // The shell's code and every API answer held back: only the picture can show the day.
  const holdApp = async () => {
    await page.route(/\/assets\/signed-in-[\w-]+\.js$/, () => new Promise(() => {}));
    await page.route(/\/api\//, () => new Promise(() => {}));
  };
  const releaseApp = () => page.unrouteAll({ behavior: 'ignoreErrors' });
  const picture = page.locator('#boot-paint');
  await holdApp();
  await page.reload();
  await expect(picture.getByText('Olga Pires').first()).toBeVisible();
  await expect(picture.getByText('Andorinha').first()).toBeVisible();
  // A picture, not the app: hidden from assistive technology, and not the page's own list.
  await expect(picture).toHaveAttribute('aria-hidden', 'true');
  await expect(todayList).toHaveCount(0);

  // The app draws its own day and the picture goes.
  await releaseApp();
  await page.reload();
  await expect(todayList.getByText('Olga Pires')).toBeVisible({ timeout: 15_000 });
  // Gone in the same commit that drew the list (it would go by itself after 6 s: no waiting here).
  expect(await picture.count()).toBe(0);

  // Privacy mode changes what the picture would show: it is drawn again, never shown stale.
  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tinta:boot-paint'))).toBeNull();
  await page.getByRole('button', { name: 'Mostrar valores' }).click();
  await page.reload();
  await expect(todayList.getByText('Olga Pires')).toBeVisible({ timeout: 15_000 });
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('tinta:boot-paint')?.includes('Olga Pires')))
    .toBe(true);

  // Tomorrow in São Paulo, the picture of today is not shown.
  await page.clock.setFixedTime(new Date(dayStartEpoch(addDays(today(), 1)) + 60_000));
  await holdApp();
  await page.reload();
  await page.waitForTimeout(1_000);
  await expect(picture).toHaveCount(0);
  await expect(page.getByText('Olga Pires')).toHaveCount(0);

  // Signed out: nothing of this person is painted for the next one.
  await releaseApp();
  await page.clock.setFixedTime(new Date());
  await page.reload();
  await expect(todayList.getByText('Olga Pires')).toBeVisible({ timeout: 15_000 });
  await signOut(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tinta:boot-paint'))).toBeNull();
  await holdApp();
  await page.reload();
  await page.waitForTimeout(1_000);
  await expect(picture).toHaveCount(0);
  await expect(page.getByText('Olga Pires')).toHaveCount(0);
});
