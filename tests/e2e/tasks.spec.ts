import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

/** Today and nearby days as São Paulo sees them (the server's 'Hoje' and 'Atrasada'). */
const spDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const br = (day: string) => day.split('-').reverse().join('/');

async function seed(page: Page, url: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(url, { data, headers: { origin: new URL(page.url()).origin } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { id: string }).id;
}

async function openTasks(page: Page) {
  await page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Tarefas' }).click();
  await expect(page.getByRole('heading', { name: 'Tarefas', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'A Fazer' })).toBeVisible();
}

type ColumnName = 'A Fazer' | 'Fazendo' | 'Feito';
const columnNames: ColumnName[] = ['A Fazer', 'Fazendo', 'Feito'];
/** A column's board region; on phones only the column whose tab is selected is shown. */
const column = (page: Page, name: ColumnName) => page.getByRole('region', { name });
/** Phones: a column's tab, named with its count ('A Fazer 12'). */
const columnTab = (page: Page, name: ColumnName) =>
  page
    .getByRole('tablist', { name: 'Colunas de tarefas' })
    .getByRole('tab', { name: new RegExp(`^${name} \\d+$`) });

/** The column, after picking its tab on phones (desktop shows all three side by side). */
async function openColumn(page: Page, name: ColumnName) {
  if (isPhone(page)) {
    await columnTab(page, name).click();
    await expect(columnTab(page, name)).toHaveAttribute('aria-selected', 'true');
  }
  await expect(column(page, name)).toBeVisible();
  return column(page, name);
}
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Resumo das tarefas' }).getByRole('listitem').filter({ hasText: label });

async function expectCounts(page: Page, counts: { aFazer: number; fazendo: number; feito: number }) {
  await expect(stat(page, 'A Fazer')).toHaveText(`A Fazer${counts.aFazer}`);
  await expect(stat(page, 'Fazendo')).toHaveText(`Fazendo${counts.fazendo}`);
  await expect(stat(page, 'Feitas')).toHaveText(`Feitas${counts.feito}`);
  await expect(stat(page, 'Total')).toHaveText(`Total${counts.aFazer + counts.fazendo + counts.feito}`);
  const perColumn = { 'A Fazer': counts.aFazer, Fazendo: counts.fazendo, Feito: counts.feito };
  for (const name of columnNames) {
    if (isPhone(page)) {
      // Phones: the column tabs carry the counts (one column is shown at a time).
      await expect(columnTab(page, name)).toHaveAccessibleName(`${name} ${perColumn[name]}`);
    } else {
      await expect(column(page, name).getByRole('heading', { level: 2 })).toHaveText(
        `${name}${perColumn[name]}`,
      );
    }
  }
}

/** Desktop: the card's own button. Phone: tap the card, then the action sheet's row. */
async function act(page: Page, title: string, desktopName: string, sheetName: string) {
  if (isPhone(page)) {
    await card(page, title).click();
    const sheet = page.getByRole('dialog', { name: title });
    await sheet.getByRole('button', { name: sheetName, exact: true }).click();
    await expect(sheet).toBeHidden();
  } else {
    await page.getByRole('button', { name: desktopName, exact: true }).click();
  }
}

const moveTo = (page: Page, title: string, to: 'A Fazer' | 'Fazendo') =>
  act(page, title, `Mover "${title}" para ${to}`, `Mover para ${to}`);

/**
 * The moves a task offers (desktop buttons or phone sheet rows), by target column, and whether
 * it offers completion ('✓ Concluir' / 'Marcar como Feita'). Closes the sheet again on phones.
 */
async function offeredActions(page: Page, title: string) {
  const scope = isPhone(page) ? page.getByRole('dialog', { name: title }) : card(page, title);
  if (isPhone(page)) await card(page, title).click();
  const moveName = (to: ColumnName) => (isPhone(page) ? `Mover para ${to}` : `Mover "${title}" para ${to}`);
  const completeName = isPhone(page) ? 'Marcar como Feita' : `Concluir "${title}"`;
  await expect(
    scope.getByRole('button', { name: isPhone(page) ? 'Editar' : `Editar "${title}"` }),
  ).toBeVisible();
  const moves: ColumnName[] = [];
  for (const to of columnNames) {
    if ((await scope.getByRole('button', { name: moveName(to), exact: true }).count()) > 0) moves.push(to);
  }
  const completes = await scope.getByRole('button', { name: completeName, exact: true }).count();
  const texts = isPhone(page) ? [] : await scope.getByRole('button').allInnerTexts();
  if (isPhone(page)) {
    await scope.getByRole('button', { name: 'Cancelar' }).click();
    await expect(scope).toBeHidden();
  }
  return { moves, completes, texts };
}

test('creates a task after the title error; it lands in A Fazer and the counts follow', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, '/api/clients', { name: 'Mariana Souza' });
  await openTasks(page);
  await expectCounts(page, { aFazer: 0, fazendo: 0, feito: 0 });
  await expect(column(page, 'A Fazer')).toContainText('Nenhuma tarefa');

  await page.getByRole('button', { name: isPhone(page) ? 'Adicionar' : 'Nova Tarefa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Tarefa' });
  await expect(dialog.getByLabel('Prioridade')).toHaveValue('media');
  await dialog.getByLabel('Título').fill('   ');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Título é obrigatório');

  await dialog.getByLabel('Título').fill('Comprar agulhas');
  await dialog.getByLabel('Descrição').fill('Cartuchos 3RL e 5RS');
  await dialog.getByLabel('Data').fill(br(spDay()));
  await dialog.getByLabel('Prioridade').selectOption({ label: 'Alta' });
  await dialog.getByLabel('Cliente').selectOption({ label: 'Mariana Souza' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const created = column(page, 'A Fazer').getByRole('article');
  await expect(created).toHaveCount(1);
  await expect(created).toContainText('Comprar agulhas');
  await expect(created).toContainText('Alta');
  await expect(created).toContainText(br(spDay()));
  await expect(created).toContainText('Hoje');
  await expect(created).toContainText('Mariana Souza');
  await expect(created).toContainText('Cartuchos 3RL e 5RS');
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 0 });

  // Saved says so, in pt-BR, low on the screen where it covers no heading; axe-clean while shown.
  const avisos = page.getByRole('region', { name: 'Avisos' });
  const toast = avisos.getByRole('listitem').filter({ hasText: 'Tarefa criada com sucesso!' });
  await expect(toast).toBeVisible();
  await expect(toast.getByRole('button', { name: 'Fechar aviso' })).toBeAttached();
  await expect.poll(() => toast.evaluate((el) => el.getAnimations().length)).toBe(0);
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeGreaterThan(page.viewportSize()!.height / 2);
  await expectAccessible(page);
});

