import { expect, test } from '@playwright/test';
import { expectAccessible, verifiedUser } from './helpers';

test("the anamnese: filled on the artist's device, then by the client on their phone through a one-time link", async ({
  page,
  browser,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Iris Aquarela' });
  const origin = new URL(page.url()).origin;
  const res = await page.request.post('/api/clients', {
    data: { name: 'Joana Lima', phone: '(11) 91234-5678' },
    headers: { origin },
  });
  const { id } = await res.json();
  await page.goto(`/?section=clients&filter=client:${id}`);
  await expect(page.getByRole('heading', { name: 'Joana Lima', level: 2 })).toBeVisible();
  await expect(page.getByText('Nenhuma anamnese ainda.')).toBeVisible();

  // Handed over: the client answers on the artist's phone.
  await page.getByRole('button', { name: 'Preencher neste aparelho' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ficha de saúde (anamnese)' });
  const question = (text: string) => dialog.getByRole('group', { name: new RegExp(text) });
  await expect(dialog.getByRole('group')).toHaveCount(11);
  for (const group of await dialog.getByRole('group').all())
    await group.getByRole('radio', { name: 'Não' }).check();
  await question('Tem alergia').getByRole('radio', { name: 'Sim' }).check();
  await question('Tem alergia')
    .getByLabel(/^Detalhes/)
    .fill('Látex');
  await dialog.getByRole('button', { name: 'Salvar anamnese' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Para continuar, autorize o uso destas informações de saúde',
  );
  await dialog.getByRole('checkbox').check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salvar anamnese' }).click();
  await expect(page.getByText('Anamnese salva!')).toBeVisible();
  const yes = page.getByRole('list', { name: 'Respostas sim' });
  await expect(yes).toHaveText(['Tem alergia (medicamentos, látex, metais, tintas, pomadas): Látex']);

  // The link, sent by WhatsApp: only the link, no health question in the text.
  const opened = page
    .context()
    .waitForEvent('request', { predicate: (r) => r.url().startsWith('https://wa.me/') });
  await page.getByRole('button', { name: 'Enviar link pelo WhatsApp' }).click();
  const wa = new URL((await opened).url());
  expect(wa.pathname).toBe('/5511912345678');
  const text = wa.searchParams.get('text')!;
  expect(text).toMatch(
    /^Olá Joana! Antes da sua sessão, preencha sua ficha de saúde neste link \(vale por 3 dias\): /,
  );
  expect(text).not.toMatch(/alergia|látex/i);
  const link = text.match(/https?:\/\/\S+/)![0];

  const client = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const phone = await client.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Olá, Joana!' })).toBeVisible();
  await expectAccessible(phone);
  await expect(phone.getByRole('group')).toHaveCount(11);
  for (const group of await phone.getByRole('group').all())
    await group.getByRole('radio', { name: 'Não' }).check();
  await phone
    .getByRole('group', { name: /Tem diabetes/ })
    .getByRole('radio', { name: 'Sim' })
    .check();
  await phone
    .getByRole('group', { name: /Tem alergia/ })
    .getByRole('radio', { name: 'Sim' })
    .check();
  await phone
    .getByRole('group', { name: /Tem alergia/ })
    .getByLabel(/^Detalhes/)
    .fill('Látex');
  await phone.getByRole('checkbox').check();
  await phone.getByRole('button', { name: 'Enviar respostas' }).click();
  await expect(phone.getByRole('heading', { name: 'Respostas enviadas!' })).toBeVisible();
  // Used once: the same link now says so.
  await phone.reload();
  await expect(
    phone.getByText('Este link já foi usado ou expirou. Peça um novo ao seu tatuador.'),
  ).toBeVisible();
  await client.close();

  // The artist's page shows the new answers by itself (live), the first kept below.
  await expect(yes).toContainText('Tem diabetes', { timeout: 15_000 });
  await expect(page.getByText('pelo link')).toBeVisible();
  await page.getByText('Anteriores (1)').click();
  await page.getByRole('button', { name: /^\d\d\/\d\d\/\d{4} \(neste aparelho\)$/ }).click();
  const old = page.getByRole('dialog', { name: 'Anamnese' });
  await expect(
    old.getByRole('group', { name: /Tem diabetes/ }).getByRole('radio', { name: 'Não' }),
  ).toBeChecked();
  await expectAccessible(page);
});
