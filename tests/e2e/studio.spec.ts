import { expect, test } from '@playwright/test';
import { isPhone, uniqueEmail, verifiedUser } from './helpers';

test('studio: owner invites → the invitee signs up from the link (e-mail locked) → artist without Equipe → owner sees Tatuador 50% → removes them', {
  tag: '@phone',
}, async ({ page, browser }) => {
  test.setTimeout(90_000);
  // The owner creates the studio through the plan screen.
  await verifiedUser(page, { name: 'Dona do Estúdio' });
  await page.getByRole('button', { name: 'Escolher Plano Estúdio' }).click();
  await page.getByLabel('Nome do estúdio').fill('Estúdio Agulha de Ouro');
  await page.getByRole('button', { name: 'Criar estúdio' }).click();
  // The studio exists once the shell shows; navigating earlier could abort the plan request.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });

  await page.goto('/?section=team');
  await expect(page.getByRole('heading', { name: 'Convidar tatuador' })).toBeVisible({ timeout: 15_000 });
  const email = uniqueEmail('tatuador');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  const link = await page.getByRole('textbox', { name: 'Link do convite' }).inputValue();
  expect(link).toMatch(/\/convite\/[0-9a-z]+$/);

  // A second browser (the invitee's phone) opens the link.
  const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const guest = await guestContext.newPage();
  await guest.goto(link);
  await expect(guest.getByText('Estúdio Agulha de Ouro')).toBeVisible({ timeout: 15_000 });
  const emailField = guest.getByLabel('Email');
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute('readonly', '');
  await guest.getByLabel('Nome completo').fill('Rafa Traço');
  await guest.getByLabel('Senha', { exact: true }).fill('segredo123');
  await guest.getByLabel('Confirmar senha').fill('segredo123');
  await guest.getByRole('button', { name: 'Criar conta e entrar' }).click();
  // The success state names the studio before the app opens.
  await expect(guest.getByRole('heading', { name: 'Boas-vindas ao estúdio!' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(guest.getByText('Estúdio Agulha de Ouro')).toBeVisible();
  await guest.getByRole('button', { name: 'Começar' }).click();
  await expect(guest.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible({ timeout: 15_000 });
  if (!isPhone(guest)) {
    const nav = guest.getByRole('navigation', { name: 'Seções' });
    await expect(nav.getByRole('button', { name: 'Agenda' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Equipe' })).toHaveCount(0);
  }
  await guest.goto('/?section=team');
  await expect(guest.getByText('Você não tem permissão para acessar esta página.')).toBeVisible();
  await guestContext.close();

  // The owner's Equipe shows the new artist live, at the default 50%.
  await page.bringToFront();
  const member = page
    .getByRole('list', { name: 'Membros' })
    .getByRole('listitem')
    .filter({ hasText: 'Rafa Traço' });
  await expect(member).toContainText('Tatuador', { timeout: 10_000 });
  await expect(member).toContainText('50%');
  await member.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja remover este tatuador do estúdio?' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(member).toHaveCount(0);
});
