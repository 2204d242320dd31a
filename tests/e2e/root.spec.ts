import { expect, test } from '@playwright/test';

test('the root page opens with the app name', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Tinta' })).toBeVisible();
  await expect(page).toHaveTitle(/Tinta/);
});
