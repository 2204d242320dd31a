import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, addMonths, formatDayBR, monthOf, today } from '../../src/shared/time';
import { dayTitle, monthTitle } from '../../src/web/lib/month-grid';
import {
  act,
  badge,
  dayCell,
  dayHeading,
  dayLabel,
  dayList,
  fixedDay,
  monthHeading,
  openAgenda,
  openFinalize,
  seed,
} from './agenda-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

test('an empty day opens the form on that date at 10:00; missing fields are refused', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);

  const day = fixedDay();
  await expect(dayCell(page, day)).toHaveAccessibleName(`${dayLabel(day)}, sem agendamentos`);
  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Data')).toHaveValue(formatDayBR(day));
  await expect(form.getByLabel('Horário')).toHaveValue('10:00');
  await expectAccessible(page);

  await form.getByRole('combobox', { name: 'Cliente' }).fill('Alguém');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Cliente, título, data e horário são obrigatórios');

  await form.getByRole('combobox', { name: 'Cliente' }).fill('');
  await form.getByLabel('Título').fill('Rosa fineline');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Cliente, título, data e horário são obrigatórios');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await page
    .getByRole('alertdialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(form).toBeHidden();
  await expect(dayCell(page, day)).toHaveAccessibleName(`${dayLabel(day)}, sem agendamentos`);
});

test('creating with a typed new client puts a dot on the day and registers the client', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);
  const day = fixedDay();
  const client = `Helena Duarte ${Date.now().toString(36)}`;

  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await form.getByRole('combobox', { name: 'Cliente' }).fill(client);
  await expect(form.getByText('Novo cliente: será cadastrado ao salvar')).toBeVisible();
  await form.getByLabel('Título').fill('Fechamento de braço');
  await form.getByLabel('Horário').fill('14:30');
  await form.getByLabel('Valor').fill('350');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Agendamento salvo!')).toBeVisible();

  await expect(dayCell(page, day)).toHaveAccessibleName(`${dayLabel(day)}, 1 agendamento`);
  await expect(dayCell(page, day).locator('[data-dot="open"]')).toHaveCount(1);

  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Fechamento de braço' });
  await expect(item).toContainText('14:30');
  await expect(item).toContainText(client);
  await expect(item).toContainText('R$ 350,00');
  await expect(badge(item, 'Agendado')).toBeVisible();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();

  // The typed name became a client of its own.
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Clientes' }).click();
  const clients = page.getByRole('list', { name: 'Lista de clientes' });
  await expect(clients.getByRole('listitem').filter({ hasText: client })).toContainText('1 agendamento');
});

