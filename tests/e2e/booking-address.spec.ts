import { expect, type Page, test } from '@playwright/test';
import { clientPhone } from './booking-page';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

// Issue 29: the studio address asked in the booking set-up (checked on the map) reaches the
// client's link with 'Ver no mapa' and 'Falar no WhatsApp'; the set-up's days off refuse a date
// that is not whole and keep one left typed; 'Copiar para todos os dias'; a refused save is seen.

const ADDRESS = 'Rua Augusta, 1500, sala 3 — São Paulo';
const mapsOf = (address: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

async function openSettings(page: Page) {
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Página de agendamento' })
    .click();
  const form = page.getByRole('dialog', { name: 'Página de agendamento' });
  await expect(form.getByLabel('Endereço da página')).not.toHaveValue('');
  return form;
}

test('the studio address is asked in the booking set-up and reaches the client with the map and a WhatsApp button @phone', async ({
  page,
  browser,
}, info) => {
  await verifiedUser(page, { plan: 'basico', name: 'Carol Traço Fino' });
  const form = await openSettings(page);
  const slug = `carol-${Date.now().toString(36)}`;
  await form.getByLabel('Endereço da página').fill(slug);
  await form.getByRole('switch', { name: 'Página ativa' }).click();

  // No map before there is an address; then the link the artist checks it with.
  await expect(form.getByRole('link', { name: 'Ver no mapa' })).toHaveCount(0);
  await form.getByLabel('Endereço do estúdio').fill(ADDRESS);
  const map = form.getByRole('link', { name: 'Ver no mapa' });
  await expect(map).toHaveAttribute('href', mapsOf(ADDRESS));
  await expect(map).toHaveAttribute('target', '_blank');

  await form.getByLabel('WhatsApp para os clientes (opcional)').fill('(11) 98765-4321');
  await form.getByLabel('Tipo de chave Pix').selectOption('phone');
  await form.getByLabel('Chave Pix', { exact: true }).fill('(11) 98765-4321');
  await form.getByLabel('Nome de quem recebe').fill('Carol Traço Fino');
  await form.getByLabel('Cidade').fill('São Paulo');
  await expectAccessible(page);
  await form.getByLabel('Endereço do estúdio').scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('endereco-no-agendamento.png') });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Página de agendamento salva!')).toBeVisible();

  // One address: the messages' {endereco} is the one just typed.
  const texts = await (await page.request.get('/api/message-templates')).json();
  expect(texts.address).toBe(ADDRESS);

  // A client asks; the artist accepts with a deposit still to come.
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=120`)).json();
  const slot = slots.slots[0] as { day: string; time: string };
  const sent = await page.request.post(`/api/public/booking/${slug}/requests`, {
    headers: origin(page),
    multipart: {
      data: JSON.stringify({
        name: 'Júlia Prado',
        phone: '(11) 91234-5678',
        idea: 'Um ramo de lavanda em traço fino',
        placement: 'Antebraço',
        size: '12 cm',
        length: 120,
        slots: [slot],
        consent: true,
      }),
    },
  });
  expect(sent.status()).toBe(201);
  const link = `/agendar/${slug}/pedido/${(await sent.json()).token}`;
  const list = await (await page.request.get('/api/booking/requests')).json();
  const accepted = await page.request.post(`/api/booking/requests/${list.items[0].id}/accept`, {
    headers: origin(page),
    data: {
      date: slot.day,
      time: slot.time,
      durationMinutes: 120,
      title: 'Lavanda',
      valueCents: 60_000,
      depositCents: 10_000,
      holdHours: 24,
    },
  });
  expect(accepted.ok()).toBeTruthy();

  const phone = await clientPhone(page, browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: 'Falta o sinal para confirmar' })).toBeVisible();
  const place = phone.getByRole('region', { name: 'Endereço' });
  await expect(place).toContainText(ADDRESS);
  await expect(place.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', mapsOf(ADDRESS));
  await expect(place.getByRole('link', { name: 'Falar no WhatsApp' })).toBeVisible();
  await phone.screenshot({ path: info.outputPath('falta-o-sinal.png'), fullPage: true });

  // Paid: 'Sessão confirmada!' says where, with the map and the artist's WhatsApp instead of a bare sentence.
  const { appointmentId } = await accepted.json();
  const paid = await page.request.post(`/api/appointments/${appointmentId}/deposit`, {
    headers: origin(page),
    data: { amountCents: 10_000 },
  });
  expect(paid.ok()).toBeTruthy();
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Sessão confirmada!' })).toBeVisible();
  await expect(place).toContainText(ADDRESS);
  await expect(place.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', mapsOf(ADDRESS));
  const chat = new URL((await place.getByRole('link', { name: 'Falar no WhatsApp' }).getAttribute('href'))!);
  expect(chat.origin + chat.pathname).toBe('https://wa.me/5511987654321');
  expect(chat.searchParams.get('text')).toMatch(
    /^Olá, Carol! Aqui é Júlia, sobre a sessão de (dom|seg|ter|qua|qui|sex|sáb)\. \d\d\/\d\d às \d\d:\d\d\.$/,
  );
  await expect(phone.getByText(/Qualquer dúvida, fale com/)).toHaveCount(0);
  await expectAccessible(phone);
  await phone.screenshot({ path: info.outputPath('link-do-cliente.png'), fullPage: true });
  await phone.context().close();
});

test("the booking set-up's days off, 'Copiar para todos os dias' and a refused save, where they are seen @phone", async ({
  page,
  browser,
}, info) => {
  await verifiedUser(page, { plan: 'basico', name: 'Ana Conceição' });
  // Another artist holds an address this one will try.
  const other = await clientPhone(page, browser);
  await verifiedUser(other, { plan: 'basico', name: 'Davi Rocha' });
  const taken = `davi-${Date.now().toString(36)}`;
  const { saved: _saved, ...davi } = await (await other.request.get('/api/booking/settings')).json();
  const held = await other.request.put('/api/booking/settings', {
    data: { ...davi, slug: taken },
    headers: origin(other),
  });
  expect(held.ok()).toBeTruthy();
  await other.context().close();

  const form = await openSettings(page);
  const dayOff = form.getByLabel('Dia de folga');

  // '2512' is no date: Enter (like 'Adicionar') says so under the field, and no chip appears.
  await dayOff.fill('2512');
  await expect(dayOff).toHaveValue('25/12');
  await dayOff.press('Enter');
  await expect(form).toBeVisible();
  await expect(form.getByRole('alert')).toHaveText('Digite a data completa: dd/mm/aaaa');
  await expect(dayOff).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('list', { name: 'Folgas' })).toHaveCount(0);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Digite a data completa: dd/mm/aaaa');
  await page.screenshot({ path: info.outputPath('dia-de-folga.png') });
  await dayOff.fill('31/02/2026');
  await dayOff.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Data de folga inválida');
  await dayOff.fill('25122026');
  await dayOff.press('Enter');
  await expect(form.getByRole('list', { name: 'Folgas' }).getByRole('listitem')).toHaveText(['25/12/2026']);
  await expect(dayOff).toHaveValue('');

  // 'Copiar para todos os dias' from Tuesday: Saturday's own hours are named before they go, and the
  // closed Sunday and Monday that would open.
  const tuesday = form.getByRole('group', { name: 'Terça' });
  await expect(form.getByRole('group', { name: 'Domingo' }).getByRole('button')).toHaveCount(0);
  await tuesday.getByRole('button', { name: 'Copiar para todos os dias' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Copiar os horários de terça para todos os dias?' });
  await expect(ask).toContainText(
    'Todos os dias ficam das 10:00 às 13:00 e das 14:00 às 19:00, como terça. Os horários de sábado serão substituídos. Domingo e segunda estavam fechados e passam a receber pedidos.',
  );
  await ask.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByLabel('Sábado: fim', { exact: true })).toHaveValue('16:00');
  await tuesday.getByRole('button', { name: 'Copiar para todos os dias' }).click();
  await ask.getByRole('button', { name: 'Copiar e substituir' }).click();
  await expect(page.getByText('Horários de terça copiados para todos os dias')).toBeVisible();
  for (const day of ['Domingo', 'Segunda', 'Sábado']) {
    await expect(form.getByLabel(`${day}: início`, { exact: true })).toHaveValue('10:00');
    await expect(form.getByLabel(`${day}: fim`, { exact: true })).toHaveValue('13:00');
    await expect(form.getByLabel(`${day}: início do 2º turno`, { exact: true })).toHaveValue('14:00');
    await expect(form.getByLabel(`${day}: fim do 2º turno`, { exact: true })).toHaveValue('19:00');
  }
  // Sunday cleared, Monday changed and copied: the question names the days whose hours differ,
  // and the cleared Sunday that would open again.
  for (const which of ['início', 'fim', 'início do 2º turno', 'fim do 2º turno'])
    await form.getByLabel(`Domingo: ${which}`, { exact: true }).fill('');
  await form.getByLabel('Segunda: fim do 2º turno', { exact: true }).fill('1800');
  // (The toast of the first copy gone: it would sit over the question on a phone.)
  await expect(page.getByText('Horários de terça copiados para todos os dias')).toBeHidden();
  const copyMonday = form
    .getByRole('group', { name: 'Segunda' })
    .getByRole('button', { name: 'Copiar para todos os dias' });
  await copyMonday.click();
  const monday = page.getByRole('alertdialog', { name: 'Copiar os horários de segunda para todos os dias?' });
  await expect(monday).toContainText(
    'Os horários de terça, quarta, quinta, sexta e sábado serão substituídos. Domingo estava fechado e passa a receber pedidos.',
  );
  await page.screenshot({ path: info.outputPath('copiar-para-todos.png') });
  await monday.getByRole('button', { name: 'Copiar e substituir' }).click();
  await expect(form.getByLabel('Domingo: fim do 2º turno', { exact: true })).toHaveValue('18:00');
  await expect(form.getByLabel('Sexta: fim do 2º turno', { exact: true })).toHaveValue('18:00');
  // Copied again, nothing would be lost: no question.
  await copyMonday.click();
  await expect(page.getByText('Horários de segunda copiados para todos os dias')).not.toHaveCount(0);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);
  await form.getByRole('group', { name: 'Terça' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: info.outputPath('semana-copiada.png') });

  // A day left typed but not whole stops the save, under its field and in view.
  await dayOff.fill('3112');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Digite a data completa: dd/mm/aaaa');
  await expect(dayOff).toBeFocused();
  await expect(dayOff).toBeInViewport();

  // The server's refusal (an address another artist holds) goes under its field, focused and in view.
  await dayOff.fill('31/12/2026');
  await form.getByLabel('Endereço da página').fill(taken);
  await form.getByRole('button', { name: 'Salvar' }).click();
  const slug = form.getByLabel('Endereço da página');
  await expect(form.getByRole('alert')).toHaveText('Este endereço já está em uso. Escolha outro.');
  await expect(slug).toBeFocused();
  await expect(slug).toBeInViewport();
  await expect(form.getByRole('alert')).toBeInViewport();

  // A whole date left typed is saved with the others: the artist meant it.
  await slug.fill(`ana-${Date.now().toString(36)}`);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  const saved = await (await page.request.get('/api/booking/settings')).json();
  expect(saved.daysOff).toEqual(['2026-12-25', '2026-12-31']);
  expect(saved.weekly[0]).toEqual([
    { start: '10:00', end: '13:00' },
    { start: '14:00', end: '18:00' },
  ]);
});
