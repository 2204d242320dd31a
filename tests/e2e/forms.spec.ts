import { expect, type Page, test } from '@playwright/test';
import { dayCell, fixedDay, openAgenda } from './agenda-page';
import { isPhone, verifiedUser } from './helpers';

/**
 * How every form behaves since they share one helper (components/form/use-zod-form.ts): errors
 * under their fields, the first invalid field focused, errors clearing as fields become valid,
 * and 'Descartar alterações?' only when something really changed.
 */

async function openNewAppointment(page: Page) {
  await openAgenda(page);
  await dayCell(page, fixedDay()).click();
  return page.getByRole('dialog', { name: 'Novo Agendamento' });
}

test('a refused save says SPEC’s words once, under the first missing field, which takes the focus @phone', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const form = await openNewAppointment(page);
  const client = form.getByRole('combobox', { name: 'Cliente' });
  const title = form.getByLabel('Título');

  await form.getByRole('button', { name: 'Salvar' }).click();
  const message = 'Cliente, título, data e horário são obrigatórios';
  // Said once (not under every empty field), right under Cliente, the first field missing.
  await expect(form.getByRole('alert')).toHaveCount(1);
  await expect(form.getByRole('alert')).toHaveText(message);
  await expect(client).toBeFocused();
  await expect(client).toHaveAttribute('aria-invalid', 'true');
  await expect(client).toHaveAccessibleDescription(message);
  await expect(title).toHaveAttribute('aria-invalid', 'true');

  // Each field clears as it becomes valid, without another tap on Salvar.
  await client.fill('Bruna Reis');
  await expect(client).not.toHaveAttribute('aria-invalid', 'true');
  // The message moves to the next field still missing.
  await expect(title).toHaveAccessibleDescription(message);
  await title.fill('Rosa fineline');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(title).not.toHaveAttribute('aria-invalid', 'true');
});

test('a money field reads pt-BR text: junk is "Valor inválido" under Valor, and 1.234,56 is saved to the centavo', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const form = await openNewAppointment(page);
  await form.getByRole('combobox', { name: 'Cliente' }).fill('Caio Lima');
  await form.getByLabel('Título').fill('Leão realista');
  const value = form.getByLabel('Valor');
  await value.fill('12,3,4');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(value).toBeFocused();
  await expect(value).toHaveAccessibleDescription('Valor inválido');

  await value.fill('1.234,56');
  await expect(value).not.toHaveAttribute('aria-invalid', 'true');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/appointments') && r.request().method() === 'POST',
  );
  await form.getByRole('button', { name: 'Salvar' }).click();
  const body = (await saved).request().postDataJSON() as Record<string, unknown>;
  // Integer cents on the wire, never reais as a float.
  expect(body.agreedValueCents).toBe(123456);
  expect(body).not.toHaveProperty('agreedValue');
  await expect(form).toBeHidden();
});

test('closing asks "Descartar alterações?" only when the form differs from how it opened', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await page.goto('/?section=clients');
  const open = async () => {
    if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
    else await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
    return page.getByRole('dialog', { name: 'Novo Cliente' });
  };
  const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });

  // Typed and erased again: nothing changed, so it closes at once.
  let form = await open();
  await form.getByLabel('Nome Completo').fill('Lara');
  await form.getByLabel('Nome Completo').fill('');
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();

  // A real change asks first.
  form = await open();
  await form.getByLabel('Telefone').fill('11 98765-4321');
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toBeHidden();
});
