import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { hasError, PixElementType, parsePix } from 'pix-utils';
import { PNG } from 'pngjs';
import { pixApiMessages } from '../../src/shared/schemas/pix-api';
import { type PspDouble, startPspDouble } from '../pix-psp/psp-double';
import { loadTestCa } from '../pix-psp/test-ca';
import { openBookingPage } from './booking-page';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

// Issue 28, the deposit confirms itself, in the browser: the server reaches the PSP double on
// loopback (TINTA_TEST_PIX_API_CA, set by playwright.config.ts), so the artist connects her bank for
// real, the client's status page shows the bank's own dynamic code, and once the bank says it was
// paid the client's page and the artist's agenda both show the deposit — neither reloaded.
let psp: PspDouble;
test.beforeAll(async () => {
  psp = await startPspDouble(loadTestCa(process.env.E2E_PIX_CA_DIR!));
});
test.afterAll(async () => {
  await psp?.close();
});

test('a deposit paid through the artist’s bank: the bank’s QR on the client’s page, then ‘Sinal recebido’ there and on the agenda without a reload @phone', async ({
  page,
  browser,
}) => {
  test.slow();
  const ca = loadTestCa(process.env.E2E_PIX_CA_DIR!);
  await verifiedUser(page, { plan: 'basico', name: 'Lia Pix' });
  const origin = new URL(page.url()).origin;
  const slug = `lia-pix-${Date.now().toString(36)}`;
  const key = `${slug}@tinta.test`;
  await openBookingPage(page, slug, { pixKey: key, pixName: 'Lia Pix' });

  // 'API Pix do banco': her bank (the double) takes the credentials and our webhook.
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'API Pix do banco' })
    .click();
  const bank = page.getByRole('dialog', { name: 'API Pix do banco' });
  await bank.getByLabel('URL da API Pix').fill(psp.baseUrl);
  await bank.getByLabel('Client ID').fill(psp.clientId);
  await bank.getByLabel('Client Secret').fill(psp.clientSecret);
  await bank.getByLabel('Formato').selectOption('pem');
  await bank.getByLabel('Certificado (PEM)').fill(ca.client.cert);
  await bank.getByLabel('Chave privada (PEM)').fill(ca.client.key);
  await bank.getByLabel('Chave Pix da conta').fill(key);
  await bank.getByRole('button', { name: 'Conectar' }).click();
  await expect(page.getByText(pixApiMessages.connected)).toBeVisible({ timeout: 15_000 });
  await expect(bank).toBeHidden();
  expect(psp.webhooks.get(key)?.webhookUrl).toMatch(/\/api\/pix\/webhook\/[\w-]{43}$/);

  // A client asks for the first free slot (signed out, through the API: the form has its own spec).
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=120`)).json();
  const asked = await page.request.post(`/api/public/booking/${slug}/requests`, {
    headers: { origin },
    multipart: {
      data: JSON.stringify({
        name: 'Marina Sol',
        phone: '(11) 97777-2468',
        idea: 'Um ramo de lavanda',
        placement: 'Antebraço',
        size: '12 cm',
        length: 120,
        slots: [slots.slots[0]],
        consent: true,
      }),
    },
  });
  expect(asked.status()).toBe(201);
  const token: string = (await asked.json()).token;

  // She accepts it with a R$ 200,00 deposit: the charge is made at her bank.
  await page.goto('/?section=requests');
  const card = page.getByRole('listitem').filter({ hasText: 'Marina Sol' });
  await card.getByRole('button', { name: 'Aceitar' }).click();
  const accept = page.getByRole('dialog', { name: 'Aceitar pedido' });
  await accept.getByLabel('Valor da sessão').fill('800');
  await accept.getByLabel('Sinal por Pix').fill('200');
  await accept.getByRole('button', { name: 'Aceitar pedido' }).click();
  await expect(accept.getByText('Pedido aceito! A sessão está na agenda.')).toBeVisible();
  await accept.getByRole('button', { name: 'Concluir' }).click();
  await expect.poll(() => psp.charges.size, { timeout: 10_000 }).toBe(1);
  const [[txid, charge]] = [...psp.charges] as [[string, Record<string, unknown>]];
  expect(charge).toMatchObject({ status: 'ATIVA', valor: { original: '200.00' }, chave: key });
  // The server keeps the bank's code once the bank answered (the static code until then).
  await expect
    .poll(async () => {
      const status = await page.request.get(`/api/public/booking/${slug}/requests/${token}`);
      return (await status.json()).pix?.code;
    })
    .toBe(charge.pixCopiaECola);

  // The client's page (her phone): the bank's dynamic copia e cola, and the QR says the same.
  const client = await browser.newContext({ viewport: { width: 390, height: 844 }, baseURL: origin });
  const phone = await client.newPage();
  await phone.goto(`/agendar/${slug}/pedido/${token}`);
  await expect(phone.getByRole('heading', { name: 'Falta o sinal para confirmar' })).toBeVisible();
  const code = await phone.getByLabel('Pix copia e cola').inputValue();
  expect(code).toBe(charge.pixCopiaECola);
  // Read by an independent BR Code parser: a dynamic code pointing at the bank's charge, not a key.
  const pix = parsePix(code);
  if (hasError(pix)) throw new Error(pix.message);
  expect(pix.type).toBe(PixElementType.DYNAMIC);
  expect(pix).toMatchObject({ url: charge.location });
  const qr = phone.getByRole('img', { name: 'QR Code Pix de R$ 200,00' });
  const shot = PNG.sync.read(await qr.screenshot());
  expect(jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height)?.data).toBe(code);

  // The artist has the session open on her agenda, still waiting for the deposit.
  const list = await (await page.request.get('/api/booking/requests?box=aceitos')).json();
  const appointmentId: string = list.items[0].appointmentId;
  await page.goto(`/?section=calendar&filter=appointment:${appointmentId}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Marina Sol' });
  await expect(item.getByText(/^Aguardando sinal até/)).toBeVisible();
  await expect(item.getByText('Sinal R$ 200,00')).toHaveCount(0);

  // The client pays; the bank tells our webhook (over HTTP, as a bank does).
  const { notification } = psp.pay(txid, '200.00');
  const serverAt = `http://127.0.0.1:${new URL(origin).port}`;
  expect(await psp.deliver(key, notification, { connectTo: serverAt })).toEqual([200]);

  // Neither page is reloaded: the status page looks again by itself (every 10 s while a deposit is
  // awaited), the agenda hears it live.
  await expect(phone.getByText('Sinal recebido · R$ 200,00')).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByRole('heading', { name: 'Sessão confirmada!' })).toBeVisible();
  await expect(item.getByText('Sinal R$ 200,00')).toBeVisible({ timeout: 15_000 });
  await expect(item.getByText(/^Aguardando sinal até/)).toHaveCount(0);
  expect(psp.violations).toEqual([]);
  await client.close();
});

