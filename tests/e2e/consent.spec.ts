import { readFileSync } from 'node:fs';
import { type CDPSession, expect, type Locator, type Page, test } from '@playwright/test';
import { PDFParse } from 'pdf-parse';
import { ageOn, today } from '../../src/shared/time';
import { readZip } from '../helpers/unzip';
import { act } from './agenda-page';
import { expectAccessible, isPhone, openProfile, verifiedUser } from './helpers';

/**
 * One stroke across a signature card: a finger on the phone (touch events, which Chromium turns into
 * touch pointer events), the mouse on the desktop.
 */
async function drawStroke(page: Page, cdp: CDPSession | null, canvas: Locator) {
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  const points = Array.from({ length: 12 }, (_, i) => ({
    x: box.x + box.width * (0.15 + i * 0.06),
    y: box.y + box.height * (0.5 + 0.25 * Math.sin(i)),
  }));
  if (cdp) {
    const [first, ...rest] = points;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] });
    for (const p of rest) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(points[0]!.x, points[0]!.y);
    await page.mouse.down();
    for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 2 });
    await page.mouse.up();
  }
}

/** Dark pixels in a shown signature image: > 0 only if the stroke drawn was kept. */
const inkIn = (img: Locator) =>
  img.evaluate(async (el: HTMLImageElement) => {
    await el.decode();
    const canvas = document.createElement('canvas');
    canvas.width = el.naturalWidth;
    canvas.height = el.naturalHeight;
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(el, 0, 0);
    const { data } = ctx.getImageData(0, 0, canvas.width, canvas.height);
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark++;
    return dark;
  });

