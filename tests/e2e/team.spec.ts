import { type Browser, expect, type Page, test } from '@playwright/test';
import { addMonths, monthOf, today } from '../../src/shared/time';
import { longMonth } from '../../src/web/features/reports/format';
import { expectAccessible, isPhone, uniqueEmail, verifiedUser } from './helpers';

const origin = (page: Page) => new URL(page.url()).origin;
const linkField = (page: Page) => page.getByRole('textbox', { name: 'Link do convite' });
const invitationItem = (page: Page, email: string) =>
  page.getByRole('list', { name: 'Convites' }).getByRole('listitem').filter({ hasText: email });
const memberItem = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Membros' }).getByRole('listitem').filter({ hasText: name });
/**
 * 'Divisão do Estúdio — {mês}': a table from 640 px up; on a phone one card per member in a list
 * of the same name (five columns do not fit 390 px).
 */
const splitOf = (page: Page, name: string | RegExp = /Divisão do Estúdio/) =>
  page.getByRole(isPhone(page) ? 'list' : 'table', { name });
const splitLine = (page: Page, text: string) =>
  splitOf(page)
    .getByRole(isPhone(page) ? 'listitem' : 'row')
    .filter({ hasText: text });
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function openTeam(page: Page) {
  await page.goto('/?section=team');
  await expect(page.getByRole('heading', { name: 'Convidar tatuador' })).toBeVisible({ timeout: 15_000 });
}

async function invite(page: Page, email: string, percentage?: string) {
  await page.getByLabel('Email').fill(email);
  if (percentage !== undefined) await page.getByLabel('Percentual inicial (%)').fill(percentage);
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(linkField(page)).toHaveValue(new RegExp(`^${origin(page)}/convite/`));
  return (await linkField(page).inputValue()).split('/convite/')[1]!;
}