test('the client field suggests registered clients and reuses the one picked', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const created = await page.request.post('/api/clients', {
    data: { name: 'Beatriz Nogueira', phone: '11 98888-7777' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(created.status()).toBe(201);
  await openAgenda(page);
  const day = fixedDay();

  await dayCell(page, day).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  const combo = form.getByRole('combobox', { name: 'Cliente' });
  await combo.fill('beat');
  await form.getByRole('option', { name: /Beatriz Nogueira/ }).click();
  await expect(combo).toHaveValue('Beatriz Nogueira');
  await expect(form.getByText('Cliente cadastrado')).toBeVisible();
  await form.getByLabel('Título').fill('Retoque');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  // The form closes at once (issue 27); the server's answer is the confirmation.
  await expect(page.getByText('Agendamento salvo!')).toBeVisible();

  const clients = await (await page.request.get('/api/clients?q=Beatriz')).json();
  expect(clients.items).toHaveLength(1);
  expect(clients.items[0].appointmentCount).toBe(1);
});

/** A signed-in user with one appointment on the fixed day, looking at that day's list. */
async function withAppointmentOpen(page: Page, title: string, agreedValueCents: number, finalized = false) {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  const { id } = await seed(page, {
    clientName: 'Marta Rocha',
    title,
    date: day,
    time: '10:00',
    agreedValueCents,
  });
  if (finalized) {
    const res = await page.request.post(`/api/appointments/${id}/finalize`, {
      data: { amountCents: agreedValueCents, method: 'pix' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.ok()).toBeTruthy();
  }
  await openAgenda(page);
  await dayCell(page, day).click();
  return { day, item: dayList(page, day).getByRole('listitem').filter({ hasText: title }) };
}

/** A button's settled background: no hover on it, its colour transition over. */
async function background(button: Locator) {
  await button.page().mouse.move(0, 0);
  await expect.poll(() => button.evaluate((el) => el.getAnimations().length)).toBe(0);
  return button.evaluate((el) => getComputedStyle(el).backgroundColor);
}

test("'Chegou' toggles the badge; on, it never looks like the red 'Finalizar' beside it", {
  tag: '@phone',
}, async ({ page }) => {
  const { item } = await withAppointmentOpen(page, 'Mandala', 0);
  await expect(badge(item, 'Agendado')).toBeVisible();
  await act(page, item, 'Chegou', 'Marcar Chegou');
  await expect(badge(item, 'Chegou')).toBeVisible();
  if (!isPhone(page)) {
    const chegou = item.getByRole('button', { name: 'Chegou' });
    await expect(chegou).toHaveAttribute('aria-pressed', 'true');
    const finalizar = item.getByRole('button', { name: 'Finalizar' });
    expect(await background(chegou)).not.toBe(await background(finalizar));
  }
  await act(page, item, 'Chegou', 'Desmarcar Chegou');
  await expect(badge(item, 'Agendado')).toBeVisible();
});

test('Finalizar refuses 0, then records R$ 350,00: Finalizado badge and a green dot', async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Mandala', 0);
  const finalize = await openFinalize(page, item, day, '10:00');
  await expect(finalize.getByLabel('Forma de Pagamento')).toHaveValue('pix');
  await finalize.getByLabel('Valor').fill('0');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize.getByRole('alert')).toHaveText('Valor do pagamento deve ser maior que zero');
  await finalize.getByLabel('Valor').fill('350,00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();

  await expect(badge(item, 'Finalizado')).toBeVisible();
  await expect(item).toContainText('R$ 350,00');
  // The grid sits behind the modal: close it to see the dot turn green.
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();
  await expect(dayCell(page, day).locator('[data-dot="finished"]')).toHaveCount(1);
});

test("'Cancelar Finalização' asks, then the appointment is Agendado again", async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Mandala', 35_000, true);
  await expect(badge(item, 'Finalizado')).toBeVisible();
  await act(page, item, 'Cancelar Finalização');
  const confirm = page.getByRole('alertdialog', {
    name: 'Cancelar a finalização? Os pagamentos registrados deste agendamento serão excluídos.',
  });
  await confirm.getByRole('button', { name: 'Cancelar Finalização' }).click();
  await expect(confirm).toBeHidden();
  await expect(badge(item, 'Agendado')).toBeVisible();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();
  await expect(dayCell(page, day).locator('[data-dot="open"]')).toHaveCount(1);
});

test('Editar changes the title', async ({ page }) => {
  const { day } = await withAppointmentOpen(page, 'Old school', 50_000);
  const list = dayList(page, day);
  await act(page, list.getByRole('listitem').filter({ hasText: 'Old school' }), 'Editar');
  const form = page.getByRole('dialog', { name: 'Editar Agendamento' });
  await expect(form.getByRole('combobox', { name: 'Cliente' })).toHaveValue('Marta Rocha');
  await expect(form.getByLabel('Valor')).toHaveValue('500,00');
  await form.getByLabel('Título').fill('Old school colorido');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: 'Old school colorido' })).toBeVisible();
});

