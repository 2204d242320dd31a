import { expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { addDays, formatDayBR, monthOf, today } from '../../src/shared/time';
import { act, badge, dayCell, dayList, openAgenda } from './agenda-page';
import { openBookingPage } from './booking-page';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

// Issue 28, the artist's side: the cancellation policy in 'Página de agendamento', the inbox's
// 'Lista de espera' with a freed time offered by WhatsApp, 'Já paguei' on an accepted request, and
// 'Cliente faltou' on a session.

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

function receiptPng(): Buffer {
  const png = new PNG({ width: 16, height: 16 });
  png.data.fill(180);
  return PNG.sync.write(png);
}

test('@phone the artist offers a cancellation policy, sees the waitlist with a freed time to offer by WhatsApp, and the client who said they paid', async ({
  page,
}) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Rita Lista' });
  const slug = `rita-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, { pixKey: 'rita@exemplo.com.br', pixName: 'Rita Lista' });

  // 'Página de agendamento' › 'Política de cancelamento'.
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Página de agendamento' })
    .click();
  const form = page.getByRole('dialog', { name: 'Página de agendamento' });
  const offer = form.getByRole('switch', { name: 'Oferecer uma política de cancelamento' });
  await expect(offer).toHaveAttribute('aria-checked', 'false');
  await offer.click();
  const refund = form.getByLabel('Devolver o sinal se cancelar até quantas horas antes da sessão');
  const times = form.getByLabel('Remarcar pelo link no máximo quantas vezes');
  await expect(refund).toHaveValue('48');
  await expect(times).toHaveValue('1');
  const preview = form.getByRole('list', { name: 'O que o cliente lê' });
  await expect(preview.getByRole('listitem')).toHaveText([
    'O sinal é devolvido se você cancelar até 48 horas antes da sessão. Depois disso, ele não é devolvido.',
    'Você pode remarcar pelo link até 48 horas antes da sessão, uma vez.',
    'Se você faltar sem avisar, o sinal não é devolvido.',
  ]);
  await expect(form.getByText('Quem já agendou continua com a versão que aceitou.')).toBeVisible();
  await refund.fill('24');
  await times.fill('2');
  await expect(preview.getByRole('listitem').first()).toHaveText(
    'O sinal é devolvido se você cancelar até 24 horas antes da sessão. Depois disso, ele não é devolvido.',
  );
  await expect(preview.getByRole('listitem').nth(1)).toHaveText(
    'Você pode remarcar pelo link até 48 horas antes da sessão, até 2 vezes.',
  );
  // Out of range: refused beside the field, and the preview waits for a valid number.
  await refund.fill('1000');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Informe de 0 a 720 horas');
  await expect(refund).toHaveAttribute('aria-invalid', 'true');
  await expect(refund).toBeFocused();
  await expect(form.getByText('Corrija os números acima para ver o texto.')).toBeVisible();
  await expectAccessible(page);
  await refund.fill('24');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Página de agendamento salva!')).toBeVisible();
  const saved = await (await page.request.get('/api/booking/settings')).json();
  expect(saved.policy).toEqual({ refundUntilHours: 24, rescheduleUntilHours: 48, maxReschedules: 2 });
  const version = (await (await page.request.get(`/api/public/booking/${slug}`)).json()).policy.version;

  // Clients, signed out: one joins the waitlist for two mornings; two ask for times.
  const from = addDays(today(), 3);
  const to = addDays(today(), 4);
  const send = async (name: string, phone: string, rest: object) => {
    const res = await page.request.post(`/api/public/booking/${slug}/requests`, {
      headers: origin(page),
      multipart: {
        data: JSON.stringify({
          name,
          phone,
          idea: 'Uma andorinha em fineline',
          placement: 'Pulso',
          size: '6 cm',
          length: 120,
          consent: true,
          policyVersion: version,
          ...rest,
        }),
      },
    });
    expect(res.status()).toBe(201);
    return (await res.json()).token as string;
  };
  const waiting = await send('Olívia Espera', '(11) 96666-1234', {
    wait: { from, to, periods: ['manha'] },
  });
  await send('Paulo Sai', '(11) 95555-1234', { slots: [{ day: from, time: '10:00' }] });
  const payer = await send('Quitéria Paga', '(11) 94444-1234', {
    slots: [{ day: addDays(today(), 6), time: '15:00' }],
  });

  // Both accepted with a deposit; Paulo's session is then called off, freeing 10:00 on the first morning.
  const novos = (await (await page.request.get('/api/booking/requests?box=novos')).json()).items as {
    id: string;
    clientName: string;
    preferredStarts: string[];
  }[];
  const ids: Record<string, string> = {};
  for (const r of novos) {
    const res = await page.request.post(`/api/booking/requests/${r.id}/accept`, {
      headers: origin(page),
      data: {
        date: r.preferredStarts[0]!.slice(0, 10),
        time: r.preferredStarts[0]!.slice(11, 16),
        durationMinutes: 120,
        title: 'Andorinha',
        valueCents: 40_000,
        depositCents: 10_000,
        holdHours: 24,
      },
    });
    expect(res.ok()).toBeTruthy();
    ids[r.clientName] = (await res.json()).appointmentId;
  }
  expect(
    (await page.request.post(`/api/appointments/${ids['Paulo Sai']}/cancel`, { headers: origin(page) })).ok(),
  ).toBeTruthy();
  // Quitéria says she paid, with the receipt.
  const claimed = await page.request.post(`/api/public/booking/${slug}/requests/${payer}/paid`, {
    headers: origin(page),
    multipart: { images: { name: 'comprovante.png', mimeType: 'image/png', buffer: receiptPng() } },
  });
  expect(claimed.status()).toBe(204);

  // Pedidos › Lista de espera.
  await page.goto('/?section=requests');
  const tabs = page.getByRole('tablist', { name: 'Pedidos' });
  await expect(tabs.getByRole('tab', { name: 'Novos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Nenhum pedido esperando resposta.')).toBeVisible();
  await tabs.getByRole('tab', { name: /Lista de espera/ }).click();
  const card = page.getByRole('listitem').filter({ hasText: 'Olívia Espera' });
  await expect(card).toBeVisible();
  await expect(
    card.getByText(`${formatDayBR(from).slice(0, 5)} a ${formatDayBR(to).slice(0, 5)} · manhã`),
  ).toBeVisible();
  await expect(card.getByText('Uma andorinha em fineline')).toBeVisible();
  const slot = card.getByRole('region', { name: 'Horários vagos para Olívia Espera' });
  await expect(slot).toContainText(`${formatDayBR(from)} às 10:00`);
  const whatsapp = slot.getByRole('link', {
    name: `Oferecer ${formatDayBR(from)} às 10:00 a Olívia Espera pelo WhatsApp`,
  });
  const wa = new URL((await whatsapp.getAttribute('href'))!);
  expect(wa.origin + wa.pathname).toBe('https://wa.me/5511966661234');
  expect(wa.searchParams.get('text')).toBe(
    `Olá Olívia! Abriu um horário no período que você pediu na lista de espera: ${formatDayBR(from)} às 10:00.\nSe quiser, confirme por este link (quem confirmar primeiro fica com o horário): ${new URL(page.url()).origin}/agendar/${slug}/pedido/${waiting}`,
  );
  await expectAccessible(page);

  // Aceitos: 'Já paguei' beside 'Marcar sinal recebido', with the receipt.
  await tabs.getByRole('tab', { name: 'Aceitos' }).click();
  const paid = page.getByRole('listitem').filter({ hasText: 'Quitéria Paga' });
  await expect(paid.getByText(/^Cliente avisou que pagou · \d\d\/\d\d\/\d{4} às \d\d:\d\d$/)).toBeVisible();
  await expect(paid.getByRole('button', { name: 'Marcar sinal recebido' })).toBeVisible();
  const receipt = paid.getByRole('link', { name: 'Ver comprovante' });
  const opened = await page.request.get((await receipt.getAttribute('href'))!);
  expect(opened.status()).toBe(200);
  expect(opened.headers()['content-type']).toBe('image/jpeg');
  await expectAccessible(page);

  // 'Remover da lista': out of the waitlist, with a word for the client.
  await tabs.getByRole('tab', { name: /Lista de espera/ }).click();
  await card.getByRole('button', { name: 'Remover da lista' }).click();
  const remove = page.getByRole('dialog', { name: 'Remover da lista de espera' });
  await remove.getByRole('button', { name: 'Remover da lista' }).click();
  await expect(remove.getByText('Cliente removido da lista de espera.')).toBeVisible();
  const removed = new URL(
    (await remove.getByRole('link', { name: 'Avisar pelo WhatsApp' }).getAttribute('href'))!,
  );
  expect(removed.searchParams.get('text')).toContain('tirei seu nome da lista de espera');
  await remove.getByRole('button', { name: 'Concluir' }).click();
  await expect(page.getByText('Ninguém na lista de espera.')).toBeVisible();
});

test("@phone 'Cliente faltou' is offered once the session's time has come, and the session then shows 'Faltou'", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Rita Lista' });
  // Started: today at 00:00 (always past); ahead: tomorrow — whatever the hour the suite runs at.
  const day = today();
  const tomorrow = addDays(day, 1);
  const seed = async (date: string, time: string, clientName: string) => {
    const res = await page.request.post('/api/appointments', {
      data: { clientName, title: 'Rosa no ombro', date, time, agreedValueCents: 50_000 },
      headers: origin(page),
    });
    expect(res.status()).toBe(201);
    return (await res.json()).id as string;
  };
  const missed = await seed(day, '00:00', 'Sérgio Sumiu');
  await seed(tomorrow, '10:00', 'Tânia Tarde');
  const deposit = await page.request.post(`/api/appointments/${missed}/deposit`, {
    data: { amountCents: 10_000, method: 'pix' },
    headers: origin(page),
  });
  expect(deposit.ok()).toBeTruthy();
  await openAgenda(page);
  const otherMonth = monthOf(tomorrow) !== monthOf(day);
  if (otherMonth) await page.getByRole('button', { name: 'Próximo mês' }).click();
  await dayCell(page, tomorrow).click();
  const aheadList = dayList(page, tomorrow);

  // Still ahead: cancelling is all there is.
  await act(
    page,
    aheadList.getByRole('listitem').filter({ hasText: 'Tânia Tarde' }),
    'Marcar como cancelado',
  );
  const ahead = page.getByRole('alertdialog', { name: 'Marcar este agendamento como cancelado?' });
  await expect(ahead.getByRole('button', { name: 'Marcar como cancelado' })).toBeVisible();
  await expect(ahead.getByRole('button', { name: 'Cliente faltou' })).toHaveCount(0);
  await ahead.getByRole('button', { name: 'Cancelar' }).click();
  await aheadList.getByRole('button', { name: 'Fechar' }).click();
  if (otherMonth) await page.getByRole('button', { name: 'Mês anterior' }).click();
  await dayCell(page, day).click();
  const list = dayList(page, day);

  const item = list.getByRole('listitem').filter({ hasText: 'Sérgio Sumiu' });
  await act(page, item, 'Marcar como cancelado');
  const past = page.getByRole('alertdialog', { name: 'Marcar este agendamento como cancelado?' });
  await expect(past).toContainText(
    "Se o cliente não veio, escolha 'Cliente faltou': a falta fica registrada na sessão e o sinal fica com você.",
  );
  await expectAccessible(page);
  await past.getByRole('button', { name: 'Cliente faltou' }).click();
  await expect(page.getByText('Falta registrada!')).toBeVisible();
  await expect(badge(item, 'Cancelado')).toBeVisible();
  await expect(badge(item, 'Faltou')).toBeVisible();
  const saved = await (await page.request.get(`/api/appointments/${missed}`)).json();
  expect(saved).toMatchObject({ status: 'cancelado', noShow: true, depositCents: 10_000 });
});