test('a studio owner offers her bank for the deposits of the studio’s artists @phone', async ({
  page,
}, info) => {
  const ca = loadTestCa(process.env.E2E_PIX_CA_DIR!);
  await verifiedUser(page, { plan: 'estudio', name: 'Rê Dona', studio: 'Estúdio Agulha' });
  const origin = new URL(page.url()).origin;
  const connected = await page.request.put('/api/pix-api', {
    data: {
      baseUrl: psp.baseUrl,
      clientId: psp.clientId,
      clientSecret: psp.clientSecret,
      certificate: { kind: 'pem', cert: ca.client.cert, key: ca.client.key },
      pixKey: `estudio-${Date.now().toString(36)}@tinta.test`,
    },
    headers: { origin },
  });
  expect(connected.ok()).toBeTruthy();
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'API Pix do banco' })
    .click();
  const bank = page.getByRole('dialog', { name: 'API Pix do banco' });
  const offer = bank.getByRole('switch', { name: 'Usar para os sinais dos tatuadores do estúdio' });
  await expect(offer).toHaveAttribute('aria-checked', 'false');
  await offer.click();
  await expect(page.getByText(pixApiMessages.forStudioOn)).toBeVisible();
  await expect(offer).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('banco-do-estudio.png') });
  expect((await (await page.request.get('/api/pix-api')).json()).forStudio).toBe(true);
});