test('a minor signs the consent with a guardian, by finger; the studio rule holds Finalizar until then', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Nara Fineline' });
  const origin = new URL(page.url()).origin;
  const now = today();
  // Sixteen years old today in São Paulo.
  const birth = `${Number(now.slice(0, 4)) - 16}-01-15`;
  expect(ageOn(birth, now)).toBeLessThan(18);
  const created = await page.request.post('/api/appointments', {
    data: {
      clientName: 'Lia Menor',
      title: 'Lua fineline',
      date: '2026-11-20',
      time: '14:00',
      agreedValueCents: 40_000,
    },
    headers: { origin },
  });
  const appointment = await created.json();

  // The rule: Finalizar waits for the signed consent.
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Termo e regras' })
    .click();
  const rules = page.getByRole('dialog', { name: 'Termo e regras das fichas' });
  await expect(rules.getByLabel(/Texto do termo de consentimento \(versão 1, padrão\)/)).toHaveValue(
    /TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO/,
  );
  await rules.getByRole('checkbox', { name: /Exigir o termo assinado para finalizar/ }).check();
  await expectAccessible(page);
  await rules.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Regras salvas!')).toBeVisible();
  await expect(rules).toBeHidden();

  await page.goto(`/?section=calendar&filter=appointment:${appointment.id}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Lia Menor' });
  await act(page, item, 'Finalizar');
  const finalize = page.getByRole('dialog', { name: 'Finalizar Agendamento' });
  await expect(finalize.getByLabel('Valor')).toHaveValue(/400/);
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize.getByRole('alert')).toHaveText(
    'O estúdio exige o termo de consentimento assinado antes de finalizar',
  );
  await finalize.getByRole('button', { name: 'Cancelar' }).click();
  await expect(finalize).toBeHidden();

  // The consent, from the session's actions: the text, who signs, and a signature by finger.
  await act(page, item, 'Termo de consentimento');
  const dialog = page.getByRole('dialog', { name: 'Termo de consentimento' });
  await expect(dialog.getByText('Versão 1 do termo — leia com atenção')).toBeVisible();
  await expect(dialog.getByLabel('Sessão')).toHaveValue(appointment.id);
  await dialog.getByLabel('Data de nascimento').fill(`15/01/${birth.slice(0, 4)}`);
  await dialog.getByLabel('Documento (RG ou CPF)', { exact: true }).fill('RG 55.444.333-2');
  const guardian = dialog.getByRole('group', { name: 'Responsável legal' });
  await expect(guardian).toContainText('Cliente menor de idade');

  // Sent without signatures: each missing part is named, nothing is saved.
  await dialog.getByRole('button', { name: 'Assinar termo' }).click();
  await expect(dialog.getByText('Assine no quadro')).toBeVisible();
  await expect(dialog.getByText('O responsável precisa assinar')).toBeVisible();

  const cdp = isPhone(page) ? await page.context().newCDPSession(page) : null;
  await drawStroke(page, cdp, dialog.getByRole('img', { name: 'Assinatura do cliente (menor de idade)' }));
  // A message goes as soon as its part is done; the others stay until theirs are.
  await expect(dialog.getByText('Assine no quadro')).toBeHidden();
  await expect(dialog.getByText('O responsável precisa assinar')).toBeVisible();
  await guardian.getByLabel('Nome do responsável').fill('Rita Menor');
  await expect(guardian.getByText('Informe o nome do responsável')).toBeHidden();
  await guardian.getByLabel('Documento do responsável').fill('RG 11.222.333-4');
  await drawStroke(page, cdp, guardian.getByRole('img', { name: 'Assinatura do responsável' }));
  await expect(dialog.getByRole('button', { name: 'Limpar' })).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Limpar' }).first()).toBeEnabled();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Assinar termo' }).click();
  await expect(page.getByText('Termo assinado!')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Now Finalizar goes through.
  await act(page, item, 'Finalizar');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();

  // The client's page: age, minor, and the consent as signed, with both drawn signatures.
  await page.goto(`/?section=clients&filter=client:${appointment.clientId}`);
  await expect(page.getByText('Menor de idade')).toBeVisible();
  await expect(page.getByText('Documento RG 55.444.333-2')).toBeVisible();
  const signed = page.getByRole('list', { name: 'Termos assinados por Lia Menor' });
  await expect(signed.getByRole('listitem')).toHaveCount(1);
  await expect(signed).toContainText('Lua fineline · versão 1');
  await signed.getByRole('button').click();
  const view = page.getByRole('dialog', { name: 'Termo assinado' });
  await expect(view).toContainText('TERMO DE CONSENTIMENTO LIVRE E ESCLARECIDO');
  await expect(view).toContainText('Responsável: Rita Menor · RG 11.222.333-4');
  expect(await inkIn(view.getByRole('img', { name: 'Assinatura de Lia Menor' }))).toBeGreaterThan(20);
  expect(
    await inkIn(view.getByRole('img', { name: 'Assinatura do responsável Rita Menor' })),
  ).toBeGreaterThan(20);
  await expectAccessible(page);
});

test("the client's page: the record's PDF (parsed: name and lot), the LGPD export, then the erasure", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Nara Fineline' });
  const origin = new URL(page.url()).origin;
  const post = async (url: string, data: object, method: 'post' | 'put' = 'post') => {
    const res = await page.request[method](url, { data, headers: { origin } });
    expect(res.ok()).toBe(true);
    return res.json();
  };
  const client = await post('/api/clients', {
    name: 'Otávio Registro',
    phone: '(11) 93333-2222',
    document: '987.654.321-00',
    birthDate: '1991-07-14',
  });
  const appointment = await post('/api/appointments', {
    clientId: client.id,
    title: 'Fechamento de braço',
    date: '2026-11-18',
    time: '15:00',
    agreedValueCents: 90_000,
  });
  const lot = await post('/api/inks', {
    product: 'Preto Tribal',
    manufacturer: 'Electric Ink',
    lot: 'PDF-777',
    expiresOn: '2027-03-31',
  });
  await post(
    `/api/appointments/${appointment.id}/session-record`,
    { bodySite: 'Braço direito', inkLotIds: [lot.id] },
    'put',
  );

  await page.goto(`/?section=clients&filter=client:${client.id}`);
  await expect(page.getByText('Nascimento 14/07/1991 (35 anos)')).toBeVisible();
  const panel = page.getByRole('region', { name: 'Ficha e LGPD' });

  // The PDF: a real file, parsed by a library that is not ours.
  const [pdfDownload] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Baixar ficha em PDF' }).click(),
  ]);
  expect(pdfDownload.suggestedFilename()).toBe('ficha-otavio-registro.pdf');
  const parser = new PDFParse({ data: new Uint8Array(readFileSync((await pdfDownload.path())!)) });
  const { text } = await parser.getText();
  await parser.destroy();
  expect(text).toContain('Otávio Registro');
  expect(text).toContain('lote PDF-777');

  // The export: one zip — a readable summary, the data as JSON (and the files, none here).
  const [exportDownload] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Exportar dados (LGPD)' }).click(),
  ]);
  expect(exportDownload.suggestedFilename()).toMatch(
    /^tinta-cliente-otavio-registro-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const zip = readZip(readFileSync((await exportDownload.path())!));
  const exported = JSON.parse(zip.get('dados.json')!.toString('utf8'));
  expect(exported.client).toMatchObject({ name: 'Otávio Registro', document: '987.654.321-00' });
  expect(exported.appointments[0].sessionRecord.inks[0].lot).toBe('PDF-777');
  expect(zip.get('resumo.html')!.toString('utf8')).toContain('<h1>Dados de Otávio Registro</h1>');

  // The erasure asks first, then the client is gone and the session stays anonymised.
  await panel.getByRole('button', { name: 'Excluir dados (LGPD)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir os dados de Otávio Registro?' });
  await expect(confirm).toContainText('Cliente excluído (LGPD)');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Excluir dados' }).click();
  await expect(page.getByText('Dados do cliente excluídos.')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Clientes', level: 1 }).filter({ visible: true }),
  ).toBeVisible();
  await expect(page.getByText('Otávio Registro')).toHaveCount(0);
  const session = await (await page.request.get(`/api/appointments/${appointment.id}`)).json();
  expect(session).toMatchObject({ clientName: 'Cliente excluído (LGPD)', clientId: null });
});
