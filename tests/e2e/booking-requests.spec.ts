import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { hasError, parsePix } from 'pix-utils';
import { PNG } from 'pngjs';
import { openFinalize } from './agenda-page';
import { openBookingPage } from './booking-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

/** Lia's page: a bio, and 2 h or 4 h sessions. */
const LIA_PAGE = { bio: 'Fineline e botânicos. Estúdio na Vila Madalena.', sessionLengths: [120, 240] };

/** A small real PNG (the server reads the bytes, not the name). */
function referencePng(): Buffer {
  const png = new PNG({ width: 8, height: 8 });
  png.data.fill(200);
  return PNG.sync.write(png);
}

test('a client asks on the page, the artist accepts with a R$ 200,00 deposit, the client pays by Pix, the deposit is marked and Finalizar asks for the rest', async ({
  page,
  browser,
}) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Lia Botânica' });
  const slug = `lia-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, LIA_PAGE);

  // The artist keeps Pedidos open, empty for now.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Pedidos de agendamento' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Pedidos' }).click();
  }
  await expect(page.getByText('Nenhum pedido esperando resposta.')).toBeVisible();

  // Signed out, in another browser: the client's phone.
  const client = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  const phone = await client.newPage();
  await phone.goto(`/agendar/${slug}`);
  await expect(phone.getByRole('heading', { name: 'Lia Botânica', level: 1 })).toBeVisible();
  await expect(phone.getByText('Fineline e botânicos.')).toBeVisible();
  await expectAccessible(phone);

  // The first free hour offered.
  const firstSlot = phone
    .getByRole('region', { name: 'Escolha seus horários' })
    .getByRole('button', { name: / às \d\d:\d\d$/ })
    .first();
  const slotName = (await firstSlot.getAttribute('aria-label'))!;
  await firstSlot.click();
  await expect(firstSlot).toHaveAttribute('aria-pressed', 'true');
  await phone.getByLabel('Seu nome').fill('Marina Sol');
  await phone.getByLabel('WhatsApp (com DDD)').fill('(11) 97777-1234');
  await phone.getByLabel('Instagram (opcional)').fill('@marina.sol');
  await phone.getByLabel('Sua ideia').fill('Um ramo de lavanda em traço fino');
  await phone.getByLabel('Local do corpo').fill('Antebraço');
  await phone.getByLabel('Tamanho aproximado').fill('12 cm');
  await phone
    .locator('#campo-images')
    .setInputFiles({ name: 'lavanda.png', mimeType: 'image/png', buffer: referencePng() });
  await expect(phone.getByRole('img', { name: 'Referência 1' })).toBeVisible();
  // Without the consent it is not sent.
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByText('Para enviar, autorize o contato pelo WhatsApp')).toBeVisible();
  await phone.getByRole('checkbox').check();
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByRole('heading', { name: 'Obrigado, Marina!' })).toBeVisible();
  await expect(phone).toHaveURL(new RegExp(`/agendar/${slug}/pedido/[A-Za-z0-9_-]{43}$`));
  const statusUrl = phone.url();
  await expectAccessible(phone);

  // The artist's inbox, open since before the request was sent, shows it live.
  const card = page.getByRole('listitem').filter({ hasText: 'Marina Sol' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('Um ramo de lavanda em traço fino')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Referência 1 de Marina Sol' })).toBeVisible();
  const imageLoaded = await card
    .getByRole('img', { name: 'Referência 1 de Marina Sol' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 8);
  expect(imageLoaded).toBe(true);
  await expectAccessible(page);

  await card.getByRole('button', { name: 'Aceitar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aceitar pedido' });
  // The time the client chose comes first and is already picked.
  const [, dayMonth, hour] = slotName.match(/(\d\d\/\d\d) às (\d\d:\d\d)/)!;
  await expect(dialog.getByRole('radio').first()).toBeChecked();
  await expect(dialog.getByRole('radio').first()).toHaveAccessibleName(
    new RegExp(`^${dayMonth}/\\d{4} às ${hour}`),
  );
  await dialog.getByLabel('Valor da sessão').fill('800');
  await dialog.getByLabel('Sinal por Pix').fill('200');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Aceitar pedido' }).click();
  await expect(dialog.getByText('Pedido aceito! A sessão está na agenda.')).toBeVisible();
  const wa = new URL(
    (await dialog.getByRole('link', { name: 'Avisar pelo WhatsApp' }).getAttribute('href'))!,
  );
  expect(wa.origin + wa.pathname).toBe('https://wa.me/5511977771234');
  expect(wa.searchParams.get('text')).toContain('pague o sinal de R$ 200,00 por Pix');
  expect(wa.searchParams.get('text')).toContain(statusUrl);
  // The text is shown before the button (issue 29).
  await expect(dialog.getByLabel('Mensagem para o cliente')).toHaveText(wa.searchParams.get('text')!, {
    useInnerText: true,
  });
  await dialog.getByRole('button', { name: 'Concluir' }).click();
  await expect(dialog).toBeHidden();

  // The client's status page: the QR and the copia e cola, for R$ 200,00 to Lia's key.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Falta o sinal para confirmar' })).toBeVisible();
  await expect(phone.getByText('R$ 200,00')).toBeVisible();
  const code = await phone.getByLabel('Pix copia e cola').inputValue();
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(pix.message);
  expect(pix).toMatchObject({
    pixKey: 'lia@exemplo.com.br',
    transactionAmount: 200,
    merchantName: 'Lia Botanica',
  });
  // The QR image says the same code (decoded from its pixels by jsQR).
  const qr = phone.getByRole('img', { name: 'QR Code Pix de R$ 200,00' });
  const shot = PNG.sync.read(await qr.screenshot());
  expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(code);
  await expectAccessible(phone);

  // The artist marks the deposit received (Aceitos).
  await page.getByRole('tab', { name: 'Aceitos' }).click();
  const accepted = page.getByRole('listitem').filter({ hasText: 'Marina Sol' });
  await expect(accepted.getByText('Aguardando sinal')).toBeVisible();
  // The accept sheet's message stays on the card while the deposit is awaited (issue 29).
  const acceptedMessage = accepted.getByRole('region', { name: 'Mensagem do aceite para Marina Sol' });
  await expect(acceptedMessage).toContainText('pague o sinal de R$ 200,00 por Pix');
  await expect(acceptedMessage).toContainText(statusUrl);
  await accepted.screenshot({ path: test.info().outputPath('mensagem-do-aceite.png') });
  // 'Ver Pix': the same code, to show at the counter or forward.
  await accepted.getByRole('button', { name: 'Ver Pix' }).click();
  const pixDialog = page.getByRole('dialog', { name: 'Pix do sinal' });
  await expect(pixDialog.getByLabel('Pix copia e cola')).toHaveValue(code);
  await expect(pixDialog.getByRole('img', { name: 'QR Code Pix do sinal' })).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(pixDialog).toBeHidden();
  await accepted.getByRole('button', { name: 'Marcar sinal recebido' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Marcar sinal recebido' }).click();
  await expect(page.getByText('Sinal registrado!')).toBeVisible();
  await expect(accepted.getByText('Confirmado')).toBeVisible();
  await expect(acceptedMessage).toBeHidden();
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Sessão confirmada!' })).toBeVisible();

  // Financeiro shows the deposit; the dashboard counts it.
  const nav = (section: string) =>
    page
      .getByRole('navigation', { name: 'Seções' })
      .getByRole('button', { name: section, exact: true })
      .click();
  await nav(isPhone(page) ? 'Receitas' : 'Financeiro');
  const row = page
    .getByRole('list', { name: 'Pagamentos' })
    .getByRole('listitem')
    .filter({ hasText: 'Marina Sol' });
  await expect(row).toContainText('Sinal');
  await expect(row).toContainText('R$ 200,00');
  await nav(isPhone(page) ? 'Home' : 'Dashboard');
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 200,00');

  // Finalizar asks only for the rest: R$ 600,00 of the R$ 800,00 agreed.
  const list = await (await page.request.get('/api/booking/requests?box=aceitos')).json();
  const { appointmentId, deposit } = list.items[0];
  await page.goto(`/?section=calendar&filter=appointment:${appointmentId}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Marina Sol' });
  const start: string = deposit.startTime;
  const finalize = await openFinalize(page, item, start.slice(0, 10), start.slice(11, 16));
  await expect(finalize).toContainText('Sinal recebido: R$ 200,00');
  await expect(finalize.getByLabel('Valor restante')).toHaveValue('600,00');
  // Shown at once (optimistic); the server's answer is awaited before the next step, which on a busy
  // machine could otherwise leave the page (aborting the save) or act on the row before it is saved.
  const saved = page.waitForResponse((r) => r.url().endsWith('/finalize') && r.request().method() === 'POST');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(finalize).toBeHidden();
  await expect(item).toContainText('R$ 800,00');
  await page.goto('/?section=dashboard');
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 800,00');
  await client.close();
});

