import { expect, type Page, test } from '@playwright/test';
import { weekdayOf } from '../../src/shared/booking-slots';
import { addDays, today } from '../../src/shared/time';
import { seed } from './agenda-page';
import { clientPhone, openBookingPage } from './booking-page';
import { expectAccessible, verifiedUser } from './helpers';

// Issue 28: the client's own link — the policy accepted before sending, 'Já paguei', moving and
// cancelling the session within the policy, and the waitlist that gets a freed slot.

const WEEKDAYS = ['dom.', 'seg.', 'ter.', 'qua.', 'qui.', 'sex.', 'sáb.'];
const dayLabel = (day: string) => `${WEEKDAYS[weekdayOf(day)]} ${day.slice(8, 10)}/${day.slice(5, 7)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

const POLICY = { refundUntilHours: 48, rescheduleUntilHours: 24, maxReschedules: 1 };

async function fillRequest(phone: Page, name: string, whatsapp: string) {
  await phone.getByLabel('Seu nome').fill(name);
  await phone.getByLabel('WhatsApp (com DDD)').fill(whatsapp);
  await phone.getByLabel('Sua ideia').fill('Um ramo de lavanda em traço fino');
  await phone.getByLabel('Local do corpo').fill('Antebraço');
  await phone.getByLabel('Tamanho aproximado').fill('12 cm');
  await phone.getByLabel(/^Autorizo Lia Botânica/).check();
}

test('the client accepts the policy, says the deposit was paid, moves the session once and cancels it in time', async ({
  page,
  browser,
}, info) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Lia Botânica' });
  const slug = `lia-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, { policy: POLICY });
  const first = addDays(today(), 4);
  const moved = addDays(today(), 5);

  const phone = await clientPhone(page, browser);
  await phone.goto(`/agendar/${slug}`);
  const policy = phone.getByRole('heading', { name: 'Política de cancelamento' }).locator('..');
  await expect(policy).toContainText(
    'O sinal é devolvido se você cancelar até 48 horas antes da sessão. Depois disso, ele não é devolvido.',
  );
  await expect(policy).toContainText('Você pode remarcar pelo link até 24 horas antes da sessão, uma vez.');
  await phone.getByRole('button', { name: `${dayLabel(first)} às 10:00` }).click();
  await fillRequest(phone, 'Marina Sol', '(11) 97777-1234');
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByText('Para enviar, aceite a política de cancelamento')).toBeVisible();
  await expect(phone.getByLabel('Li e aceito a política de cancelamento.')).toBeFocused();
  // The artist changes the terms while the client is reading: the page shows the new ones to accept.
  await openBookingPage(page, slug, {
    policy: { refundUntilHours: 72, rescheduleUntilHours: 24, maxReschedules: 1 },
  });
  await phone.getByLabel('Li e aceito a política de cancelamento.').check();
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(
    phone.getByText('A política de cancelamento mudou. Leia de novo e aceite para enviar.'),
  ).toBeVisible();
  await expect(policy).toContainText('O sinal é devolvido se você cancelar até 72 horas antes da sessão.');
  await expect(phone.getByLabel('Li e aceito a política de cancelamento.')).not.toBeChecked();
  await phone.getByLabel('Li e aceito a política de cancelamento.').check();
  await phone.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(phone.getByRole('heading', { name: 'Obrigado, Marina!' })).toBeVisible();

  // The artist accepts with a R$ 200,00 deposit.
  const inbox = await page.request.get('/api/booking/requests?box=novos');
  const [request] = (await inbox.json()).items as { id: string }[];
  const accepted = await page.request.post(`/api/booking/requests/${request!.id}/accept`, {
    data: {
      date: first,
      time: '10:00',
      durationMinutes: 120,
      title: 'Lavanda',
      valueCents: 80_000,
      depositCents: 20_000,
      holdHours: 24,
    },
    headers: origin(page),
  });
  const { appointmentId } = await accepted.json();

  // 'Já paguei', with the receipt: the artist is told, the page says so; nothing is confirmed yet.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Falta o sinal para confirmar' })).toBeVisible();
  await phone.getByRole('button', { name: 'Já paguei' }).click();
  await phone.getByLabel('Comprovante do Pix (opcional)').setInputFiles({
    name: 'comprovante.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEklEQVR4nGP4z8CAFWEXHbQSACj/P8Fu7N9hAAAAAElFTkSuQmCC',
      'base64',
    ),
  });
  await phone.getByRole('button', { name: 'Avisar Lia Botânica que paguei' }).click();
  await expect(phone.getByText(/^Você avisou que pagou/)).toBeVisible();
  await expect(phone.getByRole('heading', { name: 'Falta o sinal para confirmar' })).toBeVisible();
  await expectAccessible(phone);
  await phone.screenshot({ path: info.outputPath('ja-paguei.png'), fullPage: true });

  // The artist checks the bank and marks it; the client's session is confirmed.
  expect(
    (
      await page.request.post(`/api/appointments/${appointmentId}/deposit/received`, {
        headers: origin(page),
      })
    ).ok(),
  ).toBeTruthy();
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Sessão confirmada!' })).toBeVisible();
  await expect(phone.getByText('Sinal recebido · R$ 200,00')).toBeVisible();

  // Add to calendar: one event.
  const ics = await phone.request.get(
    (await phone.getByRole('link', { name: 'Adicionar ao calendário' }).getAttribute('href'))!,
  );
  expect(await ics.text()).toContain('SUMMARY:Tatuagem com Lia Botânica');

  // Moved once, to a free time; the second move is no longer offered.
  await expect(phone.getByText(/^Você pode remarcar até .* \(mais 1 vez\)\.$/)).toBeVisible();
  await phone.getByRole('button', { name: 'Remarcar' }).click();
  await phone.getByRole('button', { name: `${dayLabel(moved)} às 14:00` }).click();
  await phone.getByRole('button', { name: `Remarcar para ${dayLabel(moved)} às 14:00` }).click();
  await expect(phone.getByText(`${dayLabel(moved)} às 14:00`)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Remarcar' })).toHaveCount(0);
  await expect(
    phone.getByText('Para mudar o horário agora, fale com Lia Botânica pelo WhatsApp.'),
  ).toBeVisible();
  await phone.screenshot({ path: info.outputPath('confirmada.png'), fullPage: true });

  // Cancelled more than 48 h before: the deposit is owed back.
  await phone.getByRole('button', { name: 'Cancelar sessão' }).click();
  await expect(
    phone.getByText(/Pela política, o sinal de R\$ 200,00 é devolvido \(cancelando até .+ às \d\d:\d\d\)\./),
  ).toBeVisible();
  await phone.getByRole('button', { name: 'Sim, cancelar a sessão' }).click();
  await expect(phone.getByRole('heading', { name: 'Você cancelou esta sessão' })).toBeVisible();
  await expect(phone.getByText('Pela política, Lia Botânica vai devolver o sinal pelo Pix.')).toBeVisible();
  await expectAccessible(phone);

  // The artist's agenda: the session is cancelled, and a task says to return the deposit.
  const session = await (await page.request.get(`/api/appointments/${appointmentId}`)).json();
  expect(session).toMatchObject({ status: 'cancelado', startTime: `${moved}T14:00:00-03:00` });
  const tasks = await (await page.request.get('/api/tasks')).json();
  expect(JSON.stringify(tasks)).toContain('Devolver sinal de R$ 200,00 para Marina Sol');
});

