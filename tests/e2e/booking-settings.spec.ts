import { expect, test } from '@playwright/test';
import { expectAccessible, openProfile, verifiedUser } from './helpers';

test('the booking page is set up from Meu Perfil: address, hours, lengths and a Pix key checked by type', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico', name: 'Ana Conceição' });
  await openProfile(page);
  await page
    .getByRole('dialog', { name: 'Meu Perfil' })
    .getByRole('button', { name: 'Página de agendamento' })
    .click();
  const form = page.getByRole('dialog', { name: 'Página de agendamento' });
  // Suggested from the name, switched off until the artist says so.
  await expect(form.getByLabel('Endereço da página')).toHaveValue('ana-conceicao-tattoo');
  await expect(form.getByRole('switch', { name: 'Página ativa' })).toHaveAttribute('aria-checked', 'false');

  const slug = `ana-${Date.now().toString(36)}`;
  await form.getByLabel('Endereço da página').fill(slug);
  await form.getByRole('switch', { name: 'Página ativa' }).click();
  await form.getByLabel('Apresentação').fill('Fineline e blackwork.');
  await form.getByLabel('Segunda: início', { exact: true }).fill('0900');
  await form.getByLabel('Segunda: fim', { exact: true }).fill('1800');
  await form.getByRole('checkbox', { name: '6 h' }).check();
  await form.getByLabel('Tipo de chave Pix').selectOption('cpf');
  await form.getByLabel('Chave Pix', { exact: true }).fill('111.111.111-11');
  await form.getByLabel('Nome de quem recebe').fill('Ana Conceição');
  await form.getByLabel('Cidade').fill('São Paulo');
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Chave Pix inválida para o tipo escolhido');

  await form.getByLabel('Chave Pix', { exact: true }).fill('529.982.247-25');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Página de agendamento salva!')).toBeVisible();
  // The profile dialog underneath was not submitted with it.
  await expect(page.getByText('Perfil atualizado com sucesso!')).toHaveCount(0);

  // What a signed-out visitor's page gets: the name, the words, the lengths and how far ahead.
  const res = await page.request.get(`/api/public/booking/${slug}`);
  expect(await res.json()).toEqual({
    slug,
    artistName: 'Ana Conceição',
    bio: 'Fineline e blackwork.',
    sessionLengths: [120, 240, 360],
    horizonDays: 90,
    artists: [],
    policy: null,
  });
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=360`)).json();
  // Monday 09:00–18:00 fits a 6 h session starting 09:00 to 12:00.
  const mondays = slots.slots.filter(
    (s: { day: string }) => new Date(`${s.day}T12:00:00Z`).getUTCDay() === 1,
  );
  expect(mondays.length).toBeGreaterThan(0);
  expect(new Set(mondays.map((s: { time: string }) => s.time))).toEqual(
    new Set(['09:00', '10:00', '11:00', '12:00']),
  );
});
