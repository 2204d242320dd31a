import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { askSignOut, isPhone, verifiedUser } from './helpers';

// Issue 24 item 13: saves made offline belong to the account that made them. A phone passed from
// one person to the next must never send the first one's new clients into the second one's account.

const waiting = (page: Page) => page.getByText(/^Aguardando conexão · /);
const ONE_LEFT_FOR_OWNER =
  'Há 1 alteração salva neste aparelho. Ela será enviada quando a conta que a salvou entrar.';

const nav = (page: Page, section: string) =>
  page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: section }).click();

const newClientButton = (page: Page) =>
  isPhone(page)
    ? page.getByRole('button', { name: 'Adicionar' })
    : page.getByRole('button', { name: 'Novo Cliente' }).first();

/** Saves a new client without a connection (the form's code is loaded online first: no service worker here). */
async function newClientOffline(page: Page, context: BrowserContext, name: string) {
  await nav(page, 'Clientes');
  await expect(page.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await newClientButton(page).click();
  await expect(form).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(form).toBeHidden();

  await context.setOffline(true);
  await newClientButton(page).click();
  await form.getByLabel('Nome').fill(name);
  await form.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(form).toBeHidden();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 1 alteração');
}

async function signInByForm(page: Page, user: { email: string; password: string }) {
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

/** The names of the signed-in account's clients, asked with the page's own cookies. */
async function clientNames(page: Page): Promise<string[]> {
  const headers = { origin: new URL(page.url()).origin };
  const res = await page.request.get('/api/clients', { headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: { name: string }[] }).items.map((c) => c.name);
}

interface StoredWrite {
  seq?: number;
  owner?: string;
  method: string;
  path: string;
  body: unknown;
  label: string;
  createdAt: string;
}

/** The offline queue as IndexedDB holds it (lib/offline-queue.ts): read, or with `add`, appended to. */
const deviceQueue = (page: Page, add: StoredWrite[] = []) =>
  page.evaluate(
    (add) =>
      new Promise<StoredWrite[]>((resolve, reject) => {
        const open = indexedDB.open('tinta-offline', 1);
        open.onupgradeneeded = () =>
          open.result.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('writes', 'readwrite');
          for (const write of add) tx.objectStore('writes').add(write);
          const all = tx.objectStore('writes').getAll();
          tx.oncomplete = () => {
            open.result.close();
            resolve(all.result as StoredWrite[]);
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    add,
  );

test("a save that met a 401 waits for its owner: the next account neither sees nor sends it, the owner's next sign-in does", async ({
  page,
  context,
}) => {
  const tag = Date.now().toString(36);
  const anasClient = `Cliente da Ana ${tag}`;
  const brunosClient = `Cliente do Bruno ${tag}`;
  const ana = await verifiedUser(page, { plan: 'basico', name: 'Ana' });
  await newClientOffline(page, context, anasClient);

  // Ana's session ends while her save waits (signed out in another tab, expired, revoked).
  const origin = new URL(page.url()).origin;
  expect((await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin } })).ok()).toBe(true);
  await context.setOffline(false);
  // The replay meets the 401: the page goes to sign-in, and her save stays, named to nobody here.
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(ONE_LEFT_FOR_OWNER)).toBeVisible();
  await expect(page.getByText(anasClient)).toHaveCount(0);

  // Bruno signs in on the same browser and saves a client offline too. His pill lists only his own
  // save; when the connection returns his replay sends his, never Ana's (older) one.
  await verifiedUser(page, { plan: 'basico', name: 'Bruno' });
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText(ONE_LEFT_FOR_OWNER)).toHaveCount(0);
  await newClientOffline(page, context, brunosClient);
  await waiting(page).click();
  await expect(
    page.getByRole('list', { name: 'Alterações aguardando envio' }).getByRole('listitem'),
  ).toHaveText([`Novo cliente: ${brunosClient}`]);
  await context.setOffline(false);
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  expect(await clientNames(page)).toEqual([brunosClient]);
  expect((await deviceQueue(page)).map((w) => w.label)).toEqual([`Novo cliente: ${anasClient}`]);

  // Nothing of Bruno's waits: SPEC's own question, not the discard one.
  await askSignOut(page);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Tem certeza que deseja sair?');
  await confirm.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByText(ONE_LEFT_FOR_OWNER)).toBeVisible();

  // Ana is back: her save goes to her account.
  await signInByForm(page, ana);
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => clientNames(page)).toEqual([anasClient]);
  await expect.poll(() => deviceQueue(page)).toEqual([]);
});

