import { expect, type Page, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

/** Revenue this year: a finished session paid today. */
async function paidToday(page: Page, cents: number) {
  const origin = new URL(page.url()).origin;
  const day = today();
  const created = await page.request.post('/api/appointments', {
    data: {
      clientName: 'Cliente do Ano',
      title: 'Fechamento',
      date: day,
      time: '00:00',
      agreedValueCents: cents,
    },
    headers: { origin },
  });
  const { id } = await created.json();
  const done = await page.request.post(`/api/appointments/${id}/finalize`, {
    data: { amountCents: cents, method: 'pix', date: day },
    headers: { origin },
  });
  expect(done.ok()).toBe(true);
}

test('the MEI meter: turned on from Relatórios, warns at 70 % and past the limit, hides amounts in privacy mode', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await paidToday(page, 6_000_000);
  await page.goto('/?section=reports');
  await page.getByRole('button', { name: 'Sou MEI' }).click();
  const dialog = page.getByRole('dialog', { name: 'MEI' });
  await expect(dialog.getByLabel('Limite anual (R$)')).toHaveValue('81.000,00');
  await expect(dialog.getByLabel('Aberto em')).toHaveValue('');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const year = today().slice(0, 4);
  const card = page.getByRole('region', { name: `Limite do MEI em ${year}` });
  await expect(card).toContainText('R$ 60.000,00 de R$ 81.000,00 · 74,1 %');
  await expect(card.getByRole('alert')).toHaveText(
    'Você já faturou 70 % do limite do MEI deste ano. Acompanhe o ritmo.',
  );
  await expectAccessible(page);

  // The cap is a setting (the law may change): lower it and the strong warning explains the band.
  await card.getByRole('button', { name: 'Configurar MEI' }).click();
  await dialog.getByLabel('Limite anual (R$)').fill('55000');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(card).toContainText('R$ 60.000,00 de R$ 55.000,00 · 109,1 %');
  await expect(card.getByRole('alert')).toContainText(
    'mas está dentro da tolerância de 20 %. A empresa continua MEI até 31 de dezembro e passa a ser microempresa (ME)',
  );

  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  await expect(card).not.toContainText(/R\$ ?\d/);
  await expect(card).not.toContainText('109,1 %');
  await page.getByRole('button', { name: 'Mostrar valores' }).click();

  // The same settings from Meu Perfil.
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'MEI', exact: true })
    .click();
  await expect(dialog.getByLabel('Limite anual (R$)')).toHaveValue('55.000,00');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
});