test('moves a task to Fazendo, completes it (struck through) and back to A Fazer', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, '/api/tasks', { title: 'Limpar autoclave', priority: 'media' });
  await openTasks(page);
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 0 });

  await moveTo(page, 'Limpar autoclave', 'Fazendo');
  await expectCounts(page, { aFazer: 0, fazendo: 1, feito: 0 });
  await expect(column(page, 'A Fazer')).toContainText('Nenhuma tarefa');
  await expect((await openColumn(page, 'Fazendo')).getByRole('article')).toContainText('Limpar autoclave');
  await expectAccessible(page);

  await act(page, 'Limpar autoclave', 'Concluir "Limpar autoclave"', 'Marcar como Feita');
  await expectCounts(page, { aFazer: 0, fazendo: 0, feito: 1 });
  const done = (await openColumn(page, 'Feito')).getByRole('article');
  await expect(done).toContainText('Limpar autoclave');
  await expect(done.getByRole('heading', { name: 'Limpar autoclave' })).toHaveCSS(
    'text-decoration-line',
    /line-through/,
  );
  // Done: no completion any more, but moves back to either open column (SPEC §4: any direction).
  expect(await offeredActions(page, 'Limpar autoclave')).toMatchObject({
    moves: ['A Fazer', 'Fazendo'],
    completes: 0,
  });

  await moveTo(page, 'Limpar autoclave', 'A Fazer');
  const reopened = (await openColumn(page, 'A Fazer')).getByRole('article');
  await expect(reopened.getByRole('heading', { name: 'Limpar autoclave' })).not.toHaveCSS(
    'text-decoration-line',
    /line-through/,
  );
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 0 });
});