test('the booking page downloads at most 60 KB of JavaScript on a first visit', async ({ page, browser }) => {
  await verifiedUser(page, { plan: 'basico', name: 'Rui Pontilhismo' });
  const slug = `rui-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, LIA_PAGE);
  const client = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const visitor = await client.newPage();
  const cdp = await client.newCDPSession(visitor);
  await cdp.send('Network.enable');
  const bytes = new Map<string, number>();
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => bytes.set(e.requestId, e.encodedDataLength));
  await visitor.goto(`/agendar/${slug}`, { waitUntil: 'networkidle' });
  await expect(visitor.getByRole('heading', { name: 'Rui Pontilhismo' })).toBeVisible();
  const total = [...scripts].reduce((sum, id) => sum + (bytes.get(id) ?? 0), 0);
  test.info().annotations.push({
    type: 'booking page JS on the wire',
    description: `${(total / 1024).toFixed(1)} KB`,
  });
  expect(scripts.size).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(60 * 1024);
  // An unknown address says so, in Portuguese.
  await visitor.goto('/agendar/ninguem-aqui-123');
  await expect(visitor.getByRole('heading', { name: 'Página de agendamento não encontrada' })).toBeVisible();
  await client.close();
});

test('propose another time and decline: each answer offers its WhatsApp message and the client sees it', async ({
  page,
  browser,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Tom Blackwork' });
  const slug = `tom-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, LIA_PAGE);
  const origin = new URL(page.url()).origin;
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=120`)).json();
  const ask = async (name: string, phone: string) => {
    const res = await page.request.post(`/api/public/booking/${slug}/requests`, {
      headers: { origin },
      multipart: {
        data: JSON.stringify({
          name,
          phone,
          idea: 'Lettering no antebraço',
          placement: 'Antebraço',
          size: '8 cm',
          length: 120,
          slots: [slots.slots[0]],
          consent: true,
        }),
      },
    });
    expect(res.status()).toBe(201);
    return `/agendar/${slug}/pedido/${(await res.json()).token}`;
  };
  const proposedUrl = await ask('Paula Ramos', '(21) 98888-7777');
  await ask('Renato Dias', '(31) 97777-6666');

  await page.goto('/?section=requests');
  const paula = page.getByRole('listitem').filter({ hasText: 'Paula Ramos' });
  await paula.getByRole('button', { name: 'Propor horário' }).click();
  const propose = page.getByRole('dialog', { name: 'Propor outro horário' });
  await propose.getByLabel('Data').fill('15/12/2026');
  await propose.getByLabel('Hora').fill('1430');
  await propose.getByLabel('Mensagem (opcional)').fill('Nessa semana estou viajando.');
  await expectAccessible(page);
  await propose.getByRole('button', { name: 'Propor horário' }).click();
  const proposeLink = new URL(
    (await propose.getByRole('link', { name: 'Avisar pelo WhatsApp' }).getAttribute('href'))!,
  );
  expect(proposeLink.pathname).toBe('/5521988887777');
  expect(proposeLink.searchParams.get('text')).toBe(
    'Olá Paula! Recebi seu pedido. Posso te atender em 15/12/2026 às 14:30. Fica bom para você?\nNessa semana estou viajando.\nResponda aqui para combinarmos.',
  );
  await propose.getByRole('button', { name: 'Concluir' }).click();
  await expect(paula.getByText('Horário proposto')).toBeVisible();

  const renato = page.getByRole('listitem').filter({ hasText: 'Renato Dias' });
  await renato.getByRole('button', { name: 'Recusar' }).click();
  const decline = page.getByRole('dialog', { name: 'Recusar pedido' });
  await decline.getByLabel('Mensagem para o cliente (opcional)').fill('Não faço lettering.');
  await decline.getByRole('button', { name: 'Recusar pedido' }).click();
  const declineLink = new URL(
    (await decline.getByRole('link', { name: 'Avisar pelo WhatsApp' }).getAttribute('href'))!,
  );
  expect(declineLink.searchParams.get('text')).toBe(
    'Olá Renato! Obrigado pelo seu pedido. Infelizmente não vou poder atender desta vez.\nNão faço lettering.',
  );
  await expectAccessible(page);
  await decline.getByRole('button', { name: 'Concluir' }).click();
  await expect(renato).toBeHidden();
  await page.getByRole('tab', { name: 'Encerrados' }).click();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Renato Dias' }).getByText('Recusado'),
  ).toBeVisible();

  // Paula's page shows the proposal and the message.
  const client = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: origin });
  const phone = await client.newPage();
  await phone.goto(proposedUrl);
  await expect(phone.getByRole('heading', { name: 'Tom Blackwork sugeriu outro horário' })).toBeVisible();
  await expect(phone.getByText('ter. 15/12 às 14:30')).toBeVisible();
  await expect(phone.getByText('Nessa semana estou viajando.')).toBeVisible();
  await expectAccessible(phone);
  await client.close();
});

test("a flood past the day's normal volume waits in Spam: 'Não é spam' brings one back, the other is deleted", async ({
  page,
}) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Iara Pontilhismo' });
  const slug = `iara-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, LIA_PAGE);
  const origin = new URL(page.url()).origin;
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=120`)).json();
  const ask = async (name: string, n: number) => {
    const res = await page.request.post(`/api/public/booking/${slug}/requests`, {
      headers: { origin },
      multipart: {
        data: JSON.stringify({
          name,
          phone: `(11) 9${String(6000_0000 + n)}`,
          idea: 'Mandala pontilhada',
          placement: 'Costas',
          size: '20 cm',
          length: 120,
          slots: [slots.slots[0]],
          consent: true,
        }),
      },
    });
    expect(res.status()).toBe(201);
  };
  // A normal day's worth (20), then the same sender (this machine) twice more: those go to Spam.
  for (let n = 0; n < 20; n++) await ask(`Cliente ${n + 1}`, n);
  await ask('Robô Insistente', 20);
  await ask('Robô Repetido', 21);

  await page.goto('/?section=requests');
  await expect(page.getByRole('listitem').filter({ hasText: 'Cliente 20' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Robô' })).toHaveCount(0);
  const spamTab = page.getByRole('tab', { name: /^Spam/ });
  await expect(spamTab).toHaveText('Spam2');
  await spamTab.click();
  const folder = page.getByRole('tabpanel', { name: 'Spam' });
  await expect(folder.getByText('Pedidos que chegaram depois do movimento normal do dia')).toBeVisible();
  const insistente = folder.getByRole('listitem').filter({ hasText: 'Robô Insistente' });
  // Out of Spam first: no answer is offered from here.
  await expect(insistente.getByRole('button', { name: 'Aceitar' })).toHaveCount(0);
  await expectAccessible(page);
  await insistente.getByRole('button', { name: 'Não é spam' }).click();
  await expect(page.getByText('Pedido movido para Novos')).toBeVisible();
  await expect(insistente).toBeHidden();
  await folder.getByRole('button', { name: 'Excluir o pedido de Robô Repetido' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(folder.getByText('Nenhum pedido no spam.')).toBeVisible();
  await expect(spamTab).toHaveText('Spam');

  await page.getByRole('tab', { name: /^Novos/ }).click();
  const back = page.getByRole('listitem').filter({ hasText: 'Robô Insistente' });
  await expect(back.getByRole('button', { name: 'Aceitar' })).toBeVisible();
});
