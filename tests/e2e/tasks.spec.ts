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

const column = (page: Page, name: 'A Fazer' | 'Fazendo' | 'Feito') => page.getByRole('region', { name });
const card = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const stat = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Resumo das tarefas' }).getByRole('listitem').filter({ hasText: label });

async function expectCounts(page: Page, counts: { aFazer: number; fazendo: number; feito: number }) {
  await expect(stat(page, 'A Fazer')).toHaveText(`A Fazer${counts.aFazer}`);
  await expect(stat(page, 'Fazendo')).toHaveText(`Fazendo${counts.fazendo}`);
  await expect(stat(page, 'Feitas')).toHaveText(`Feitas${counts.feito}`);
  await expect(stat(page, 'Total')).toHaveText(`Total${counts.aFazer + counts.fazendo + counts.feito}`);
  await expect(column(page, 'A Fazer').getByRole('heading', { level: 2 })).toHaveText(
    `A Fazer${counts.aFazer}`,
  );
  await expect(column(page, 'Fazendo').getByRole('heading', { level: 2 })).toHaveText(
    `Fazendo${counts.fazendo}`,
  );
  await expect(column(page, 'Feito').getByRole('heading', { level: 2 })).toHaveText(`Feito${counts.feito}`);
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

const moveTo = (page: Page, title: string, to: 'A Fazer' | 'Fazendo' | 'Feito') =>
  act(page, title, `Mover "${title}" para ${to}`, `Mover para ${to}`);

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
  await dialog.getByLabel('Data').fill(spDay());
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
});

test('moves a task to Fazendo, completes it (struck through) and back to A Fazer', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seed(page, '/api/tasks', { title: 'Limpar autoclave', priority: 'media' });
  await openTasks(page);
  await expectCounts(page, { aFazer: 1, fazendo: 0, feito: 0 });

  await moveTo(page, 'Limpar autoclave', 'Fazendo');
  await expect(column(page, 'Fazendo').getByRole('article')).toContainText('Limpar autoclave');
  await expect(column(page, 'A Fazer')).toContainText('Nenhuma tarefa');
  await expectCounts(page, { aFazer: 0, fazendo: 1, feito: 0 });
  await expectAccessible(page);

  await act(page, 'Limpar autoclave', 'Concluir "Limpar autoclave"', 'Marcar como Feita');
  const done = column(page, 'Feito').getByRole('article');
  await expect(done).toContainText('Limpar autoclave');
  await expect(done.getByRole('heading', { name: 'Limpar autoclave' })).toHaveCSS(
    'text-decoration-line',
    /line-through/,
  );
  await expectCounts(page, { aFazer: 0, fazendo: 0, feito: 1 });
  if (isPhone(page)) {
    await card(page, 'Limpar autoclave').click();
    const sheet = page.getByRole('dialog', { name: 'Limpar autoclave' });
    await expect(sheet.getByRole('button', { name: 'Mover para Fazendo' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Marcar como Feita' })).toHaveCount(0);
    await sheet.getByRole('button', { name: 'Cancelar' }).click();
    await expect(sheet).toBeHidden();
  } else {
    await expect(page.getByRole('button', { name: 'Concluir "Limpar autoclave"' })).toHaveCount(0);
  }

  await moveTo(page, 'Limpar autoclave', 'A Fazer');
  const reopened = column(page, 'A Fazer').getByRole('article');
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
