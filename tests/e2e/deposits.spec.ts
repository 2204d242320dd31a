import { expect, type Page, test } from '@playwright/test';
import { act, badge, dayCell, dayList, fixedDay, openAgenda, openFinalize, seed } from './agenda-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

const nav = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: section }).click();

test('a deposit is revenue the day it arrives, Finalizar asks for the rest, and undoing keeps the deposit', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const day = fixedDay();
  await seed(page, {
    clientName: 'Rafaela Moura',
    title: 'Dragão nas costas',
    date: day,
    time: '13:00',
    agreedValueCents: 50_000,
  });
  await openAgenda(page);
  await dayCell(page, day).click();
  const item = dayList(page, day).getByRole('listitem').filter({ hasText: 'Dragão nas costas' });

  await act(page, item, 'Registrar sinal');
  const form = page.getByRole('dialog', { name: 'Registrar sinal' });
  await expect(form.getByLabel('Valor do Sinal')).toBeFocused();
  await form.getByLabel('Valor do Sinal').fill('200');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Registrar sinal' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Sinal registrado!')).toBeVisible();
  await expect(item).toContainText('Sinal R$ 200,00');
  await expect(badge(item, 'Agendado')).toBeVisible();
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();

  // Financeiro: the deposit, badged, dated today; it follows its appointment (no Editar).
  await nav(page, isPhone(page) ? 'Receitas' : 'Financeiro');
  const row = page
    .getByRole('list', { name: 'Pagamentos' })
    .getByRole('listitem')
    .filter({ hasText: 'Rafaela Moura' });
  await expect(row).toContainText('Sinal');
  await expect(row).toContainText('R$ 200,00');
  await expect(row.getByRole('button', { name: /^Editar/ })).toHaveCount(0);
  await nav(page, isPhone(page) ? 'Home' : 'Dashboard');
  await expect(page.getByRole('button', { name: /Recebido \(Mês\)/ })).toContainText('R$ 200,00');

  // Finalizar: R$ 300,00 is what is left.
  await openAgenda(page);
  await dayCell(page, day).click();
  const finalize = await openFinalize(page, item, day, '13:00');
  await expect(finalize).toContainText('Sinal recebido: R$ 200,00');
  await expect(finalize.getByLabel('Valor restante')).toHaveValue('300,00');
  // Shown at once (optimistic); the server's answer is awaited before the next step, which on a busy
  // machine could otherwise leave the page (aborting the save) or act on the row before it is saved.
  const saved = page.waitForResponse((r) => r.url().endsWith('/finalize') && r.request().method() === 'POST');
  await finalize.getByRole('button', { name: 'Finalizar' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(finalize).toBeHidden();
  await expect(item).toContainText('R$ 500,00');

  // Undoing the finalization says the deposit stays — and it does.
  await act(page, item, 'Cancelar Finalização');
  const confirm = page.getByRole('alertdialog', {
    name: 'Cancelar a finalização? Os pagamentos registrados deste agendamento serão excluídos.',
  });
  await expect(confirm).toHaveAccessibleDescription(
    'O sinal recebido (R$ 200,00) é mantido; Finalizar pedirá só o restante.',
  );
  await confirm.getByRole('button', { name: 'Cancelar Finalização' }).click();
  await expect(badge(item, 'Agendado')).toBeVisible();
  await expect(item).toContainText('Sinal R$ 200,00');
  await dayList(page, day).getByRole('button', { name: 'Fechar' }).click();
  await nav(page, isPhone(page) ? 'Receitas' : 'Financeiro');
  const rows = page.getByRole('list', { name: 'Pagamentos' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Sinal');
});