test('edits the title and priority (axe clean with the modal open), then deletes after the confirmation', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, '/api/tasks', { title: 'Desenhar flash', priority: 'media' });
  await openTasks(page);

  await act(page, 'Desenhar flash', 'Editar "Desenhar flash"', 'Editar');
  const dialog = page.getByRole('dialog', { name: 'Editar Tarefa' });
  await expect(dialog.getByLabel('Título')).toHaveValue('Desenhar flash');
  await expect(dialog.getByLabel('Prioridade')).toHaveValue('media');
  await expectAccessible(page);
  await dialog.getByLabel('Título').fill('Desenhar flash de outubro');
  await dialog.getByLabel('Prioridade').selectOption({ label: 'Baixa' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const edited = card(page, 'Desenhar flash de outubro');
  await expect(edited).toContainText('Baixa');
  await expect(card(page, 'Desenhar flash')).toHaveCount(0);

  await act(page, 'Desenhar flash de outubro', 'Excluir "Desenhar flash de outubro"', 'Excluir');
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir esta tarefa?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edited).toBeVisible();

  await act(page, 'Desenhar flash de outubro', 'Excluir "Desenhar flash de outubro"', 'Excluir');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(edited).toHaveCount(0);
  await expect(column(page, 'A Fazer')).toContainText('Nenhuma tarefa');
  await expectCounts(page, { aFazer: 0, fazendo: 0, feito: 0 });
});

test("the dashboard's Tarefas Hoje card opens today's tasks; Limpar Filtro shows all", async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, '/api/tasks', { title: 'Ligar para a cliente', date: spDay(), priority: 'alta' });
  await seed(page, '/api/tasks', { title: 'Pagar fornecedor', date: spDay(-2) });
  await seed(page, '/api/tasks', { title: 'Organizar portfólio' });
  await page.reload();

  await page.getByRole('button', { name: /Tarefas Hoje/ }).click();
  await expect(page.getByRole('heading', { name: 'Tarefas', level: 1 })).toBeVisible();
  await expect(page.getByText('Tarefas de hoje')).toBeVisible();
  await expect(card(page, 'Ligar para a cliente')).toContainText('Hoje');
  await expect(card(page, 'Pagar fornecedor')).toHaveCount(0);
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 0 });

  await page.getByRole('button', { name: 'Limpar Filtro' }).click();
  await expect(page.getByText('Tarefas de hoje')).toHaveCount(0);
  await expect(card(page, 'Pagar fornecedor')).toContainText('Atrasada');
  await expect(card(page, 'Pagar fornecedor')).toContainText(br(spDay(-2)));
  await expect(card(page, 'Organizar portfólio')).toBeVisible();
  await expectCounts(page, { aFazer: 3, fazendo: 0, feito: 0 });
  // Dated tasks first, by date; undated last.
  await expect(column(page, 'A Fazer').getByRole('heading', { level: 3 })).toHaveText([
    'Pagar fornecedor',
    'Ligar para a cliente',
    'Organizar portfólio',
  ]);
  await expectAccessible(page);
});

test('done is offered once: moves list only the other open column, completion is its own action', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const doing = await seed(page, '/api/tasks', { title: 'Retocar fechamento' });
  await seed(page, `/api/tasks/${doing}/status`, { status: 'fazendo' });
  await seed(page, '/api/tasks', { title: 'Comprar luvas' });
  await openTasks(page);

  // SPEC §2 Tarefas: '✓ Concluir' (desktop) / 'Marcar como Feita' (phone) is the way to Feito.
  const open = await offeredActions(page, 'Comprar luvas');
  expect(open).toMatchObject({ moves: ['Fazendo'], completes: 1 });
  await openColumn(page, 'Fazendo');
  expect(await offeredActions(page, 'Retocar fechamento')).toMatchObject({
    moves: ['A Fazer'],
    completes: 1,
  });
  if (!isPhone(page)) {
    // The card's visible buttons: one move, one completion, edit and delete; no '→ Feito'.
    expect(open.texts.map((t) => t.trim())).toEqual(['→ Fazendo', '✓ Concluir', 'Editar', 'Excluir']);
  }

  await act(page, 'Retocar fechamento', 'Concluir "Retocar fechamento"', 'Marcar como Feita');
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 1 });
});