test("'Marcar como cancelado' asks first; 'Reabrir' brings it back", { tag: '@phone' }, async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Old school', 50_000);
  if (!isPhone(page)) {
    // An icon button: its name shows as a tooltip too.
    const icon = item.getByRole('button', { name: 'Marcar como cancelado', exact: true });
    await expect(icon).toHaveAttribute('title', 'Marcar como cancelado');
  }
  const confirm = page.getByRole('alertdialog', { name: 'Marcar este agendamento como cancelado?' });

  // Saying no changes nothing.
  await act(page, item, 'Marcar como cancelado');
  // (A session whose time has come also offers 'Cliente faltou' — booking-waitlist-inbox.spec.ts;
  // this one's day, the 15th or 16th, is past in the second half of the month.)
  await expect(confirm).toHaveAccessibleDescription(
    /^Os lembretes deste agendamento deixam de ser enviados\. Você pode reabri-lo depois\./,
  );
  await confirm.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(badge(item, 'Agendado')).toBeVisible();

  await act(page, item, 'Marcar como cancelado');
  await confirm.getByRole('button', { name: 'Marcar como cancelado' }).click();
  await expect(confirm).toBeHidden();
  await expect(badge(item, 'Cancelado')).toBeVisible();
  await expect(page.getByText('Agendamento cancelado!')).toBeVisible();
  // In the grid a cancelled session is a grey dot, and the legend says so.
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();
  await expect(dayCell(page, day).locator('[data-dot="cancelled"]')).toHaveCount(1);
  await expect(dayCell(page, day).locator('[data-dot="open"]')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Legenda' }).getByText('Cancelado', { exact: true }),
  ).toBeVisible();
  await dayCell(page, day).click();
  if (!isPhone(page)) {
    await expect(item.getByRole('button', { name: 'Finalizar' })).toHaveCount(0);
    await expect(item.getByRole('button', { name: 'Reabrir' })).toHaveAttribute('title', 'Reabrir');
  }
  await act(page, item, 'Reabrir');
  await expect(badge(item, 'Agendado')).toBeVisible();
});

test("every action is offered; on the phone's sheet nothing harmful sits next to its own 'Cancelar'", {
  tag: '@phone',
}, async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Old school', 50_000);
  // Phone: the sheet's buttons in order. Desktop: the row's own buttons (icons by their label).
  const offered = async () => {
    if (!isPhone(page)) {
      return item
        .getByRole('button')
        .evaluateAll((els) =>
          els.map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim()),
        );
    }
    await item.getByRole('button').click();
    const sheet = page.getByRole('dialog', { name: 'Marta Rocha · Old school' });
    const labels = (await sheet.getByRole('button').allInnerTexts()).map((t) => t.trim());
    await sheet.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(sheet).toBeHidden();
    return labels;
  };
  expect(await offered()).toEqual(
    isPhone(page)
      ? [
          'Marcar Chegou',
          'Finalizar',
          'Registrar sinal',
          'Termo de consentimento',
          'Ficha técnica',
          'Marcar como cancelado',
          'Excluir',
          'Editar',
          'Cancelar',
        ]
      : [
          'Chegou',
          'Finalizar',
          'Registrar sinal',
          'Termo de consentimento',
          'Ficha técnica',
          'Editar',
          'Marcar como cancelado',
          'Excluir',
        ],
  );
  // Finished: its undo is a state change too, so on the phone it stays away from the dismiss row.
  const finalize = await openFinalize(page, item, day, '10:00');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();
  await expect(badge(item, 'Finalizado')).toBeVisible();
  expect(await offered()).toEqual(
    isPhone(page)
      ? ['Cancelar Finalização', 'Ficha técnica', 'Excluir', 'Editar', 'Cancelar']
      : ['Cancelar Finalização', 'Ficha técnica', 'Editar', 'Excluir'],
  );
});