test('a client on the waitlist is offered a freed time and takes it', async ({ page, browser }, info) => {
  test.slow();
  await verifiedUser(page, { plan: 'basico', name: 'Lia Botânica' });
  const slug = `lia-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, { policy: POLICY });
  const day = addDays(today(), 3);
  const busy = await seed(page, {
    clientName: 'Duda Alves',
    title: 'Rosa',
    date: day,
    time: '10:00',
    agreedValueCents: 0,
  });

  const phone = await clientPhone(page, browser);
  await phone.goto(`/agendar/${slug}`);
  await phone.getByRole('button', { name: 'Nenhum horário serve? Entrar na lista de espera' }).click();
  await expect(phone.getByRole('heading', { name: 'Lista de espera' })).toBeVisible();
  await phone.getByLabel('A partir de').fill(day);
  await phone.getByLabel('Até').fill(day);
  await fillRequest(phone, 'Bia Souza', '(11) 98888-7777');
  await phone.getByLabel('Li e aceito a política de cancelamento.').check();
  await phone.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(phone.getByText('Escolha ao menos um período do dia')).toBeVisible();
  await phone.screenshot({ path: info.outputPath('espera-form.png'), fullPage: true });
  await phone.getByLabel('Manhã').check();
  await phone.getByRole('button', { name: 'Entrar na lista de espera' }).click();
  await expect(phone.getByRole('heading', { name: 'Você está na lista de Lia Botânica' })).toBeVisible();
  await expect(phone.getByText(/^Nenhum por enquanto\./)).toBeVisible();
  await expectAccessible(phone);

  // The artist calls off the 10:00 session: the waitlisted client sees the time on their link.
  expect(
    (await page.request.post(`/api/appointments/${busy.id}/cancel`, { headers: origin(page) })).ok(),
  ).toBeTruthy();
  await phone.reload();
  const offers = phone.getByRole('region', { name: 'Horários que vagaram' });
  await expect(offers).toContainText(`${dayLabel(day)} às 10:00`);
  await phone.screenshot({ path: info.outputPath('vaga.png'), fullPage: true });
  await offers.getByRole('button', { name: 'Quero este horário' }).click();
  await expect(phone.getByRole('heading', { name: 'Sessão confirmada!' })).toBeVisible();
  await expect(phone.getByText(`${dayLabel(day)} às 10:00`)).toBeVisible();
});
