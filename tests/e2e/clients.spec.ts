import { expect, type Page, test } from '@playwright/test';
import { openAgenda } from './agenda-page';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

const headers = (page: Page) => ({ origin: new URL(page.url()).origin });

/** Seeds a client straight through the API (the screen itself is tested by the other steps). */
async function seedClient(page: Page, data: { name: string; phone?: string; instagram?: string }) {
  const res = await page.request.post('/api/clients', { data, headers: headers(page) });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function seedAppointment(page: Page, clientId: string, date: string, time: string) {
  const res = await page.request.post('/api/appointments', {
    data: { clientId, title: 'Tatuagem', date, time, agreedValueCents: 0 },
    headers: headers(page),
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: string };
}

async function finalize(page: Page, appointmentId: string, amountCents: number) {
  const res = await page.request.post(`/api/appointments/${appointmentId}/finalize`, {
    data: { amountCents, method: 'pix' },
    headers: headers(page),
  });
  expect(res.ok()).toBeTruthy();
}

async function openClients(page: Page) {
  await page.goto('/?section=clients');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
}

/** Desktop: the toolbar's 'Novo Cliente'; phones: the shell's floating add button. */
async function openNewClient(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
  else await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  return page.getByRole('dialog', { name: 'Novo Cliente' });
}

/** A stat card's label and figure, e.g. 'Ativos' → 'Ativos2'. */
const stat = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');

const row = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Lista de clientes' }).getByRole('listitem').filter({ hasText: name });

test('no clients yet: the empty state invites to register the first one', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openClients(page);
  await expect(page.getByText('Nenhum cliente cadastrado')).toBeVisible();
  await expect(
    page.getByText('Cadastre seu primeiro cliente para acompanhar agendamentos e pagamentos.'),
  ).toBeVisible();
  await expect(stat(page, 'Total')).toHaveText(/Total\s*0/);
  // The empty state's own button opens the form (the last 'Novo Cliente' on desktop, the only one on phones).
  await page.getByRole('button', { name: 'Novo Cliente' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Novo Cliente' })).toBeVisible();
});

test('create: the name is required, then the new row shows initials, phone and @instagram', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openClients(page);
  const dialog = await openNewClient(page);
  await expect(dialog.getByLabel('Telefone')).toHaveAttribute('type', 'tel');
  await expect(dialog.getByLabel('Telefone')).toHaveAttribute('inputmode', 'tel');
  await expect(dialog.getByLabel('Instagram')).toHaveAttribute('placeholder', '@usuario');

  await dialog.getByLabel('Nome Completo').fill('   ');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Nome é obrigatório');

  await dialog.getByLabel('Nome Completo').fill('Ana Souza');
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  await dialog.getByLabel('Instagram').fill('@ana.tattoo');
  await dialog.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  const ana = row(page, 'Ana Souza');
  await expect(ana).toContainText('AS');
  await expect(ana).toContainText('(11) 98765-4321');
  await expect(ana).toContainText('@ana.tattoo');
  await expect(ana).toContainText('0 agendamentos');
  await expect(ana).toContainText('Sem visitas');
  await expect(stat(page, 'Total')).toHaveText(/Total\s*1/);
  await expect(stat(page, 'Ativos')).toHaveText(/Ativos\s*0/);
});

test('no serious accessibility problems on the list or with the modal open', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedClient(page, { name: 'Ana Souza', phone: '(11) 98765-4321', instagram: 'ana.tattoo' });
  await openClients(page);
  await expect(row(page, 'Ana Souza')).toBeVisible();
  await expectAccessible(page);
  await expect(await openNewClient(page)).toBeVisible();
  await expectAccessible(page);
});

test('search ignores accents and case, and says when nothing matches', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedClient(page, { name: 'José Silva', phone: '(21) 99999-0000' });
  await seedClient(page, { name: 'Maria Lima', instagram: 'maria.ink' });
  await openClients(page);
  await expect(row(page, 'Maria Lima')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Buscar clientes' });
  await expect(search).toHaveAttribute('placeholder', 'Buscar por nome, telefone ou Instagram');
  await search.fill('jose');
  await expect(row(page, 'Maria Lima')).toBeHidden();
  await expect(row(page, 'José Silva')).toBeVisible();

  await search.fill('MARIA.INK');
  await expect(row(page, 'José Silva')).toBeHidden();
  await expect(row(page, 'Maria Lima')).toBeVisible();

  await search.fill('zzz');
  await expect(page.getByText('Nenhum cliente encontrado')).toBeVisible();
  await expect(page.getByText('Nada corresponde a "zzz".')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(row(page, 'José Silva')).toBeVisible();
  await expect(row(page, 'Maria Lima')).toBeVisible();
});

test('edit keeps the saved values in the form and updates the row', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedClient(page, { name: 'Bruno Alves', phone: '11 91234-5678', instagram: 'bruno' });
  await openClients(page);
  await page.getByRole('button', { name: 'Editar Bruno Alves' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Cliente' });
  await expect(dialog.getByLabel('Nome Completo')).toHaveValue('Bruno Alves');
  await expect(dialog.getByLabel('Telefone')).toHaveValue('11 91234-5678');
  await expect(dialog.getByLabel('Instagram')).toHaveValue('@bruno');
  await dialog.getByLabel('Nome Completo').fill('Bruno Alves Costa');
  await dialog.getByLabel('Instagram').fill('');
  await dialog.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Cliente atualizado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();
  const bruno = row(page, 'Bruno Alves Costa');
  await expect(bruno).toBeVisible();
  await expect(bruno).not.toContainText('@bruno');
  await expect(page.getByRole('link', { name: 'Instagram de Bruno Alves Costa' })).toHaveCount(0);
});

test('delete asks first, then removes the client but keeps their appointments', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const carla = await seedClient(page, { name: 'Carla Dias' });
  await seedAppointment(page, carla.id, '2025-03-10', '14:00');
  await seedClient(page, { name: 'Davi Rocha' });
  await openClients(page);
  const appointments = page.getByRole('button', { name: /^Agendamentos/ });
  await expect(appointments).toContainText('1');

  await page.getByRole('button', { name: 'Excluir Carla Dias' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Excluir Carla Dias? Os agendamentos e pagamentos deste cliente continuam registrados.',
  });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row(page, 'Carla Dias')).toBeVisible();

  await page.getByRole('button', { name: 'Excluir Carla Dias' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Cliente excluído com sucesso!')).toBeVisible();
  await expect(row(page, 'Carla Dias')).toHaveCount(0);
  await expect(row(page, 'Davi Rocha')).toBeVisible();
  await expect(appointments).toContainText('1');
});

test('WhatsApp opens a chat with the greeting; Instagram opens the profile in a new tab', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await seedClient(page, { name: 'Ana Souza', phone: '(11) 98765-4321', instagram: 'ana.tattoo' });
  await seedClient(page, { name: 'Sem Contato' });
  await openClients(page);

  const whatsapp = page.getByRole('link', { name: 'WhatsApp de Ana Souza' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    'https://wa.me/5511987654321?text=Ol%C3%A1%20Ana%20Souza!%20Tudo%20bem%3F',
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  const instagram = page.getByRole('link', { name: 'Instagram de Ana Souza' });
  await expect(instagram).toHaveAttribute('href', 'https://instagram.com/ana.tattoo');
  await expect(instagram).toHaveAttribute('target', '_blank');
  await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');

  // No phone, no Instagram: no dead links.
  await expect(page.getByRole('link', { name: 'WhatsApp de Sem Contato' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Instagram de Sem Contato' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar Sem Contato' })).toBeVisible();

  if (isPhone(page)) {
    // Thumb-sized targets on the phone.
    for (const name of ['WhatsApp de Ana Souza', 'Instagram de Ana Souza', 'Editar Ana Souza']) {
      const box = await page.getByRole(name.startsWith('Editar') ? 'button' : 'link', { name }).boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  }
});

test('rows count appointments, sum what was paid, date the last visit; privacy hides the money', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const one = await seedClient(page, { name: 'Eva Nunes' });
  const two = await seedClient(page, { name: 'Fabio Reis' });
  await seedAppointment(page, one.id, '2025-02-01', '10:00');
  const first = await seedAppointment(page, two.id, '2025-01-15', '10:00');
  // 23:30 in São Paulo is already the next day in UTC: the row must show the São Paulo day.
  const second = await seedAppointment(page, two.id, '2025-03-10', '23:30');
  await finalize(page, first.id, 35_000);
  await finalize(page, second.id, 123_450);
  await openClients(page);

  const eva = row(page, 'Eva Nunes');
  const fabio = row(page, 'Fabio Reis');
  await expect(eva).toContainText('1 agendamento');
  await expect(eva).not.toContainText('1 agendamentos');
  await expect(eva).toContainText('R$ 0,00');
  await expect(eva).toContainText('Última visita: 01/02/2025');
  await expect(fabio).toContainText('2 agendamentos');
  await expect(fabio).toContainText('R$ 1.584,50');
  await expect(fabio).toContainText('Última visita: 10/03/2025');

  await expect(stat(page, 'Total')).toHaveText(/Total\s*2/);
  await expect(stat(page, 'Ativos')).toHaveText(/Ativos\s*2/);
  await expect(page.getByRole('button', { name: /^Agendamentos/ })).toContainText('3');

  // A session still to come is the next one, not a visit; a cancelled one is neither.
  await seedAppointment(page, one.id, '2099-06-01', '10:00');
  const cancelled = await seedAppointment(page, one.id, '2025-02-20', '10:00');
  await page.request.post(`/api/appointments/${cancelled.id}/cancel`, { headers: headers(page) });
  await page.reload();
  await expect(eva).toContainText('Última visita: 01/02/2025');
  await expect(eva).toContainText('Próxima sessão: 01/06/2099');
  await expect(fabio).not.toContainText('Próxima sessão');

  await page.getByRole('button', { name: 'Ocultar valores' }).click();
  await expect(fabio).toContainText('R$ •••••');
  await expect(fabio).not.toContainText('1.584,50');
  await expect(page.getByText('R$ 0,00')).toHaveCount(0);
});

test('the Agendamentos card opens the agenda', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openClients(page);
  await page.getByRole('button', { name: /^Agendamentos/ }).click();
  await expect(page).toHaveURL(/section=calendar/);
  await expect(page.getByRole('heading', { name: 'Agenda', level: 1 })).toBeVisible();
});

test('a long list loads 30 at a time with Carregar mais', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  for (let i = 1; i <= 31; i++) await seedClient(page, { name: `Cliente ${String(i).padStart(2, '0')}` });
  await openClients(page);
  const rows = page.getByRole('list', { name: 'Lista de clientes' }).getByRole('listitem');
  await expect(rows).toHaveCount(30);
  // Newest first: the first one registered is on the second page.
  await expect(row(page, 'Cliente 31')).toBeVisible();
  await expect(row(page, 'Cliente 01')).toHaveCount(0);
  await page.getByRole('button', { name: 'Carregar mais' }).click();
  await expect(rows).toHaveCount(31);
  await expect(row(page, 'Cliente 01')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Carregar mais' })).toHaveCount(0);
});

test('a form dialog opens on its first field and asks before throwing away what was typed', {
  tag: '@phone',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  await openClients(page);
  const form = await openNewClient(page);
  const name = form.getByLabel('Nome Completo');
  await expect(name).toBeFocused();
  // Typing goes into the field; a Space no longer closes the dialog.
  await page.keyboard.type('Lara Mendes');
  await expect(name).toHaveValue('Lara Mendes');

  const ask = page.getByRole('alertdialog', { name: 'Descartar alterações?' });
  await page.keyboard.press('Escape');
  await expect(ask).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(name).toHaveValue('Lara Mendes');

  await form.getByRole('button', { name: 'Fechar' }).click();
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await ask.getByRole('button', { name: 'Descartar' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('Lara Mendes')).toHaveCount(0);

  // Untouched, it closes at once; Novo Agendamento and Nova Tarefa open on their first field too.
  await openNewClient(page);
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();
  await expect(ask).toBeHidden();
  await openAgenda(page);
  const day = page.getByRole('button', { name: /^15 de / });
  await day.click();
  await expect(
    page.getByRole('dialog', { name: 'Novo Agendamento' }).getByRole('combobox', { name: 'Cliente' }),
  ).toBeFocused();
  await page.goto('/?section=tasks');
  if (isPhone(page)) await page.getByRole('button', { name: 'Adicionar' }).click();
  else await page.getByRole('button', { name: 'Nova Tarefa' }).first().click();
  await expect(page.getByRole('dialog', { name: 'Nova Tarefa' }).getByLabel('Título')).toBeFocused();
});