test("a finished appointment's value is read-only in Editar and an edit keeps it", async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Mandala', 1_234_567, true);
  await expect(item).toContainText('R$ 12.345,67');
  await act(page, item, 'Editar');
  const form = page.getByRole('dialog', { name: 'Editar Agendamento' });
  const value = form.getByLabel('Valor');
  await expect(value).toHaveValue('R$ 12.345,67');
  await expect(value).not.toBeEditable();
  await expect(value).toHaveAccessibleDescription(
    'Valor recebido: a soma dos pagamentos deste agendamento. Para alterá-lo, edite os pagamentos em Financeiro.',
  );
  await form.getByLabel('Título').fill('Mandala colorida');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  const edited = dayList(page, day).getByRole('listitem').filter({ hasText: 'Mandala colorida' });
  await expect(edited).toContainText('R$ 12.345,67');
  await expect(badge(edited, 'Finalizado')).toBeVisible();
});

test('the day list: a capitalised title, wider on desktop, long names and titles on two lines', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  const name = 'Maria Aparecida dos Santos Oliveira';
  const title = 'Fechamento de braço com realismo preto e cinza';
  await seed(page, { clientName: name, title, date: day, time: '09:00', agreedValueCents: 1_234_567 });
  // One unbroken word must wrap too, not push the list sideways.
  const unbroken = 'Blackwork'.repeat(8);
  await seed(page, {
    clientName: 'Carlos Eduardo Nascimento',
    title: unbroken,
    date: day,
    time: '11:00',
    agreedValueCents: 80_000,
  });
  await openAgenda(page);
  await dayCell(page, day).click();
  const list = dayList(page, day);
  await expect(list).toHaveAccessibleName(dayHeading(day));
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(dayHeading(day));

  const item = list.getByRole('listitem').filter({ hasText: 'R$ 12.345,67' });
  const nameLine = item.getByText(name, { exact: true });
  const titleLine = item.getByText(title, { exact: true });
  const box = (l: Locator) =>
    l.evaluate((el) => ({
      lines: Math.round(
        el.getBoundingClientRect().height / Number.parseFloat(getComputedStyle(el).lineHeight),
      ),
      clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight + 1,
    }));
  if (isPhone(page)) {
    // 390 px: the name takes a second line instead of 'Maria Apareci…'.
    expect((await box(nameLine)).lines).toBe(2);
    expect((await box(titleLine)).lines).toBe(2);
  } else {
    // 1280 px: a roomy card shows both whole.
    expect((await list.boundingBox())!.width).toBeGreaterThanOrEqual(640);
    expect(await box(nameLine)).toEqual({ lines: 1, clipped: false });
    expect(await box(titleLine)).toEqual({ lines: 1, clipped: false });
  }
  const long = list
    .getByRole('listitem')
    .filter({ hasText: 'Carlos Eduardo Nascimento' })
    .getByText(unbroken);
  expect((await box(long)).lines).toBeLessThanOrEqual(2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await list.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('Excluir asks first, then the day is empty', async ({ page }) => {
  const { day, item } = await withAppointmentOpen(page, 'Old school', 50_000);
  await act(page, item, 'Excluir');
  const confirm = page.getByRole('alertdialog', {
    name: 'Tem certeza que deseja excluir este agendamento? Os pagamentos relacionados também serão excluídos.',
  });
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  const list = dayList(page, day);
  await expect(list.getByText('Nenhum agendamento neste dia')).toBeVisible();
  await list.getByRole('button', { name: 'Fechar' }).click();
  await expect(dayCell(page, day)).toHaveAccessibleName(`${dayLabel(day)}, sem agendamentos`);
});

test('month navigation moves the header and the 42-day grid; Hoje comes back', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);
  await expectAccessible(page);
  const month = monthOf(today());
  const days = page.getByRole('button', { name: /^\d{1,2} de [a-zç]+(,|$)/ });
  await expect(days).toHaveCount(42);
  await expect(page.locator('[aria-current="date"]')).toHaveAccessibleName(new RegExp(dayLabel(today())));
  for (const weekday of ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'])
    await expect(page.getByText(weekday, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Próximo mês' }).click();
  const next = addMonths(month, 1);
  await expect(page.getByRole('heading', { name: monthHeading(next) })).toBeVisible();
  await expect(dayCell(page, `${next}-28`)).toHaveAccessibleName(/sem agendamentos/);
  await expect(days).toHaveCount(42);

  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  await expect(page.getByRole('heading', { name: monthHeading(addMonths(month, -1)) })).toBeVisible();
  await page.getByRole('button', { name: 'Hoje', exact: true }).click();
  await expect(page.getByRole('heading', { name: monthHeading(month) })).toBeVisible();

  // 390 px: seven columns fit without sideways scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('a day with more than 3 appointments shows 3 dots and "..."', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  for (const [i, time] of ['09:00', '11:00', '13:00', '15:00'].entries())
    await seed(page, {
      clientName: `Cliente ${i}`,
      title: `Sessão ${i}`,
      date: day,
      time,
      agreedValueCents: 10_000,
    });
  await openAgenda(page);

  const cell = dayCell(page, day);
  await expect(cell).toHaveAccessibleName(`${dayLabel(day)}, 4 agendamentos`);
  await expect(cell.locator('[data-dot]')).toHaveCount(3);
  await expect(cell.getByText('...', { exact: true })).toBeVisible();
  await cell.click();
  await expect(dayList(page, day).getByRole('listitem')).toHaveCount(4);
});

test("the dashboard's 'Agendamentos Hoje' opens today: the form when empty, else the day list", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const card = page.getByRole('button', { name: /Agendamentos Hoje/ });
  await card.click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Data')).toHaveValue(formatDayBR(today()));
  await expect(form.getByLabel('Horário')).toHaveValue('10:00');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page).toHaveURL(/section=calendar$/);

  await seed(page, {
    clientName: 'Nina',
    title: 'Flash',
    date: today(),
    time: '18:00',
    agreedValueCents: 20_000,
  });
  await page.goto('/');
  await card.click();
  const list = dayList(page, today());
  await expect(list.getByRole('listitem').filter({ hasText: 'Flash' })).toBeVisible();
  await list.getByRole('button', { name: 'Fechar' }).click();
  await expect(list).toBeHidden();
  await expect(page).toHaveURL(/section=calendar$/);
});

test("the toolbar's 'Novo Agendamento' (phones: the floating +) opens today at 10:00", {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);
  const button = page.getByRole('button', { name: 'Novo Agendamento' });
  if (isPhone(page)) {
    await expect(button).toBeHidden();
    // Phones: the floating + like Clientes and Tarefas, clear of the legend under the grid.
    await page.getByRole('button', { name: 'Adicionar' }).click();
  } else {
    await button.click();
  }
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Data')).toHaveValue(formatDayBR(today()));
  await expect(form.getByLabel('Horário')).toHaveValue('10:00');

  // Dates and times are Brazilian whatever the phone's language: typed digits get their separators…
  await form.getByLabel('Horário').fill('1430');
  await expect(form.getByLabel('Horário')).toHaveValue('14:30');
  await form.getByLabel('Data').fill('0512');
  await expect(form.getByLabel('Data')).toHaveValue('05/12');
  // …and the calendar is a pt-BR month, Sunday first.
  await form.getByRole('button', { name: 'Abrir calendário' }).click();
  const calendar = form.getByRole('group', { name: 'Calendário: Data' });
  await expect(calendar).toContainText('Dom');
  await expect(calendar).toContainText(monthTitle(monthOf(today())));
  await expectAccessible(page);
  await calendar.getByRole('button', { name: 'Próximo mês' }).click();
  const target = `${addMonths(monthOf(today()), 1)}-10`;
  await calendar.getByRole('button', { name: longDay(target), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(form.getByLabel('Data')).toHaveValue(formatDayBR(target));
});

/** '10 de dezembro de 2026', what the calendar's day buttons are called. */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));

