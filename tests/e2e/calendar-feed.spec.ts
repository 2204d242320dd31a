import { expect, test } from '@playwright/test';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

test('the calendar link: created, copied, opened as webcal, and replaced (the old one stops)', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await verifiedUser(page, { plan: 'basico' });
  const origin = new URL(page.url()).origin;
  await page.request.post('/api/appointments', {
    data: { clientName: 'Joana Lima', title: 'Rosa fineline', date: '2026-12-03', time: '14:00' },
    headers: { origin },
  });

  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Agenda no calendário' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Agenda no calendário' });
  await dialog.getByRole('button', { name: 'Criar link do calendário' }).click();
  const field = dialog.getByLabel('Link do calendário (secreto)');
  await expect(field).toHaveValue(new RegExp(`^${origin}/cal/[A-Za-z0-9_-]{43}\\.ics$`));
  const url = await field.inputValue();
  await expect(dialog.getByRole('link', { name: 'Abrir no calendário' })).toHaveAttribute(
    'href',
    url.replace(/^https?:/, 'webcal:'),
  );
  await dialog.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await expectAccessible(page);

  // What a calendar app gets from the link.
  const feed = await page.request.get(url);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('SUMMARY:Joana · Rosa fineline');

  await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
  await page
    .getByRole('alertdialog', { name: 'Gerar um novo link?' })
    .getByRole('button', { name: 'Gerar novo link' })
    .click();
  await expect(page.getByText('Novo link criado. O anterior parou de funcionar.')).toBeVisible();
  await expect(field).not.toHaveValue(url);
  expect((await page.request.get(url)).status()).toBe(404);
  expect((await page.request.get(await field.inputValue())).status()).toBe(200);
});
