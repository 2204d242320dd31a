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

/** Saves the dialog and waits for the server's answer, so the card shows what it stored. */
async function save(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'MEI' });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/mei') && r.request().method() === 'PUT');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(dialog).toBeHidden();
}

test("revenue from before the app: entered in the dialog, a line of its own on the card, in the total; and the band's text", {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await paidToday(page, 3_000_000);
  await page.goto('/?section=reports');
  await page.getByRole('button', { name: 'Sou MEI' }).click();
  const dialog = page.getByRole('dialog', { name: 'MEI' });
  const year = Number(today().slice(0, 4));
  const prior = dialog.getByLabel('Faturamento deste ano antes do Tinta');
  await expect(prior).toHaveValue('');
  await expect(prior).toHaveAccessibleDescription(
    `O que você recebeu em ${year} antes de registrar no Tinta. Conta só no limite de ${year}.`,
  );

  // Not money: refused beside the field, nothing saved.
  await prior.fill('cinquenta mil');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Informe o faturamento em reais, ou deixe em branco');
  await expect(prior).toHaveAttribute('aria-invalid', 'true');
  await expect(prior).toBeFocused();
  await expectAccessible(page);
  await prior.fill('50.000');
  await save(page);

  // R$ 30.000 of sessions + R$ 50.000 from before = R$ 80.000 of R$ 81.000: the 90 % band.
  const card = page.getByRole('region', { name: `Limite do MEI em ${year}` });
  await expect(card).toContainText('R$ 80.000,00 de R$ 81.000,00 · 98,8 %');
  const lines = card.getByRole('definition');
  await expect(card.getByRole('term')).toHaveText(['Sessões e sinais', 'Antes do Tinta']);
  await expect(lines).toHaveText(['R$ 30.000,00', 'R$ 50.000,00']);
  await expect(card.getByRole('alert')).toHaveText(
    `Atenção: você já faturou 90 % do limite do MEI deste ano. Se passar do limite, a empresa deixa de ser MEI em 1º de janeiro de ${year + 1}; se passar mais de 20 % acima dele, deixa de ser MEI desde 1º de janeiro de ${year}. Fale com seu contador antes de chegar ao limite.`,
  );
  await expectAccessible(page);

  // R$ 60.000 before the app: R$ 90.000, past the cap but within its 20 %.
  await card.getByRole('button', { name: 'Configurar MEI' }).click();
  await expect(prior).toHaveValue('50.000,00');
  await prior.fill('60000');
  await save(page);
  await expect(card).toContainText('R$ 90.000,00 de R$ 81.000,00 · 111,1 %');
  await expect(lines).toHaveText(['R$ 30.000,00', 'R$ 60.000,00']);
  await expect(card.getByRole('alert')).toHaveText(
    `Você passou do limite do MEI deste ano, mas está dentro da tolerância de 20 %. A empresa continua MEI até 31 de dezembro e passa a ser microempresa (ME) em 1º de janeiro de ${year + 1}. Sobre o excesso, paga um DAS complementar, gerado na declaração anual (DASN-SIMEI) de ${year}, entregue em ${year + 1}. Se passar mais de 20 % acima do limite, deixa de ser MEI desde 1º de janeiro de ${year}. Fale com seu contador.`,
  );

  // Blank again: the line goes, the total is the sessions'.
  await card.getByRole('button', { name: 'Configurar MEI' }).click();
  await prior.fill('');
  await save(page);
  await expect(card).toContainText('R$ 30.000,00 de R$ 81.000,00 · 37,0 %');
  await expect(card.getByRole('term')).toHaveCount(0);
  await expect(card.getByRole('alert')).toHaveCount(0);
});
