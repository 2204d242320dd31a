import { expect, type Locator, type Page, test } from '@playwright/test';
import { addDays, today } from '../../src/shared/time';
import { weekOf } from '../../src/web/features/agenda/day-layout';
import { dayTitle } from '../../src/web/lib/month-grid';
import { dayCell, dayList, openAgenda } from './agenda-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

// Issue 29 item 6: a cell says who is coming and whether the deposit is in; a 23:30 session is drawn
// across midnight; the artist's working hours are shaded and a day off is marked.

/** What an hour's tap target adds when the hour is not worked. */
const OFF = ', fora do horário de trabalho';

const origin = (page: Page) => ({ origin: new URL(page.url()).origin });

/** This week (the one the week view opens on): a working Tuesday, a night, the morning after, a day off. */
const week = weekOf(today());
const workDay = week[2]!;
const nightDay = week[3]!;
const morningAfter = week[4]!;
const dayOff = week[5]!;

async function setUp(page: Page) {
  await verifiedUser(page, { plan: 'basico' });
  // 'Página de agendamento': Monday to Saturday 10–19 h, Sunday closed, this week's Friday off.
  const workday = [{ start: '10:00', end: '19:00' }];
  const settings = await page.request.put('/api/booking/settings', {
    headers: origin(page),
    data: {
      slug: `agenda-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      weekly: [[], workday, workday, workday, workday, workday, workday],
      sessionLengths: [120],
      minNoticeHours: 24,
      horizonDays: 60,
      daysOff: [dayOff],
      holdHours: 24,
    },
  });
  expect(settings.ok(), await settings.text()).toBeTruthy();
  const book = async (data: object) => {
    const res = await page.request.post('/api/appointments', {
      headers: origin(page),
      data: { agreedValueCents: 80_000, warnOnOverlap: false, ...data },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  };
  const fernanda = await book({
    clientName: 'Fernanda Oliveira Santos',
    title: 'Fechamento de braço',
    date: workDay,
    time: '10:00',
    durationMinutes: 120,
  });
  const deposit = await page.request.post(`/api/appointments/${fernanda.id}/deposit`, {
    headers: origin(page),
    data: { amountCents: 20_000, method: 'pix', date: today() < workDay ? today() : workDay },
  });
  expect(deposit.ok(), await deposit.text()).toBeTruthy();
  await book({ clientName: 'Bruno Lima', title: 'Flash', date: workDay, time: '14:00', durationMinutes: 60 });
  await book({
    clientName: 'Ana Souza',
    title: 'Costas',
    date: nightDay,
    time: '23:30',
    durationMinutes: 120,
  });
}

async function chooseView(page: Page, name: 'Dia' | 'Semana' | 'Mês') {
  const button = page.getByRole('group', { name: 'Visualização' }).getByRole('button', { name });
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

/** The hour a tap target stands for in a day column (its name says whether the hour is worked). */
const hour = (page: Page, day: string, time: string, note = '') =>
  page.getByRole('button', { name: `Novo agendamento: ${dayTitle(day)}, ${time}${note}`, exact: true });

/** Whether a shaded stretch of the column covers the middle of an hour's tap target. */
async function shadedAt(target: Locator, kind: 'hours' | 'day') {
  const box = (await target.boundingBox())!;
  const middle = box.y + box.height / 2;
  const shades = target.locator('xpath=..').locator(`[data-off="${kind}"]`);
  for (const shade of await shades.all()) {
    const s = (await shade.boundingBox())!;
    if (s.y <= middle && middle <= s.y + s.height && s.width > box.width * 0.9) return true;
  }
  return false;
}

test('month cells name the client and the deposit; a night session goes on into the next day; a day off is marked', {
  tag: '@phone',
}, async ({ page }) => {
  await setUp(page);
  await openAgenda(page);

  // Each session in words — time, the client's full name, the deposit — read after the day's name.
  const work = dayCell(page, workDay);
  await expect(work).toHaveAccessibleName(/, 2 agendamentos$/);
  await expect(work).toHaveAccessibleDescription(
    '10:00 Fernanda Oliveira Santos, sinal pago; 14:00 Bruno Lima, sem sinal',
  );
  // SPEC's dots stay (blue: not finished), the deposit paid ringed in green.
  await expect(work.locator('[data-dot="open"]')).toHaveCount(2);
  if (!isPhone(page)) {
    // A desk's cell has room for the time and a short name instead of '10:00 Tatuage…'.
    await expect(work).toContainText('10:00 Fernanda S.');
    await expect(work).toContainText('14:00 Bruno Lima');
  }

  await expect(dayCell(page, nightDay)).toHaveAccessibleDescription('23:30 Ana Souza, sem sinal');
  const after = dayCell(page, morningAfter);
  await expect(after).toHaveAccessibleName(/, 1 agendamento$/);
  await expect(after).toHaveAccessibleDescription(
    'continua desde 23:30 do dia anterior até 01:30: Ana Souza, sem sinal',
  );
  await expect(after.locator('[data-continues]')).toBeVisible();
  if (!isPhone(page)) await expect(after).toContainText('até 01:30 Ana Souza');

  const off = dayCell(page, dayOff);
  await expect(off).toHaveAccessibleDescription('Folga');
  await expect(off.getByText('Folga', { exact: true })).toBeVisible();

  const legend = page.getByRole('list', { name: 'Legenda' });
  for (const label of ['Sinal pago', 'Sinal pendente', 'Sem sinal', 'Folga'])
    await expect(legend.getByRole('listitem').filter({ hasText: label })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('month.png'), fullPage: true });
  await expectAccessible(page);

  // The morning after opens its day, the night session listed as going on from the day before.
  await after.click();
  const list = dayList(page, morningAfter);
  const continued = list.getByRole('listitem').filter({ hasText: 'Ana Souza' });
  await expect(continued).toContainText(`Continuação de ${dayTitle(nightDay).toLowerCase()}`);
  await expect(continued).toContainText('até 01:30');
  await expect(continued).toContainText('Sem sinal');
});

test('the week shows who and the deposit, draws a 23:30 session across midnight, shades hours and marks the day off', {
  tag: '@phone',
}, async ({ page }) => {
  await setUp(page);
  await openAgenda(page);
  await chooseView(page, 'Semana');

  if (isPhone(page)) {
    // A phone's week is a list of days: the night session under both of its days.
    const work = page.getByRole('region', { name: dayTitle(workDay) });
    await expect(work.getByRole('button', { name: /Fernanda Oliveira Santos.*Sinal pago/ })).toBeVisible();
    await expect(work.getByRole('button', { name: /Bruno Lima.*Sem sinal/ })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: dayTitle(nightDay) })
        .getByRole('button', { name: /23:30\s*até 01:30\s*Ana Souza/ }),
    ).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: dayTitle(morningAfter) })
        .getByRole('button', { name: /Continuação de .*Ana Souza/ }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: dayTitle(dayOff) }).getByRole('heading')).toContainText(
      'Folga',
    );
  } else {
    // Seven columns: each block names the client and the deposit, in colour and in words.
    const fernanda = page.getByRole('button', {
      name: '10:00–12:00, Fernanda Oliveira Santos, Fechamento de braço, Agendado, sinal pago',
    });
    await expect(fernanda).toContainText('Fernanda S.');
    await expect(fernanda).toContainText('Sinal pago');
    await expect(
      page.getByRole('button', { name: /^14:00–15:00, Bruno Lima, Flash, Agendado, sem sinal/ }),
    ).toContainText('Sem sinal');
    await nightSessionAcrossMidnight(page);
    // Monday to Saturday 10–19 h: 08:00 is shaded, 12:00 is not; Friday is off all day.
    await shadingOf(page);
    // The day off's column heading says it.
    await expect(
      page.locator('span', { hasText: new RegExp(`^Sex\\s*${Number(dayOff.slice(8))}\\s*Folga$`) }),
    ).toBeVisible();
  }
  await page.screenshot({ path: test.info().outputPath('week.png'), fullPage: true });
  await expectAccessible(page);

  // The day view: the same shading, the continuation at the top of the morning after.
  await chooseView(page, 'Dia');
  let shown = today();
  const step = async (to: string) => {
    while (shown !== to) {
      const forward = to > shown;
      await page.getByRole('button', { name: forward ? 'Próximo dia' : 'Dia anterior' }).click();
      shown = addDays(shown, forward ? 1 : -1);
      await expect(page.getByRole('heading', { level: 2, name: dayTitle(shown) })).toBeVisible();
    }
  };
  await step(workDay);
  await expect(hour(page, workDay, '08:00', OFF)).toHaveCount(1);
  expect(await shadedAt(hour(page, workDay, '08:00', OFF), 'hours')).toBe(true);
  expect(await shadedAt(hour(page, workDay, '12:00'), 'hours')).toBe(false);
  await step(morningAfter);
  const continuation = page.getByRole('button', {
    name: /^23:30–01:30, Ana Souza, Costas, .*continuação de /,
  });
  await expect(continuation).toContainText('desde 23:30');
  await step(dayOff);
  const noon = hour(page, dayOff, '12:00', ', folga');
  await expect(noon.locator('xpath=..').getByText('Folga', { exact: true })).toBeVisible();
  expect(await shadedAt(noon, 'day')).toBe(true);
  await page.screenshot({ path: test.info().outputPath('day-off.png'), fullPage: true });
  await expectAccessible(page);
});

/** Both parts name the whole session; the second starts at the top (00:00) of the next column. */
async function nightSessionAcrossMidnight(page: Page) {
  const before = page
    .getByRole('list', { name: `Agendamentos de ${dayTitle(nightDay)}` })
    .getByRole('button', {
      name: '23:30–01:30, Ana Souza, Costas, Agendado, sem sinal, continua no dia seguinte',
    });
  const after = page
    .getByRole('list', { name: `Agendamentos de ${dayTitle(morningAfter)}` })
    .getByRole('button', {
      name: `23:30–01:30, Ana Souza, Costas, Agendado, sem sinal, continuação de ${dayTitle(nightDay)}`,
    });
  await expect(before).toBeVisible();
  await expect(after).toContainText('desde 23:30');
  await expect(after).toContainText('até 01:30');
  const [first, second] = [(await before.boundingBox())!, (await after.boundingBox())!];
  const [h23, h00] = [
    (await hour(page, nightDay, '23:00', OFF).boundingBox())!,
    (await hour(page, morningAfter, '00:00', OFF).boundingBox())!,
  ];
  // 23:30 is half way down the 23:00 hour; the rest starts at midnight, an hour and a half long.
  expect(Math.abs(first.y - (h23.y + h23.height / 2))).toBeLessThan(3);
  expect(Math.abs(second.y - h00.y)).toBeLessThan(3);
  expect(Math.abs(second.height - 1.5 * h00.height)).toBeLessThan(4);
  expect(second.x).toBeGreaterThan(first.x);
}

async function shadingOf(page: Page) {
  const early = hour(page, workDay, '08:00', OFF);
  await expect(early).toHaveCount(1);
  expect(await shadedAt(early, 'hours')).toBe(true);
  expect(await shadedAt(hour(page, workDay, '12:00'), 'hours')).toBe(false);
  expect(await shadedAt(hour(page, dayOff, '12:00', ', folga'), 'day')).toBe(true);
}