test('signing out with saves waiting asks before discarding them; Cancelar keeps them', async ({
  page,
  context,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await newClientOffline(page, context, `Cliente Offline ${Date.now().toString(36)}`);

  await askSignOut(page);
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Sair e descartar 1 alteração?');
  await expect(confirm).toHaveAccessibleDescription(
    'Ela foi salva neste aparelho sem conexão e será perdida.',
  );
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(waiting(page)).toHaveText('Aguardando conexão · 1 alteração');
  expect(await deviceQueue(page)).toHaveLength(1);

  await askSignOut(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair e descartar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  expect(await deviceQueue(page)).toEqual([]);
  await expect(page.getByText(/alteraç(ão|ões) salvas? neste aparelho/)).toHaveCount(0);
});

test('saves left by the app version that kept no owner are never sent on their own: the person signed in sends or discards them', async ({
  page,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  const origin = new URL(page.url()).origin;
  const me = (await (await page.request.get('/api/me', { headers: { origin } })).json()) as { id: string };
  const tag = Date.now().toString(36);
  const write = (name: string, owner?: string): StoredWrite => ({
    ...(owner ? { owner } : {}),
    method: 'POST',
    path: '/api/clients',
    body: { name, id: crypto.randomUUID() },
    label: `Novo cliente: ${name}`,
    createdAt: new Date().toISOString(),
  });
  // Oldest first: the ownerless ones, then one of this account (its replay proves one has run).
  await deviceQueue(page, [
    write(`Legado Um ${tag}`),
    write(`Legado Dois ${tag}`),
    write(`Meu Cliente ${tag}`, me.id),
  ]);
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const unowned = page.getByText('Sem conta definida · 2 alterações');
  await expect(unowned).toBeVisible();
  await expect(waiting(page)).toBeHidden({ timeout: 15_000 });
  await expect.poll(() => clientNames(page)).toEqual([`Meu Cliente ${tag}`]);

  await unowned.click();
  // Whose they are cannot be proven, so what they hold (someone's clients) is never shown.
  await expect(page.getByText(`Legado Um ${tag}`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Descartar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Descartar 2 alterações?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(unowned).toBeVisible();
  expect(await deviceQueue(page)).toHaveLength(2);

  await page.getByRole('button', { name: 'Enviar para esta conta' }).click();
  await expect(page.getByText(/^Sem conta definida/)).toBeHidden({ timeout: 15_000 });
  await expect
    .poll(async () => (await clientNames(page)).sort())
    .toEqual([`Legado Dois ${tag}`, `Legado Um ${tag}`, `Meu Cliente ${tag}`]);
  // Each leaves the device once its answer is in (the server may show the row a moment before).
  await expect.poll(() => deviceQueue(page)).toEqual([]);

  // Another one, discarded: gone from the device, never sent.
  await deviceQueue(page, [write(`Legado Três ${tag}`)]);
  await page.reload();
  await page.getByText('Sem conta definida · 1 alteração').click();
  await page.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveAccessibleDescription(
    'Ela foi salva neste aparelho sem conexão e será perdida.',
  );
  await page.getByRole('alertdialog').getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByText(/^Sem conta definida/)).toBeHidden();
  expect(await deviceQueue(page)).toEqual([]);
  expect(await clientNames(page)).not.toContain(`Legado Três ${tag}`);
});
