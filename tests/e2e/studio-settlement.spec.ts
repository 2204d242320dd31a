import { mkdirSync } from 'node:fs';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { formatDayBR, today } from '../../src/shared/time';
import { expectAccessible, uniqueEmail, verifiedUser } from './helpers';

// Repasse (issue 26, decision 0017): the owner sees what the studio owes each artist and what each
// artist owes the studio for the month, marks it paid, and the artist sees it received — live.

const origin = (page: Page) => new URL(page.url()).origin;

/** Screenshots of the panel and the page, per width, into SETTLE_SHOTS (default /tmp/settle-shots). */
async function shot(page: Page, name: string) {
  const dir = process.env.SETTLE_SHOTS ?? '/tmp/settle-shots';
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width;
  await page.screenshot({ path: `${dir}/${name}-${width}-page.png`, fullPage: true });
  await panel(page).screenshot({ path: `${dir}/${name}-${width}.png` });
}

async function post(page: Page, path: string, data: unknown) {
  const res = await page.request.post(path, { data, headers: { origin: origin(page) } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBeTruthy();
  return (await res.json()) as { id: string; token: string };
}

/** A session today, finished with `amountCents` received by `receivedBy`. */
async function finished(page: Page, clientName: string, amountCents: number, receivedBy: string) {
  const { id } = await post(page, '/api/appointments', {
    clientName,
    title: 'Sessão',
    date: today(),
    time: '10:00',
  });
  await post(page, `/api/appointments/${id}/finalize`, { amountCents, method: 'pix', receivedBy });
}

async function artistOf(page: Page, browser: Browser, name: string, initialPercentage: number) {
  const { token } = await post(page, '/api/team/invitations', {
    email: uniqueEmail('tatuador'),
    initialPercentage,
  });
  const context = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const artist = await context.newPage();
  await artist.goto('/');
  const res = await artist.request.post(`/api/invitations/${token}/sign-up`, {
    data: { name, password: 'segredo123' },
    headers: { origin: origin(artist) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return artist;
}

const panel = (page: Page) => page.getByRole('region', { name: /^(Repasse|Meus repasses)$/ });
const artistCard = (page: Page, name: string) =>
  panel(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name }) });

test('a settlement marked paid by the owner; the artist sees it received', { tag: '@phone' }, async ({
  page,
  browser,
}) => {
  await verifiedUser(page, { name: 'Rita Dona', plan: 'estudio', studio: 'Estúdio Repasse' });
  const artist = await artistOf(page, browser, 'Caio Traço', 60);

  // R$ 800,00 in the studio's maquininha (R$ 480,00 of it his) and R$ 100,00 paid to him directly
  // (R$ 40,00 of it the studio's): the studio pays him R$ 440,00.
  await finished(artist, 'Cliente do Caio', 80_000, 'estudio');
  await finished(artist, 'Cliente Pix', 10_000, 'tatuador');

  // The artist keeps his Relatórios open: the settlement arrives live.
  await artist.goto('/?section=reports');
  const mine = artistCard(artist, 'Caio Traço');
  await expect(mine).toContainText('Em aberto', { timeout: 15_000 });
  await expect(panel(artist)).toHaveAccessibleName('Meus repasses');
  await expect(mine).toContainText('R$ 440,00');
  await expect(mine).toContainText('O estúdio paga a você');

  await page.goto('/?section=reports');
  await expect(page.getByRole('heading', { name: 'Relatórios', level: 1 })).toBeVisible();
  const line = artistCard(page, 'Caio Traço');
  await expect(line).toContainText('Em aberto', { timeout: 15_000 });
  await expect(line).toContainText('R$ 480,00');
  await expect(line).toContainText('R$ 40,00');
  await expect(line).toContainText('Estúdio paga ao tatuador');
  await expect(line).toContainText('R$ 440,00');
  await line.scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await shot(page, 'owner-open');

  await line.getByRole('button', { name: 'Marcar repasse de Caio Traço como pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Marcar repasse como pago' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('R$ 440,00');
  await dialog.getByLabel('Forma de Pagamento').selectOption('transferencia');
  await expectAccessible(page);
  await page.screenshot({
    path: `${process.env.SETTLE_SHOTS ?? '/tmp/settle-shots'}/owner-dialog-${page.viewportSize()?.width}.png`,
  });
  await dialog.getByRole('button', { name: 'Marcar como pago' }).click();
  await expect(page.getByText('Repasse marcado como pago!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(line).toContainText(`Pago em ${formatDayBR(today())}`);
  await expect(line.getByRole('button', { name: /Marcar repasse/ })).toHaveCount(0);
  await expect(panel(page).getByText('Últimos repasses')).toBeVisible();
  await expectAccessible(page);
  await shot(page, 'owner-paid');

  // The studio's side: an expense 'Repasse' of R$ 440,00.
  const expenses = await (await page.request.get('/api/expenses')).json();
  expect(expenses.items.filter((e: { category: string }) => e.category === 'repasse')).toMatchObject([
    { amountCents: 44_000, paymentMethod: 'transferencia' },
  ]);

  // The artist: paid, and listed among the settlements received — without reloading.
  await expect(mine).toContainText(`Pago em ${formatDayBR(today())}`, { timeout: 15_000 });
  await expect(panel(artist).getByText('Repasses recebidos')).toBeVisible();
  await expect(mine.getByRole('button', { name: /Marcar repasse/ })).toHaveCount(0);
  await mine.scrollIntoViewIfNeeded();
  await expectAccessible(artist);
  await shot(artist, 'artist-received');
  await artist.context().close();
});