/** A day before today that the Agenda shows: the 1st of this month, or yesterday in the month before. */
async function pastDayInView(page: Page) {
  const t = today();
  if (!t.endsWith('-01')) return `${monthOf(t)}-01`;
  await page.getByRole('button', { name: 'Mês anterior' }).click();
  return addDays(t, -1);
}

test('a past session finalized today is paid on its own day, in its own month', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openAgenda(page);
  const day = await pastDayInView(page);
  await seed(page, {
    clientName: 'Rita Lopes',
    title: 'Andorinha',
    date: day,
    time: '15:00',
    agreedValueCents: 85_000,
  });
  await page.reload();
  if (monthOf(day) !== monthOf(today())) await page.getByRole('button', { name: 'Mês anterior' }).click();
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Andorinha' });
  const finalize = await openFinalize(page, item, day, '15:00');
  const date = finalize.getByLabel('Data do Pagamento');
  await expect(date).toHaveValue(formatDayBR(day));
  // A day that has not come yet is refused; typed the Brazilian way whatever the phone's language.
  await date.fill(formatDayBR(addDays(today(), 1)));
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize.getByRole('alert')).toHaveText('A data do pagamento não pode ser no futuro');
  await date.fill(formatDayBR(day).replaceAll('/', ''));
  await expect(date).toHaveValue(formatDayBR(day));
  // Shown at once, the save may still be on its way: its answer is awaited before leaving the page.
  const saved = page.waitForResponse((r) => r.url().endsWith('/finalize') && r.request().method() === 'POST');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(finalize).toBeHidden();

  await page.goto('/?section=payments');
  const row = page
    .getByRole('list', { name: 'Pagamentos' })
    .getByRole('listitem')
    .filter({ hasText: 'Rita Lopes' });
  await expect(row).toContainText(formatDayBR(day));
  await expect(row).toContainText('R$ 850,00');
});