test('phones show one column at a time behind tabs with counts; desktop keeps three columns', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const plan: Array<[string, 'a-fazer' | 'fazendo' | 'feito']> = [
    ...Array.from(
      { length: 12 },
      (_, i) => [`Responder orçamento ${i + 1}`, 'a-fazer'] as [string, 'a-fazer'],
    ),
    ...Array.from({ length: 3 }, (_, i) => [`Desenhar projeto ${i + 1}`, 'fazendo'] as [string, 'fazendo']),
    ...Array.from({ length: 5 }, (_, i) => [`Limpar maca ${i + 1}`, 'feito'] as [string, 'feito']),
  ];
  for (const [title, status] of plan) {
    const id = await seed(page, '/api/tasks', { title, description: 'Ver com calma antes de sexta-feira' });
    if (status !== 'a-fazer') await seed(page, `/api/tasks/${id}/status`, { status });
  }
  await openTasks(page);
  await expectCounts(page, { aFazer: 12, fazendo: 3, feito: 5 });

  if (!isPhone(page)) {
    await expect(page.getByRole('tablist', { name: 'Colunas de tarefas' })).toHaveCount(0);
    const tops = await Promise.all(columnNames.map(async (n) => (await column(page, n).boundingBox())?.y));
    expect(new Set(tops).size, 'three columns side by side').toBe(1);
    return;
  }

  const tabs = page.getByRole('tablist', { name: 'Colunas de tarefas' }).getByRole('tab');
  await expect(tabs).toHaveText([/^A Fazer\s*12$/, /^Fazendo\s*3$/, /^Feito\s*5$/]);
  await expect(columnTab(page, 'A Fazer')).toHaveAttribute('aria-selected', 'true');
  await expect(columnTab(page, 'Feito')).toHaveAttribute('aria-selected', 'false');
  await expect(column(page, 'A Fazer').getByRole('article')).toHaveCount(12);
  await expect(column(page, 'Fazendo')).toHaveCount(0);
  await expect(column(page, 'Feito')).toHaveCount(0);

  // Deep in the long column the tabs are still at hand, and the next column starts at its top.
  await card(page, 'Responder orçamento 12').scrollIntoViewIfNeeded();
  await expect(columnTab(page, 'Feito')).toBeInViewport();
  await columnTab(page, 'Feito').click();
  await expect(columnTab(page, 'Feito')).toHaveAttribute('aria-selected', 'true');
  await expect(columnTab(page, 'A Fazer')).toHaveAttribute('aria-selected', 'false');
  await expect(column(page, 'A Fazer')).toHaveCount(0);
  await expect(column(page, 'Feito').getByRole('article')).toHaveCount(5);
  await expect(card(page, 'Limpar maca 1')).toBeInViewport();
  const bar = await page.getByRole('tablist', { name: 'Colunas de tarefas' }).boundingBox();
  const first = await card(page, 'Limpar maca 1').boundingBox();
  expect(first!.y, 'first Feito card starts below the stuck tab bar').toBeGreaterThanOrEqual(
    bar!.y + bar!.height,
  );
  await expect(page.getByRole('tabpanel', { name: 'Feito 5' })).toBeVisible();

  // A move from the sheet updates the tab counts.
  await act(page, 'Limpar maca 1', '', 'Mover para Fazendo');
  await expect(columnTab(page, 'Fazendo')).toHaveAccessibleName('Fazendo 4');
  await expect(columnTab(page, 'Feito')).toHaveAccessibleName('Feito 4');
  await openColumn(page, 'Fazendo');
  await expect(card(page, 'Limpar maca 1')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

test("the last card's priority stays clear of the floating +, and a hovered '✓ Concluir' keeps its contrast", async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  for (let i = 1; i <= 6; i++) await seed(page, '/api/tasks', { title: `Tarefa ${i}`, priority: 'baixa' });
  await openTasks(page);
  const cards = column(page, 'A Fazer').getByRole('article');
  await expect(cards).toHaveCount(6);
  const last = cards.last();
  if (isPhone(page)) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const badge = last.getByText('Prioridade Baixa', { exact: true });
    const fab = page.getByRole('button', { name: 'Adicionar' });
    await expect(badge).toBeVisible();
    const [b, f] = [(await badge.boundingBox())!, (await fab.boundingBox())!];
    const overlaps =
      b.x < f.x + f.width && f.x < b.x + b.width && b.y < f.y + f.height && f.y < b.y + b.height;
    expect(overlaps).toBe(false);
  } else {
    const concluir = last.getByRole('button', { name: /^Concluir/ });
    await concluir.hover();
    await expect.poll(() => concluir.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expectAccessible(page);
  }
});
