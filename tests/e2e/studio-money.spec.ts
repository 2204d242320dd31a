import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { expectAccessible, isPhone, uniqueEmail, verifiedUser } from './helpers';

// The studio's money adds up (issue 26): the owner's consolidated Relatórios equal 'Divisão do
// Estúdio', 'Meus' is their own work, and an artist sees the studio's part and 'Sua parte'.

const origin = (page: Page) => new URL(page.url()).origin;
const card = (page: Page, name: string) =>
  page.getByRole('main').getByText(name, { exact: true }).first().locator('xpath=../..');
const splitOf = (page: Page) =>
  page.getByRole(isPhone(page) ? 'list' : 'table', { name: /Divisão do Estúdio/ });
const splitLine = (page: Page, text: string) =>
  splitOf(page)
    .getByRole(isPhone(page) ? 'listitem' : 'row')
    .filter({ hasText: text });
const scopeButton = (page: Page, name: 'Estúdio' | 'Meus') =>
  page.getByRole('group', { name: 'Números de' }).getByRole('button', { name, exact: true });

/** With MONEY_SHOTS=dir, a full-page screenshot per screen and width (for looking at the screens). */
async function shot(page: Page, name: string) {
  const dir = process.env.MONEY_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: origin(page) } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { id: string; token: string };
}

/** A session today, finished with `amountCents`. */
async function finished(page: Page, clientName: string, amountCents: number) {
  const { id } = await post(page, '/api/appointments', {
    clientName,
    title: 'Sessão',
    date: today(),
    time: '10:00',
  });
  await post(page, `/api/appointments/${id}/finalize`, { amountCents, method: 'pix' });
}

async function artistOf(page: Page, browser: Browser, name: string, initialPercentage: number) {
  const { token } = await post(page, '/api/team/invitations', {
    email: uniqueEmail('tatuador'),
    initialPercentage,
  });
  const context = await browser.newContext();
  const artist = await context.newPage();
  await artist.goto('/');
  const res = await artist.request.post(`/api/invitations/${token}/sign-up`, {
    data: { name, password: 'segredo123' },
    headers: { origin: origin(artist) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return artist;
}

test("the owner's consolidated Relatórios equal the split; 'Meus' is their own; the artist sees 'Sua parte'", {
  tag: '@phone',
}, async ({ page, browser }) => {
  await verifiedUser(page, { name: 'Rita Dona', plan: 'estudio', studio: 'Estúdio Soma' });
  const artist = await artistOf(page, browser, 'Caio Traço', 60);

  // Caio finishes a R$ 800,00 session (60 % his); Rita one of R$ 500,00 (all the studio's); rent R$ 100,00.
  await finished(artist, 'Cliente do Caio', 80_000);
  await finished(page, 'Cliente da Rita', 50_000);
  await post(page, '/api/expenses', {
    description: 'Aluguel',
    amountCents: 10_000,
    category: 'aluguel',
    paymentMethod: 'pix',
    date: today(),
  });

  await page.goto('/?section=reports');
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  await expect(scopeButton(page, 'Estúdio')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(card(page, 'Receita Mensal')).toContainText('R$ 1.300,00');
  await expect(card(page, 'Parte dos tatuadores')).toContainText('R$ 480,00');
  await expect(card(page, 'Parte do estúdio')).toContainText('R$ 820,00');
  // The studio's profit: its part minus its expenses (the owner's).
  await expect(card(page, 'Lucro Mensal')).toContainText('R$ 720,00');
  // … and the split on the same page says the same, line by line.
  await expect(splitLine(page, 'Caio Traço')).toContainText('R$ 800,00');
  await expect(splitLine(page, 'Caio Traço')).toContainText('R$ 480,00');
  await expect(splitLine(page, 'Caio Traço')).toContainText('R$ 320,00');
  const total = splitLine(page, 'Total');
  await expect(total).toContainText('R$ 1.300,00');
  await expect(total).toContainText('R$ 480,00');
  await expect(total).toContainText('R$ 820,00');
  await expectAccessible(page);
  await shot(page, 'owner-reports-estudio');

  // Live: Caio finishes another R$ 100,00 while Rita looks.
  await finished(artist, 'Outra Cliente', 10_000);
  await expect(card(page, 'Receita Mensal')).toContainText('R$ 1.400,00', { timeout: 15_000 });
  await expect(total).toContainText('R$ 1.400,00');

  await scopeButton(page, 'Meus').click();
  await expect(scopeButton(page, 'Meus')).toHaveAttribute('aria-pressed', 'true');
  await expect(card(page, 'Receita Mensal')).toContainText('R$ 500,00');
  await expect(card(page, 'Lucro Mensal')).toContainText('R$ 400,00');
  await expect(page.getByRole('main').getByText('Parte dos tatuadores', { exact: true })).toHaveCount(0);
  await shot(page, 'owner-reports-meus');

  await page.goto('/?section=dashboard');
  const received = page.getByRole('button', { name: /Recebido \(Mês\)/ });
  await expect(scopeButton(page, 'Estúdio')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(received).toContainText('R$ 1.400,00');
  await expectAccessible(page);
  await shot(page, 'owner-dashboard-estudio');
  await scopeButton(page, 'Meus').click();
  await expect(received).toContainText('R$ 500,00');

  // The artist: gross, the studio's part and his, profit and margin on his part; no switch.
  await artist.goto('/?section=reports');
  await expect(card(artist, 'Sua parte')).toContainText('R$ 540,00', { timeout: 15_000 });
  await expect(card(artist, 'Receita Mensal')).toContainText('R$ 900,00');
  await expect(card(artist, 'Parte do estúdio')).toContainText('R$ 360,00');
  await expect(card(artist, 'Lucro Mensal')).toContainText('R$ 540,00');
  await expect(card(artist, 'Margem de Lucro')).toContainText('100,0%');
  await expect(artist.getByRole('group', { name: 'Números de' })).toHaveCount(0);
  await expectAccessible(artist);
  await shot(artist, 'artist-reports');
  await artist.context().close();
});
