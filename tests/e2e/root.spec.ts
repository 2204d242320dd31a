import { expect, test } from '@playwright/test';

test('the root page opens on the sign-in screen', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Tinta/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await expect(page.getByText('Sistema de Gestão').filter({ visible: true })).toBeVisible();
});