/** Signs up from the invitation in a fresh browser context, which that call signs in. */
async function acceptInNewContext(browser: Browser, token: string, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const res = await page.request.post(`/api/invitations/${token}/sign-up`, {
    data: { name, password: 'segredo123' },
    headers: { origin: origin(page) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return page;
}

test('the owner invites, sees the link, resends and cancels an invitation', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio X' });
  await openTeam(page);
  await expect(page.getByText('Nenhum convite enviado')).toBeVisible();
  await expect(memberItem(page, 'Tatuadora Teste')).toContainText('Admin Master');
  await expect(memberItem(page, 'Tatuadora Teste').getByRole('button', { name: 'Remover' })).toHaveCount(0);

  await page.getByLabel('Email').fill('nao-e-email');
  await page.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByRole('alert')).toHaveText('Email inválido');

  const email = uniqueEmail('convite');
  const token = await invite(page, email);
  await expect(page.getByText(/Enviamos o link por e-mail/)).toBeVisible();
  const whatsapp = page.getByRole('link', { name: 'Enviar pelo WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=.*Est%C3%BAdio%20X/);
  await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(`/convite/${token}`)));

  const item = invitationItem(page, email);
  await expect(item).toContainText('Pendente');
  await expect(item).toContainText('50%');
  await expect(item).toContainText('Expira em');

  // The link shows only in the panel after create/resend (the server keeps just its hash).
  await expect(item.getByRole('button', { name: 'Copiar link' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin(page)}/convite/${token}`);

  await item.getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByRole('heading', { name: 'Convite reenviado!' })).toBeVisible();
  await expect(linkField(page)).not.toHaveValue(new RegExp(token));
  await expect(linkField(page)).toHaveValue(new RegExp(`^${origin(page)}/convite/`));
  await expect(item).toContainText('Pendente');

  // Two notices stack above a phone's tab bar, over the list's last buttons: closed the way a person
  // would before tapping what is under them (a mouse resting on a toast keeps it open).
  // A notice may also leave on its own between the look and the tap: then there is nothing to close.
  for (const close of await page.getByRole('button', { name: 'Fechar aviso' }).all()) {
    if (await close.isVisible()) await close.click({ timeout: 2_000 }).catch(() => {});
  }
  await item.getByRole('button', { name: 'Cancelar convite' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja cancelar este convite?' });
  await confirm.getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toContainText('Cancelado');
  // Only a pending invitation still expires.
  await expect(item).not.toContainText('Expira em');
  await expect(item.getByRole('button', { name: 'Cancelar convite' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Reenviar' })).toBeVisible();

  await expectAccessible(page);
});

/** Invites through the API (the form is exercised above) and returns the token. */
async function inviteThroughApi(page: Page, initialPercentage = 50, email = uniqueEmail('artista')) {
  const res = await page.request.post('/api/team/invitations', {
    data: { email, initialPercentage },
    headers: { origin: origin(page) },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

test('an accepted invitation adds a Tatuador whose percentage the owner changes, until removed', async ({
  page,
  browser,
}) => {
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio X' });
  await openTeam(page);
  const email = uniqueEmail('artista');
  const token = await invite(page, email);

  const artist = await acceptInNewContext(browser, token, 'Rafa Artista');
  // The artist belongs to the studio but cannot manage it.
  await artist.goto('/?section=team');
  await expect(artist.getByText('Você não tem permissão para acessar esta página.')).toBeVisible({
    timeout: 15_000,
  });
  await artist.context().close();

  // The server announces a profile change only to that profile's owner, so the studio owner
  // reloads to see the new member (a user would do the same).
  await page.bringToFront();
  await page.reload();
  const member = memberItem(page, 'Rafa Artista');
  await expect(member).toContainText('Tatuador', { timeout: 15_000 });
  await expect(member).toContainText('50%');
  const accepted = invitationItem(page, email);
  await expect(accepted).toContainText('Aceito em');
  await expect(accepted).not.toContainText('Expira em');

  await member.getByRole('button', { name: 'Alterar percentual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alterar percentual' });
  await dialog.getByLabel('Percentual (%)').fill('140');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O percentual deve estar entre 0 e 100');
  await dialog.getByLabel('Percentual (%)').fill('40');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(member).toContainText('40%');
  await expectAccessible(page);

  await member.getByRole('button', { name: 'Remover' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja remover este tatuador do estúdio?' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(confirm).toBeHidden();
  await expect(member).toHaveCount(0);
  await expect(memberItem(page, 'Tatuadora Teste')).toBeVisible();
});

test("Relatórios splits each artist's month by their percentage; the artist sees only their line", {
  tag: '@phone',
}, async ({ page, browser }) => {
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio X' });
  const artist = await acceptInNewContext(browser, await inviteThroughApi(page), 'Rafa Artista');
  const members = (await (await page.request.get('/api/team/members')).json()) as Array<{
    id: string;
    name: string;
  }>;
  const rafaId = members.find((m) => m.name === 'Rafa Artista')!.id;
  const changed = await page.request.put(`/api/team/members/${rafaId}/percentage`, {
    data: { percentage: 40 },
    headers: { origin: origin(page) },
  });
  expect(changed.ok()).toBeTruthy();

  // The artist finishes a R$ 200 tattoo: 40% is theirs, the rest the studio's.
  const appointment = await artist.request.post('/api/appointments', {
    data: { clientName: 'Cliente do Rafa', title: 'Rosa', date: today(), time: '10:00' },
    headers: { origin: origin(artist) },
  });
  expect(appointment.ok()).toBeTruthy();
  const { id } = (await appointment.json()) as { id: string };
  const finalized = await artist.request.post(`/api/appointments/${id}/finalize`, {
    data: { amountCents: 20_000, method: 'pix' },
    headers: { origin: origin(artist) },
  });
  expect(finalized.ok()).toBeTruthy();

  await artist.goto('/?section=reports');
  await expect(splitLine(artist, 'Rafa Artista')).toContainText('R$ 80,00', { timeout: 15_000 });
  await expect(splitOf(artist).getByText('Tatuadora Teste')).toHaveCount(0);

  await page.bringToFront();
  await page.goto('/?section=reports');
  const split = splitOf(page);
  await expect(split).toBeVisible({ timeout: 15_000 });
  // One layout at a time: the other is display:none, out of the accessibility tree.
  await expect(page.getByRole(isPhone(page) ? 'table' : 'list', { name: /Divisão do Estúdio/ })).toHaveCount(
    0,
  );
  const rafa = splitLine(page, 'Rafa Artista');
  await expect(rafa).toContainText('40%');
  await expect(rafa).toContainText('R$ 200,00');
  await expect(rafa).toContainText('R$ 80,00');
  await expect(rafa).toContainText('R$ 120,00');
  await expect(splitLine(page, 'Tatuadora Teste')).toContainText('Dono');
  await expect(splitLine(page, 'Total')).toContainText('R$ 200,00');

  // Month picker: the previous month has nothing yet.
  const thisMonth = monthOf(today());
  await expect(page.getByText(longMonth(thisMonth), { exact: true }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(splitOf(page, `Divisão do Estúdio — ${longMonth(addMonths(thisMonth, -1))}`)).toBeVisible();
  await expect(rafa).toContainText('R$ 0,00');
  await page.getByRole('button', { name: 'Próximo mês' }).click();
  await expect(splitOf(page, `Divisão do Estúdio — ${longMonth(thisMonth)}`)).toBeVisible();
  await expect(rafa).toContainText('R$ 200,00');

  // The artist finishes another R$ 100 tattoo while the owner looks: the split follows live.
  const second = await artist.request.post('/api/appointments', {
    data: { clientName: 'Outra Cliente', title: 'Flash', date: today(), time: '15:00' },
    headers: { origin: origin(artist) },
  });
  const finalizedAgain = await artist.request.post(
    `/api/appointments/${((await second.json()) as { id: string }).id}/finalize`,
    { data: { amountCents: 10_000, method: 'dinheiro' }, headers: { origin: origin(artist) } },
  );
  expect(finalizedAgain.ok()).toBeTruthy();
  await expect(rafa).toContainText('R$ 300,00');
  await expect(rafa).toContainText('R$ 120,00');
  await expect(rafa).toContainText('R$ 180,00');
  await artist.context().close();
});

/** A unique address long enough to overflow a 390 px phone if anything let it. */
const longEmail = (tag: string) =>
  `${tag}.com.email.bem.longo.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@exemplo-de-dominio.test`;

test('long e-mails and names wrap: Equipe never gets wider than the screen and every control stays on it', {
  tag: '@phone',
}, async ({ page, browser }) => {
  await verifiedUser(page, {
    plan: 'estudio',
    studio: 'Estúdio Tinta Negra Tatuagens Artísticas',
    name: 'Marina Albuquerque de Souza Figueiredo',
  });
  const pending = 'outra.artista.com.email.bem.longo@exemplo-de-dominio.test';
  await inviteThroughApi(page, 50, pending);
  const artistName = 'Rafaela Cristina Montenegro Vasconcelos de Albuquerque';
  const token = await inviteThroughApi(page, 40, longEmail('rafaela.cristina.montenegro'));
  await (await acceptInNewContext(browser, token, artistName)).context().close();

  await openTeam(page);
  const width = page.viewportSize()!.width;
  const invitation = invitationItem(page, pending);
  const member = memberItem(page, artistName);
  await expect(invitation).toContainText('Expira em');
  await expect(member).toContainText('Tatuador');
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);

  for (const control of [
    member.getByRole('button', { name: 'Remover' }),
    invitation.getByRole('button', { name: 'Cancelar convite' }),
    invitation.getByRole('button', { name: 'Reenviar' }),
    invitation.getByText('Expira em'),
  ]) {
    await control.scrollIntoViewIfNeeded();
    await expect(control).toBeInViewport({ ratio: 1 });
  }
  if (isPhone(page)) await expect(page.getByRole('navigation', { name: 'Seções' })).toBeInViewport();

  await invitation.getByRole('button', { name: 'Cancelar convite' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Deseja cancelar este convite?' });
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await confirm.getByRole('button', { name: 'Cancelar convite' }).click();
  await expect(invitation).toContainText('Cancelado');
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
});

test("'Reenviar' far down the list brings the new link into view and gives it focus", async ({ page }) => {
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio X' });
  for (let i = 0; i < 5; i++) await inviteThroughApi(page);
  const listed = (await (await page.request.get('/api/team/invitations')).json()) as Array<{ email: string }>;
  await openTeam(page);
  // Newest first: the oldest is at the bottom, far below the link panel's place on a phone.
  const oldest = invitationItem(page, listed.at(-1)!.email);
  await oldest.getByRole('button', { name: 'Reenviar' }).click();
  const panel = page.getByRole('region', { name: 'Convite reenviado!' });
  await expect(panel).toBeFocused();
  await expect(panel.getByRole('heading', { name: 'Convite reenviado!' })).toBeInViewport();
  await expect(panel.getByRole('textbox', { name: 'Link do convite' })).toBeInViewport();
});

test('Divisão do Estúdio shows every figure on screen, at phone width too, with realistic amounts', {
  tag: '@phone',
}, async ({ page, browser }) => {
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio Tinta Negra Tatuagens Artísticas' });
  const name = 'Rafaela Cristina Montenegro Vasconcelos';
  const artist = await acceptInNewContext(browser, await inviteThroughApi(page, 40), name);
  const appointment = await artist.request.post('/api/appointments', {
    data: { clientName: 'Cliente Fiel', title: 'Fechamento de costas', date: today(), time: '10:00' },
    headers: { origin: origin(artist) },
  });
  const { id } = (await appointment.json()) as { id: string };
  const finalized = await artist.request.post(`/api/appointments/${id}/finalize`, {
    data: { amountCents: 1_234_567, method: 'pix' },
    headers: { origin: origin(artist) },
  });
  expect(finalized.ok()).toBeTruthy();
  await artist.context().close();

  await page.goto('/?section=reports');
  const line = splitLine(page, name);
  // 40% of R$ 12.345,67 is the artist's; the studio keeps the rest.
  await expect(line).toContainText('R$ 12.345,67', { timeout: 15_000 });
  await expect(line).toContainText('R$ 4.938,27');
  await expect(line).toContainText('R$ 7.407,40');
  await expect(splitLine(page, 'Total')).toContainText('R$ 7.407,40');

  const width = page.viewportSize()!.width;
  expect(await pageWidth(page)).toBeLessThanOrEqual(width);
  // Not merely inside the page: nothing hides behind a sideways scroll of its own either.
  for (const figure of await splitOf(page).getByText(/^R\$/).all()) {
    await figure.scrollIntoViewIfNeeded();
    const box = (await figure.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  if (isPhone(page)) {
    await expect(line.getByText('Parte do estúdio')).toBeVisible();
    await expect(line).toContainText('Tatuador · 40%');
  }
});
