import { expect, type Page, test } from '@playwright/test';
import type { ExpenseInput } from '../../src/shared/schemas/expense';
import { addMonths, monthOf, today } from '../../src/shared/time';
import { expectAccessible, verifiedUser } from './helpers';

const expensesList = (page: Page) => page.getByRole('list', { name: 'Despesas' });
const rows = (page: Page) => expensesList(page).getByRole('listitem');
const totalCard = (page: Page, label: 'Hoje' | 'Este Mês' | 'Total') =>
  page.getByRole('list', { name: 'Totais' }).getByRole('listitem').filter({ hasText: label });

/** Waits for the first answer (tab counts): a cold load fetches the lazy screen, /api/me and the list. */
const loaded = (page: Page) =>
  expect(page.getByRole('tab', { name: /^Todas \d+$/ })).toBeVisible({ timeout: 15_000 });

async function openExpenses(page: Page, filter?: string) {
  await page.goto(`/?section=expenses${filter ? `&filter=${filter}` : ''}`);
  await loaded(page);
}

async function reload(page: Page) {
  await page.reload();
  await loaded(page);
}

/** Fast setup through the API; the modal itself is exercised in the first test. */
async function seed(page: Page, expenses: ExpenseInput[]) {
  const origin = new URL(page.url()).origin;
  for (const data of expenses) {
    const res = await page.request.post('/api/expenses', { data, headers: { origin } });
    expect(res.status()).toBe(201);
  }
}

const day = today();
const aluguel: ExpenseInput = {
  description: 'Aluguel do estúdio',
  amount: 1200,
  category: 'aluguel',
  paymentMethod: 'boleto',
  date: day,
};
const tintas: ExpenseInput = {
  description: 'Compra Eternal',
  amount: 150.5,
  category: 'tintas',
  paymentMethod: 'pix',
  date: day,
  notes: 'Kit de 12 cores',
};
const marketing: ExpenseInput = {
  description: 'Anúncio Instagram',
  amount: 100,
  category: 'marketing',
  paymentMethod: 'cartao-credito',
  date: day,
};

async function createThroughModal(
  page: Page,
  e: { description: string; amount: string; category: string; method: string },
) {
  await page.getByRole('button', { name: 'Nova Despesa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
  await dialog.getByLabel('Descrição').fill(e.description);
  await dialog.getByLabel('Valor').fill(e.amount);
  await expect(dialog.getByLabel('Data')).toHaveValue(day);
  await dialog.getByLabel('Categoria').selectOption({ label: e.category });
  await dialog.getByLabel('Forma de Pagamento').selectOption({ label: e.method });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(expensesList(page).getByText(e.description)).toBeVisible();
}

test('the modal refuses a blank description or amount and a zero amount', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await expect(page.getByText('Nenhuma despesa registrada')).toBeVisible();

  await page.getByRole('button', { name: 'Nova Despesa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Descrição e valor são obrigatórios');
  await dialog.getByLabel('Descrição').fill('Sem valor');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Descrição e valor são obrigatórios');
  await dialog.getByLabel('Valor').fill('0');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('O valor deve ser maior que zero');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Nenhuma despesa registrada')).toBeVisible();
});

test('one expense per group through the modal fills the tab counts and the cards', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await createThroughModal(page, {
    description: 'Aluguel do estúdio',
    amount: '1.200,00',
    category: 'Aluguel',
    method: 'Boleto',
  });
  await createThroughModal(page, {
    description: 'Compra Eternal',
    amount: '150,50',
    category: 'Tintas',
    method: 'PIX',
  });
  await createThroughModal(page, {
    description: 'Anúncio Instagram',
    amount: '100',
    category: 'Marketing',
    method: 'Cartão Crédito',
  });

  await expect(page.getByRole('tab', { name: 'Todas 3' })).toBeVisible();
  for (const group of ['Recorrentes', 'Materiais', 'Outros']) {
    await expect(page.getByRole('tab', { name: `${group} 1` })).toBeVisible();
  }
  for (const label of ['Hoje', 'Este Mês', 'Total'] as const) {
    await expect(totalCard(page, label)).toContainText('R$ 1.450,50');
  }
  const materiais = page.getByRole('button', { name: /^Materiais/ });
  await expect(materiais).toContainText('Este mês');
  await expect(materiais).toContainText('R$ 150,50');
  await expect(page.getByRole('button', { name: /^Recorrentes/ })).toContainText('R$ 1.200,00');
  await expect(page.getByRole('button', { name: /^Outros/ })).toContainText('R$ 100,00');
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).filter({ hasText: 'Compra Eternal' })).toContainText(/Tintas\s*Materiais.*PIX/);
});

