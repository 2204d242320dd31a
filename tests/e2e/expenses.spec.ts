import { expect, type Page, test } from '@playwright/test';
import type { ExpenseInput } from '../../src/shared/schemas/expense';
import { addMonths, formatDayBR, monthOf, today } from '../../src/shared/time';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

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
  amountCents: 120_000,
  category: 'aluguel',
  paymentMethod: 'boleto',
  date: day,
};
const tintas: ExpenseInput = {
  description: 'Compra Eternal',
  amountCents: 15_050,
  category: 'tintas',
  paymentMethod: 'pix',
  date: day,
  notes: 'Kit de 12 cores',
};
const marketing: ExpenseInput = {
  description: 'Anúncio Instagram',
  amountCents: 10_000,
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
  await expect(dialog.getByLabel('Data')).toHaveValue(formatDayBR(day));
  await dialog.getByLabel('Categoria').selectOption({ label: e.category });
  await dialog.getByLabel('Forma de Pagamento').selectOption({ label: e.method });
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Despesa criada com sucesso!').first()).toBeVisible();
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
  await page
    .getByRole('alertdialog', { name: 'Descartar alterações?' })
    .getByRole('button', { name: 'Descartar' })
    .click();
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
  const search = page.getByRole('searchbox', { name: 'Buscar descrição ou categoria' });
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
  await expect(page.getByText('Despesa atualizada com sucesso!')).toBeVisible();
  await expect(rows(page)).toContainText('R$ 1.350,00');
  await expect(totalCard(page, 'Total')).toContainText('R$ 1.350,00');

  await page.getByRole('button', { name: 'Excluir Aluguel do estúdio' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Tem certeza que deseja excluir esta despesa?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Excluir Aluguel do estúdio' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Despesa excluída com sucesso!')).toBeVisible();
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
    Array.from({ length: 31 }, (_, i) => ({
      ...tintas,
      description: `Compra ${i + 1}`,
      amountCents: (i + 1) * 100,
    })),
  );
  await reload(page);
  await expect(rows(page)).toHaveCount(30);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows(page)).toHaveCount(31);
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Materiais 31' })).toBeVisible();
});

/**
 * The lines of a row's details (category chip, group, date, method) and, per line, whether it
 * begins or ends with a visible separator dot. A dot is a '·' element or an item's absolutely
 * placed ::before; one the line clips away (overflow-x) is not visible.
 */
const detailLines = (row: ReturnType<typeof rows>) =>
  row.getByRole('button', { name: /^Filtrar por categoria/ }).evaluate((chip) => {
    const box = chip.parentElement!;
    const frame = box.getBoundingClientRect();
    const clips = getComputedStyle(box).overflowX !== 'visible';
    const tokens: Array<{ sep: boolean; x: number; y: number; text: string }> = [];
    for (const el of Array.from(box.children)) {
      const r = el.getBoundingClientRect();
      if (r.width === 0) continue;
      const y = r.top + r.height / 2;
      const text = el.textContent?.trim() ?? '';
      if (text === '·' || text === '•') {
        tokens.push({ sep: true, x: r.left, y, text });
        continue;
      }
      const before = getComputedStyle(el, '::before');
      if (before.content !== 'none' && before.content !== 'normal' && before.position === 'absolute') {
        const x = r.left + Number.parseFloat(before.left);
        const w = Number.parseFloat(before.width) || 0;
        if (!clips || (x >= frame.left && x + w <= frame.right)) tokens.push({ sep: true, x, y, text: '·' });
      }
      tokens.push({ sep: false, x: r.left, y, text });
    }
    const lines: (typeof tokens)[] = [];
    for (const t of tokens.sort((a, b) => a.y - b.y || a.x - b.x)) {
      const line = lines.find((l) => Math.abs(l[0]!.y - t.y) < 8);
      if (line) line.push(t);
      else lines.push([t]);
    }
    return lines.map((l) => {
      const sorted = l.sort((a, b) => a.x - b.x);
      return {
        text: sorted.map((t) => t.text).join(' '),
        dangling: sorted[0]!.sep || sorted[sorted.length - 1]!.sep,
      };
    });
  });

test('long descriptions wrap to two lines, detail dots never dangle, the search hint fits', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openExpenses(page);
  const long: ExpenseInput[] = [
    { ...aluguel, description: 'Aluguel do estúdio da Rua Augusta — novembro', amountCents: 1_234_567 },
    {
      description: 'Manutenção da autoclave Cristófoli com troca de vedação e calibração',
      amountCents: 68_000,
      category: 'esterilizacao',
      paymentMethod: 'transferencia',
      date: day,
    },
    {
      description: 'Condomínio do conjunto comercial 402 — parcela de novembro',
      amountCents: 189_040,
      category: 'condominio',
      paymentMethod: 'cartao-credito',
      date: day,
    },
    {
      ...tintas,
      description: 'Kit Eternal Ink 25 cores com frete expresso de Curitiba',
      amountCents: 235_000,
    },
  ];
  await seed(page, long);
  await reload(page);
  await expect(rows(page)).toHaveCount(4);

  // The description shows two lines on a phone instead of ~15 characters and an ellipsis.
  const description = rows(page).getByText('Aluguel do estúdio da Rua Augusta — novembro', { exact: true });
  const lineCount = await description.evaluate((el) => {
    const lh = Number.parseFloat(getComputedStyle(el).lineHeight);
    return Math.round(el.getBoundingClientRect().height / lh);
  });
  expect(lineCount).toBe(isPhone(page) ? 2 : 1);
  await expect(rows(page).filter({ hasText: 'Aluguel do estúdio' })).toContainText('R$ 12.345,67');

  // Category · group · date · method: wherever the line breaks, no line starts or ends with a dot.
  let wrapped = 0;
  for (const row of await rows(page).all()) {
    const lines = await detailLines(row);
    expect(lines.filter((l) => l.dangling).map((l) => l.text)).toEqual([]);
    if (lines.length > 1) wrapped++;
    // Separators still stand between the items of one line.
    expect(lines[0]!.text).toMatch(/ · /);
  }
  if (isPhone(page)) expect(wrapped, 'some details wrap at 390 px').toBeGreaterThan(0);
  await expect(rows(page).filter({ hasText: 'autoclave' })).toContainText(
    /Esterilização\s*Materiais.*Transferência/,
  );

  // The search hint is shown whole beside the add button.
  const search = page.getByRole('searchbox', { name: 'Buscar descrição ou categoria' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar descrição ou categoria');
  const fits = await search.evaluate((input: HTMLInputElement) => {
    const cs = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = cs.font;
    const room = input.clientWidth - Number.parseFloat(cs.paddingLeft) - Number.parseFloat(cs.paddingRight);
    return ctx.measureText(input.placeholder).width <= room;
  });
  expect(fits, 'placeholder fits its field').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
});