test('a session that has not started asks before Finalizar; Cancelar leaves it open', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = addDays(today(), 1);
  await seed(page, {
    clientName: 'Caio Prado',
    title: 'Lettering',
    date: day,
    time: '15:00',
    agreedValueCents: 30_000,
  });
  await openAgenda(page);
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Lettering' });
  await act(page, item, 'Finalizar');
  const finalize = page.getByRole('dialog', { name: 'Finalizar Agendamento' });
  await expect(finalize.getByRole('alert')).toHaveText(
    `Este agendamento ainda não começou (${formatDayBR(day)} às 15:00). Finalizar mesmo assim?`,
  );
  await expectAccessible(page);
  await finalize.getByRole('button', { name: 'Cancelar' }).click();
  await expect(finalize).toBeHidden();
  await expect(badge(item, 'Agendado')).toBeVisible();

  await act(page, item, 'Finalizar');
  await finalize.getByRole('button', { name: 'Finalizar mesmo assim' }).click();
  // Paid today: a day that has not come yet is never offered.
  await expect(finalize.getByLabel('Data do Pagamento')).toHaveValue(formatDayBR(today()));
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  await expect(finalize).toBeHidden();
  await expect(badge(item, 'Finalizado')).toBeVisible();
});

test('a session has a length; a second client in the same hours asks before saving', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  await seed(page, { clientName: 'Ana Souza', title: 'Rosa', date: day, time: '14:00', agreedValueCents: 0 });
  await openAgenda(page);
  await dayCell(page, day).click();
  const list = dayList(page, day);
  await expect(list.getByRole('listitem').filter({ hasText: 'Rosa' })).toContainText('até 16:00');
  await list.getByRole('button', { name: 'Adicionar Novo Agendamento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Duração')).toHaveValue('120');
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Bruno Lima');
  await form.getByLabel('Título').fill('Tribal');
  await form.getByLabel('Horário').fill('15:00');
  await form.getByLabel('Duração').selectOption({ label: '1h30' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Já existe um agendamento neste horário.' });
  await expect(ask).toHaveAccessibleDescription('Ana Souza, 14:00–16:00. Deseja salvar mesmo assim?');
  await expectAccessible(page);
  // 'Voltar' keeps the form as typed; nothing was saved.
  await ask.getByRole('button', { name: 'Voltar' }).click();
  await expect(ask).toBeHidden();
  await expect(form.getByLabel('Título')).toHaveValue('Tribal');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await ask.getByRole('button', { name: 'Salvar mesmo assim' }).click();
  await expect(form).toBeHidden();
  await expect(list.getByRole('listitem').filter({ hasText: 'Tribal' })).toContainText('até 16:30');
  await list.getByRole('button', { name: 'Fechar' }).click();
  await expect(dayCell(page, day)).toHaveAccessibleName(/2 agendamentos/);
});

test('day and week views show each session for as long as it lasts; a phone opens on the day and the choice is kept', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = today();
  const headers = { origin: new URL(page.url()).origin };
  for (const data of [
    { clientName: 'Ana Dia', title: 'Costas', date: day, time: '14:00', durationMinutes: 120 },
    {
      clientName: 'Bia Dia',
      title: 'Flash',
      date: day,
      time: '15:00',
      durationMinutes: 60,
      warnOnOverlap: false,
    },
  ]) {
    expect((await page.request.post('/api/appointments', { data, headers })).status()).toBe(201);
  }
  await page.goto('/?section=calendar');
  const views = page.getByRole('group', { name: 'Visualização' });
  await expect(views.getByRole('button', { name: isPhone(page) ? 'Dia' : 'Mês' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await views.getByRole('button', { name: 'Dia' }).click();
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(day) })).toBeVisible();

  // Two hours look twice as long as one, and sessions that overlap sit side by side.
  const ana = page.getByRole('button', { name: '14:00–16:00, Ana Dia, Costas, Agendado' });
  const bia = page.getByRole('button', { name: '15:00–16:00, Bia Dia, Flash, Agendado' });
  const [a, b] = [(await ana.boundingBox())!, (await bia.boundingBox())!];
  expect(Math.round(a.height / b.height)).toBe(2);
  expect(b.x).toBeGreaterThan(a.x);
  expect(b.y).toBeGreaterThan(a.y);
  await expectAccessible(page);

  // A session opens its actions; a free hour opens the form at that hour.
  await ana.click();
  await expect(page.getByRole('dialog', { name: 'Ana Dia · Costas' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `Novo agendamento: ${dayTitle(day)}, 18:00` }).click();
  const form = page.getByRole('dialog', { name: 'Novo Agendamento' });
  await expect(form.getByLabel('Horário')).toHaveValue('18:00');
  await expect(form.getByLabel('Data')).toHaveValue(formatDayBR(day));
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await page.getByRole('button', { name: 'Próximo dia' }).click();
  await expect(page.getByRole('heading', { level: 2, name: dayTitle(addDays(day, 1)) })).toBeVisible();
  await page.getByRole('button', { name: 'Hoje', exact: true }).click();

  await views.getByRole('button', { name: 'Semana' }).click();
  await expect(page.getByRole('button', { name: 'Próxima semana' })).toBeVisible();
  if (isPhone(page)) {
    // Seven columns do not fit: the phone's week is a list of days, each session with its end.
    const todayRegion = page.getByRole('region', { name: dayTitle(day) });
    await expect(todayRegion.getByRole('listitem').first()).toContainText('até 16:00');
    await expect(todayRegion).toContainText('Bia Dia');
  } else {
    await expect(ana).toBeVisible();
    await expect(bia).toBeVisible();
  }
  await expectAccessible(page);
  await page.reload();
  await expect(views.getByRole('button', { name: 'Semana' })).toHaveAttribute('aria-pressed', 'true');
});
