import { expect, type Page, test } from '@playwright/test';
import { anamnesisQuestions } from '../../src/shared/schemas/anamnesis';
import { addDays, today } from '../../src/shared/time';
import { signaturePng } from '../helpers/signature';
import { act, badge, openFinalize } from './agenda-page';
import { openBookingPage } from './booking-page';
import { expectAccessible, verifiedUser } from './helpers';

/** Issue 29, "At the chair": what the artist needs to see while working, where they work. */

const headers = (page: Page) => ({ origin: new URL(page.url()).origin });

async function call(page: Page, method: 'get' | 'post' | 'put', url: string, data?: unknown) {
  const res = await page.request[method](url, { data, headers: headers(page) });
  expect(res.ok(), `${method} ${url}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.json();
}

/**
 * A client asks on the artist's page for a rose on the right forearm, 12 cm; the artist accepts it
 * for tomorrow 10:00; the client's anamnese says látex and 'Já desmaiei tirando sangue'.
 */
async function sessionFromRequest(page: Page) {
  const slug = `lia-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
  await openBookingPage(page, slug, { pixKeyType: null, pixKey: '', pixName: '', pixCity: '' });
  const { slots } = await call(page, 'get', `/api/public/booking/${slug}/slots?length=120`);
  const sent = await page.request.post(`/api/public/booking/${slug}/requests`, {
    headers: headers(page),
    multipart: {
      data: JSON.stringify({
        name: 'Fernanda Lima',
        phone: '(11) 98888-1234',
        idea: 'Uma rosa em traço fino',
        placement: 'Antebraço direito',
        size: '12 cm',
        length: 120,
        slots: [slots[0]],
        consent: true,
      }),
    },
  });
  expect(sent.status()).toBe(201);
  const inbox = await call(page, 'get', '/api/booking/requests?box=novos');
  const request = inbox.items.find((r: { clientName: string }) => r.clientName === 'Fernanda Lima');
  const day = addDays(today(), 1);
  const { appointmentId } = await call(page, 'post', `/api/booking/requests/${request.id}/accept`, {
    date: day,
    time: '10:00',
    durationMinutes: 120,
    title: 'Rosa fineline',
    valueCents: 60_000,
    depositCents: 0,
    holdHours: 24,
  });
  const { clientId } = await call(page, 'get', `/api/appointments/${appointmentId}`);
  const yes: Record<string, string> = { allergies: 'látex' };
  await call(page, 'post', `/api/clients/${clientId}/anamneses`, {
    answers: Object.fromEntries(
      anamnesisQuestions.map((q) => [q.key, { yes: q.key in yes, detail: yes[q.key] ?? '' }]),
    ),
    notes: 'Já desmaiei tirando sangue',
    healthConsent: true,
  });
  return { appointmentId, clientId, day };
}

test("the látex allergy and the client's own note show on the day list, the ficha and Finalizar; the ficha starts from the request; Finalizar warns of the unsigned TCLE", {
  tag: '@phone',
}, async ({ page }) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Lia Agulha' });
  const { appointmentId, clientId, day } = await sessionFromRequest(page);

  // The day list: a short marker on the session's row.
  await page.goto(`/?section=calendar&filter=appointment:${appointmentId}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Fernanda Lima' });
  await expect(item.getByText(/Alergia: látex/)).toBeVisible();
  await expect(item).toContainText('Alergia: látex · Observações: Já desmaiei tirando sangue');

  // The ficha: the alerts above it, local do corpo and tamanho from the request, editable.
  await act(page, item, 'Ficha técnica');
  const ficha = page.getByRole('dialog', { name: 'Ficha técnica' });
  const fichaAlerts = ficha.getByRole('region', { name: 'Alertas de saúde' });
  await expect(fichaAlerts).toContainText('Alergia: látex');
  await expect(fichaAlerts).toContainText('Observações: Já desmaiei tirando sangue');
  await expect(ficha.getByLabel('Local do corpo')).toHaveValue('Antebraço direito');
  await expect(ficha.getByLabel('Descrição')).toHaveValue('Rosa fineline\nTamanho: 12 cm');
  await expect(ficha.getByText('Local do corpo e tamanho vieram do pedido do cliente.')).toBeVisible();
  await expectAccessible(page);
  await ficha.getByLabel('Local do corpo').fill('Antebraço direito, face interna');
  await ficha.getByRole('button', { name: 'Salvar ficha' }).click();
  await expect(page.getByText('Ficha técnica salva!')).toBeVisible();
  await expect(ficha).toBeHidden();
  // Saved, the ficha says what was written, not the request.
  await act(page, item, 'Ficha técnica');
  await expect(ficha.getByLabel('Local do corpo')).toHaveValue('Antebraço direito, face interna');
  await expect(ficha.getByText('Local do corpo e tamanho vieram do pedido do cliente.')).toHaveCount(0);
  await ficha.getByRole('button', { name: 'Cancelar' }).click();
  await expect(ficha).toBeHidden();

  // Finalizar: the alerts, and no TCLE signed for this session — with the way to collect it.
  let finalize = await openFinalize(page, item, day, '10:00');
  await expect(finalize.getByRole('region', { name: 'Alertas de saúde' })).toContainText('Alergia: látex');
  const tcle = finalize.getByRole('status').filter({ hasText: 'TCLE não assinado' });
  await expect(tcle).toHaveText(/TCLE não assinado para esta sessão\./);
  await expectAccessible(page);
  await tcle.getByRole('button', { name: 'Colher assinatura' }).click();
  const consent = page.getByRole('dialog', { name: 'Termo de consentimento' });
  await expect(consent.getByLabel('Nome completo de quem assina')).toHaveValue('Fernanda Lima');
  await consent.getByRole('button', { name: 'Fechar' }).click();
  await expect(consent).toBeHidden();
  await expect(finalize).toBeVisible();
  await finalize.getByRole('button', { name: 'Fechar' }).click();
  await expect(finalize).toBeHidden();

  // The studio's rule on: Finalizar says so before the tap.
  await call(page, 'put', '/api/record-settings', { requireConsent: true, retentionYears: 5 });
  finalize = await openFinalize(page, item, day, '10:00');
  await expect(tcle).toContainText('o estúdio exige o termo assinado para finalizar');
  await finalize.getByRole('button', { name: 'Fechar' }).click();
  await expect(finalize).toBeHidden();

  // Signed for the session (on the tablet): the warning is gone and Finalizar goes through.
  const { text } = await call(page, 'get', '/api/record-settings');
  await call(page, 'post', `/api/clients/${clientId}/consents`, {
    textId: text.id,
    signerName: 'Fernanda Lima',
    signerDocument: '123.456.789-09',
    signerBirthDate: '1992-03-08',
    signature: signaturePng(),
    appointmentId,
  });
  finalize = await openFinalize(page, item, day, '10:00');
  await expect(finalize.getByRole('region', { name: 'Alertas de saúde' })).toBeVisible();
  await expect(tcle).toHaveCount(0);
  const saved = page.waitForResponse((r) => r.url().endsWith(`/appointments/${appointmentId}/finalize`));
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  expect((await saved).status()).toBe(200);
  await expect(badge(item, 'Finalizado')).toBeVisible();

  // The client's page: the anamnese card says the client's own words too.
  await page.goto(`/?section=clients&filter=client:${clientId}`);
  await expect(page.getByRole('region', { name: 'Anamnese' })).toContainText(
    'Observações: Já desmaiei tirando sangue',
  );
});

test("Marcar como cancelado's question keeps 'Cancelar' well apart from the answer that cancels the session", {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const { id } = await call(page, 'post', '/api/appointments', {
    clientName: 'Marta Rocha',
    title: 'Old school',
    date: addDays(today(), 1),
    time: '10:00',
    agreedValueCents: 50_000,
  });
  await page.goto(`/?section=calendar&filter=appointment:${id}`);
  const item = page.getByRole('dialog').getByRole('listitem').filter({ hasText: 'Old school' });
  await act(page, item, 'Marcar como cancelado');
  const question = page.getByRole('alertdialog', { name: 'Marcar este agendamento como cancelado?' });
  const cancelSession = question.getByRole('button', { name: 'Marcar como cancelado' });
  const dismiss = question.getByRole('button', { name: 'Cancelar', exact: true });
  const [answer, back] = [(await cancelSession.boundingBox())!, (await dismiss.boundingBox())!];
  // Not side by side nor stacked edge to edge: 'Cancelar' is below, a thumb's width away.
  expect(back.y - (answer.y + answer.height)).toBeGreaterThanOrEqual(40);
  await expectAccessible(page);
  await dismiss.click();
  await expect(question).toBeHidden();
  await expect(badge(item, 'Agendado')).toBeVisible();
});
