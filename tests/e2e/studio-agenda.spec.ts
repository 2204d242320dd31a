import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { today } from '../../src/shared/time';
import { expectAccessible, isPhone, uniqueEmail, verifiedUser } from './helpers';

// Issue 26: the studio's day in one place. The owner sees every artist's sessions (a column each on
// a desk, artist chips on a phone), books on an artist's agenda, and the artist sees it arrive live.

const origin = () => ({ origin: new URL(test.info().project.use.baseURL ?? 'http://localhost').origin });

async function post(request: APIRequestContext, url: string, data: unknown) {
  const res = await request.post(url, { data, headers: origin() });
  expect(res.ok(), `${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

/** An artist joins the owner's studio the real way, in a browser of their own. */
async function joinedArtist(owner: Page, name: string) {
  const email = uniqueEmail('tatuador');
  const { token } = await post(owner.request, '/api/team/invitations', { email, initialPercentage: 60 });
  const context = await owner
    .context()
    .browser()!
    .newContext({ viewport: owner.viewportSize() ?? undefined });
  const page = await context.newPage();
  await post(page.request, `/api/invitations/${token}/sign-up`, { name, password: 'segredo123' });
  return { page, context };
}

const session = (clientName: string, time: string) => ({
  clientName,
  title: 'Sessão',
  date: today(),
  time,
  durationMinutes: 120,
  agreedValueCents: 50_000,
});

async function openDay(page: Page) {
  await page.goto('/?section=calendar');
  const day = page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name: 'Dia' });
  // A first visit in a fresh browser loads the app cold: generous on a busy machine.
  await expect(day).toBeVisible({ timeout: 30_000 });
  if ((await day.getAttribute('aria-pressed')) !== 'true') await day.click();
}

test(
  "studio agenda: the owner sees every artist's day, books for an artist, the artist sees it live",
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await verifiedUser(page, { name: 'Rita Dona', plan: 'estudio', studio: 'Estúdio Agulha' });
    const ana = await joinedArtist(page, 'Ana Traço');
    await post(ana.page.request, '/api/appointments', session('Cliente da Ana', '10:00'));
    await post(page.request, '/api/appointments', session('Cliente da Rita', '10:00'));

    await openDay(page);
    const grid = page.getByRole('main');
    const anaSession = grid.getByRole('button', { name: /Cliente da Ana, Sessão, .*Ana Traço/ });
    const ritaSession = grid.getByRole('button', { name: /Cliente da Rita, Sessão, .*Rita Dona/ });
    await expect(anaSession).toBeVisible({ timeout: 15_000 });
    await expect(ritaSession).toBeVisible();
    const chips = page.getByRole('group', { name: 'Tatuadores' });
    if (isPhone(page)) {
      // One column on a phone: the chips choose whose sessions it shows.
      await chips.getByRole('button', { name: 'Ana Traço' }).click();
      await expect(ritaSession).toHaveCount(0);
      await expect(anaSession).toBeVisible();
      await chips.getByRole('button', { name: 'Todos' }).click();
      await expect(ritaSession).toBeVisible();
    } else {
      // Side by side: a column per artist, the same hour on both.
      await expect(page.getByRole('list', { name: /, Ana Traço$/ })).toContainText('Cliente da Ana');
      await expect(page.getByRole('list', { name: /, Rita Dona$/ })).toContainText('Cliente da Rita');
      const [a, r] = [await anaSession.boundingBox(), await ritaSession.boundingBox()];
      expect(Math.abs(a!.y - r!.y)).toBeLessThan(2);
      expect(Math.abs(a!.x - r!.x)).toBeGreaterThan(100);
    }
    await page.screenshot({ path: testInfo.outputPath('studio-day.png'), fullPage: true });
    await expectAccessible(page);

    // Ana keeps her own agenda open; the owner books her 15:00 session.
    await openDay(ana.page);
    await expect(ana.page.getByRole('button', { name: /Cliente da Ana/ })).toBeVisible({ timeout: 15_000 });
    await expect(ana.page.getByRole('button', { name: /Cliente da Rita/ })).toHaveCount(0);
    await expect(ana.page.getByRole('group', { name: 'Tatuadores' })).toHaveCount(0);

    if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
    else await page.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
    await form.getByLabel('Tatuador').selectOption({ label: 'Ana Traço' });
    await form.getByRole('combobox', { name: 'Cliente' }).fill('Bruna Nova');
    await form.getByLabel('Título').fill('Flash de rosa');
    await form.getByLabel('Horário').fill('15:00');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Agendamento salvo!')).toBeVisible();
    await expect(grid.getByRole('button', { name: /Bruna Nova, Flash de rosa, .*Ana Traço/ })).toBeVisible();

    // Live on Ana's phone, no reload; and her bell says who booked it.
    await expect(ana.page.getByRole('button', { name: /Bruna Nova, Flash de rosa/ })).toBeVisible({
      timeout: 15_000,
    });
    await ana.context.close();
  },
);

test(
  'front desk: invited as Recepção, opens on the studio agenda without money screens, books for an artist',
  {
    tag: '@phone',
  },
  async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await verifiedUser(page, { name: 'Rita Dona', plan: 'estudio', studio: 'Estúdio Agulha' });
    const ana = await joinedArtist(page, 'Ana Traço');
    await ana.context.close();
    const email = uniqueEmail('recepcao');
    const { token } = await post(page.request, '/api/team/invitations', { email, role: 'recepcao' });
    const deskContext = await page
      .context()
      .browser()!
      .newContext({ viewport: page.viewportSize() ?? undefined });
    const desk = await deskContext.newPage();
    await post(desk.request, `/api/invitations/${token}/sign-up`, {
      name: 'Júlia Recepção',
      password: 'segredo123',
    });

    await desk.goto('/');
    await expect(desk.getByRole('group', { name: 'Tatuadores' })).toBeVisible({ timeout: 30_000 });
    await expect(desk).toHaveURL(/section=calendar/);
    const nav = desk.getByRole('navigation', { name: 'Seções' });
    await expect(nav.getByRole('button', { name: /Agenda/ })).toBeVisible();
    for (const hidden of [/Financeiro|Receitas/, /Relatórios|Gráficos/, /Despesas/, /Dashboard|Home/])
      await expect(nav.getByRole('button', { name: hidden })).toHaveCount(0);

    if (isPhone(desk)) await desk.getByRole('button', { name: 'Adicionar' }).click();
    else await desk.getByRole('button', { name: 'Novo Agendamento', exact: true }).click();
    const form = desk.getByRole('dialog', { name: 'Novo Agendamento' });
    await form.getByRole('combobox', { name: 'Cliente' }).fill('Caio Balcão');
    await form.getByLabel('Título').fill('Orçamento fechado');
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Escolha o tatuador' })).toBeVisible();
    await form.getByLabel('Tatuador').selectOption({ label: 'Ana Traço' });
    await form.getByRole('button', { name: 'Salvar' }).click();
    await expect(desk.getByText('Agendamento salvo!')).toBeVisible();
    await desk.screenshot({ path: testInfo.outputPath('front-desk.png'), fullPage: true });
    await expectAccessible(desk);
    await deskContext.close();
  },
);

test("studio clients: an artist books another artist's client found by name, without a second registration", {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(120_000);
  await verifiedUser(page, { name: 'Rita Dona', plan: 'estudio', studio: 'Estúdio Agulha' });
  const ana = await joinedArtist(page, 'Ana Traço');
  await post(ana.page.request, '/api/clients', { name: 'Caio Reis', phone: '(11) 96666-0003' });
  await ana.context.close();
  const bruno = await joinedArtist(page, 'Bruno Sombra');
  const b = bruno.page;

  await b.goto('/?section=calendar');
  if (isPhone(b)) await b.getByRole('button', { name: 'Adicionar' }).click({ timeout: 30_000 });
  else await b.getByRole('button', { name: 'Novo Agendamento', exact: true }).click({ timeout: 30_000 });
  const form = b.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Caio');
  const option = form.getByRole('option', { name: /Caio Reis/ });
  await expect(option).toContainText('do estúdio');
  // Names only: the other artist's client's phone is not shown.
  await expect(form.getByRole('listbox', { name: 'Clientes encontrados' })).not.toContainText('96666');
  await option.click();
  await expect(form.getByText('Cliente do estúdio: entra na sua lista ao salvar')).toBeVisible();
  await form.getByLabel('Título').fill('Retoque');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(b.getByText('Agendamento salvo!')).toBeVisible();

  await b.goto('/?section=clients');
  await expect(b.getByText('Caio Reis')).toHaveCount(1, { timeout: 30_000 });
  await expectAccessible(b);
  await bruno.context.close();

  // The owner's Clientes: the studio's people, Caio once, with both artists; his page, read-only.
  await page.goto('/?section=clients');
  const caio = page.getByRole('listitem').filter({ hasText: 'Caio Reis' });
  await expect(caio).toHaveCount(1, { timeout: 30_000 });
  await expect(caio).toContainText('Tatuadores: Ana Traço, Bruno Sombra');
  await expect(caio.getByRole('button', { name: 'Editar Caio Reis' })).toHaveCount(0);
  await caio.getByRole('button', { name: 'Caio Reis' }).click();
  const sessions = page.getByRole('list', { name: 'Sessões de Caio Reis' });
  await expect(sessions).toContainText('Retoque');
  await expect(sessions).toContainText('Bruno Sombra');
  await expect(page.getByRole('heading', { name: 'Anamnese' })).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('owner-client.png'), fullPage: true });
  await expectAccessible(page);
});
