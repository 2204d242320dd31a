import { expect, test } from '@playwright/test';
import { act } from './agenda-page';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

test('a session record with two inks: an expired lot is warned about, and the lot search finds the client', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Nara Fineline' });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/appointments', {
    data: {
      clientName: 'Joana Lima',
      title: 'Rosa no antebraço',
      date: '2026-11-20',
      time: '14:00',
      agreedValueCents: 60_000,
    },
    headers: { origin },
  });
  const { id } = await created.json();
  const ink = await page.request.post('/api/inks', {
    data: {
      product: 'Preto Tribal',
      manufacturer: 'Electric Ink',
      color: 'Preto',
      lot: 'AB-123',
      expiresOn: '2027-06-30',
      anvisaRegistration: '80012340001',
    },
    headers: { origin },
  });
  expect(ink.status()).toBe(201);

  await page.goto(`/?section=calendar&filter=appointment:${id}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Joana Lima' });
  await act(page, item, 'Ficha técnica');
  const dialog = page.getByRole('dialog', { name: 'Ficha técnica' });
  await dialog.getByLabel('Local do corpo').fill('Antebraço esquerdo');
  await dialog.getByRole('checkbox', { name: /Preto Tribal · Preto — lote AB-123/ }).check();

  // A second bottle, typed from its label: expired before the session's day.
  await dialog.getByRole('button', { name: 'Novo lote de tinta' }).click();
  const newLot = dialog.getByRole('group', { name: 'Novo lote de tinta' });
  await newLot.getByLabel('Produto').fill('Vermelho Fogo');
  await newLot.getByLabel('Fabricante').fill('Solid Ink');
  await newLot.getByLabel('Cor').fill('Vermelho');
  await newLot.getByLabel('Lote', { exact: true }).fill('VENC-01');
  await newLot.getByLabel('Validade').fill('01012025');
  await newLot.getByRole('button', { name: 'Adicionar lote' }).click();
  await expect(
    dialog.getByRole('checkbox', { name: /Vermelho Fogo · Vermelho — lote VENC-01/ }),
  ).toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Lote vencido: Vermelho Fogo · Vermelho — lote VENC-01 venceu em 01/01/2025.',
  );
  await dialog.getByLabel('Lote da agulha').fill('RL-0903');
  await dialog.getByLabel('Cuidados orientados').fill('Filme por 24 h');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvar ficha' }).click();
  await expect(page.getByText('Ficha técnica salva!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Opened again, it shows what was recorded.
  await act(page, item, 'Ficha técnica');
  await expect(dialog.getByLabel('Local do corpo')).toHaveValue('Antebraço esquerdo');
  await expect(dialog.getByRole('checkbox', { name: /lote AB-123/ })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: /lote VENC-01/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  // Estoque de tintas: who received lot venc-01?
  await page.goto('/');
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Estoque de tintas' })
    .click();
  const inventory = page.getByRole('dialog', { name: 'Estoque de tintas' });
  await inventory.getByLabel('Lote a procurar').fill('venc-01');
  const found = inventory.getByRole('list', { name: 'Clientes que receberam o lote' });
  await expect(found.getByRole('listitem')).toHaveCount(1);
  await expect(found).toContainText('Joana Lima');
  await expect(found).toContainText('20/11/2026');
  await expectAccessible(page);
});