test('a group card and the tabs switch the list and the cards', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await seed(page, [aluguel, tintas, marketing]);
  await reload(page);
  await expect(rows(page)).toHaveCount(3);

  await page.getByRole('button', { name: /^Materiais/ }).click();
  await expect(page.getByRole('tab', { name: 'Materiais 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Compra Eternal');
  await expect(totalCard(page, 'Total')).toContainText('R$ 150,50');
  await expect(page.getByRole('button', { name: /^Recorrentes/ })).toBeHidden(); // group cards: Todas only

  await page.getByRole('tab', { name: 'Outros 1' }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Anúncio Instagram');
  await expect(totalCard(page, 'Hoje')).toContainText('R$ 100,00');

  // A new expense starts in the active tab's first category.
  await page.getByRole('button', { name: 'Nova Despesa' }).click();
  await expect(page.getByRole('dialog').getByLabel('Categoria')).toHaveValue('equipamentos');
});

test('search, the category chip and the month filter narrow the list; Limpar Filtro undoes it', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  const older = { ...aluguel, description: 'Aluguel antigo', date: `${addMonths(monthOf(day), -2)}-10` };
  await seed(page, [aluguel, tintas, marketing, older]);
  await reload(page);
  await expect(rows(page)).toHaveCount(4);

  // 'tinta' finds the category label, not the description.
  const search = page.getByRole('searchbox', { name: 'Buscar por descrição ou categoria' });
  await search.fill('tinta');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Compra Eternal');
  await expect(page.getByRole('tab', { name: 'Todas 4' })).toBeVisible(); // counts ignore the search
  await search.fill('nada disso');
  await expect(page.getByText('Nenhuma despesa encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(rows(page)).toHaveCount(4);

  await rows(page)
    .filter({ hasText: 'Compra Eternal' })
    .getByRole('button', { name: 'Filtrar por categoria Tintas' })
    .click();
  const banner = page.getByRole('status').filter({ hasText: 'Categoria: Tintas' });
  await expect(banner).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
  await banner.getByRole('button', { name: 'Limpar Filtro' }).click();
  await expect(banner).toBeHidden();
  await expect(rows(page)).toHaveCount(4);

  // Relatórios' 'Despesas Mensais' card arrives with filter=month.
  await openExpenses(page, 'month');
  await expect(page.getByRole('status').filter({ hasText: 'Despesas deste mês' })).toBeVisible();
  await expect(rows(page)).toHaveCount(3);
  await expect(expensesList(page)).not.toContainText('Aluguel antigo');
});

test('edit changes the amount; delete asks the SPEC question first', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await seed(page, [aluguel]);
  await reload(page);

  await page.getByRole('button', { name: 'Editar Aluguel do estúdio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Despesa' });
  await expect(dialog.getByLabel('Valor')).toHaveValue('1.200,00');
  await expect(dialog.getByLabel('Categoria')).toHaveValue('aluguel');
  await dialog.getByLabel('Valor').fill('1.350,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(rows(page)).toContainText('R$ 1.350,00');
  await expect(totalCard(page, 'Total')).toContainText('R$ 1.350,00');

  await page.getByRole('button', { name: 'Excluir Aluguel do estúdio' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir esta despesa?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Excluir Aluguel do estúdio' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Nenhuma despesa registrada')).toBeVisible();
  await expect(totalCard(page, 'Total')).toContainText('R$ 0,00');
});

test('privacy mode hides every amount on the screen', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await seed(page, [aluguel, tintas]);
  await reload(page);
  const main = page.getByRole('main');
  await expect(main).toContainText('R$ 1.350,50');

  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  await expect(main).not.toContainText(/R\$\s*\d/);
  await expect(totalCard(page, 'Total')).toContainText('R$ •••••');
  await expect(rows(page).first()).toContainText('R$ •••••');
  await expect(page.getByRole('button', { name: /^Recorrentes/ })).toContainText('R$ •••••');
});

test('the list and the open modal have no serious accessibility problems', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await seed(page, [aluguel, tintas, marketing]);
  await reload(page);
  await expect(rows(page)).toHaveCount(3);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Nova Despesa' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nova Despesa' })).toBeVisible();
  await expectAccessible(page);
});

test('more than a page of expenses: Carregar mais brings the rest', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  await seed(
    page,
    Array.from({ length: 31 }, (_, i) => ({ ...tintas, description: `Compra ${i + 1}`, amount: i + 1 })),
  );
  await reload(page);
  await expect(rows(page)).toHaveCount(30);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows(page)).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Materiais 31' })).toBeVisible();
});
