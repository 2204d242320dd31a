// Runs only under `npm run test:cluster`, after the whole browser suite has passed through the proxy:
// each app process in turn is SIGKILLed while two pages are open and writing. Nothing acknowledged is
// lost, and the second page's live stream comes back through the other process.
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import pg from 'pg';
import { verifiedUser } from '../e2e/helpers';

interface ClusterState {
  pids: (number | null)[];
  ports: number[];
  databaseUrl: string;
}
const state = (): ClusterState => JSON.parse(readFileSync(process.env.CLUSTER_STATE!, 'utf8'));

async function killApp(i: number): Promise<void> {
  const pid = state().pids[i];
  expect(pid, `app ${i} is running`).toBeTruthy();
  process.kill(pid!, 'SIGKILL');
  // The supervisor starts it again; wait until it answers, so the next kill leaves one alive.
  await expect
    .poll(
      async () => {
        const now = state();
        if (!now.pids[i] || now.pids[i] === pid) return false;
        const res = await fetch(`http://127.0.0.1:${now.ports[i]}/api/health`).catch(() => null);
        return res?.ok ?? false;
      },
      { timeout: 30_000, intervals: [200] },
    )
    .toBe(true);
}

async function addClient(page: Page, name: string) {
  await page.getByRole('button', { name: 'Novo Cliente' }).first().click();
  const form = page.getByRole('dialog', { name: 'Novo Cliente' });
  await form.getByLabel('Nome Completo').fill(name);
  await form.getByRole('button', { name: 'Criar Cliente' }).click();
  await expect(page.getByText('Cliente criado com sucesso!').first()).toBeVisible({ timeout: 10_000 });
  await expect(form).toBeHidden();
}

test('a process killed mid-work loses no acknowledged write, and the live page reconnects to the other', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await verifiedUser(page, { plan: 'basico' });
  await page.goto('/?section=clients');
  const watcher = await context.newPage();
  await watcher.goto('/?section=clients');
  await expect(watcher.getByRole('heading', { name: 'Clientes', level: 1 })).toBeVisible();

  const origin = new URL(page.url()).origin;
  const acknowledged: string[] = [];
  for (const victim of [0, 1]) {
    // A burst of writes with a kill in the middle: whatever was answered 2xx must survive.
    const burst = Array.from({ length: 20 }, (_, i) =>
      page.request
        .post('/api/clients', { data: { name: `Rajada ${victim}-${i}` }, headers: { origin } })
        .then(async (res) => (res.ok() ? ((await res.json()) as { id: string }).id : null))
        .catch(() => null),
    );
    await new Promise((ok) => setTimeout(ok, 30));
    const killed = killApp(victim);
    for (const id of await Promise.all(burst)) if (id) acknowledged.push(id);
    await killed;

    // The page that watches must hear a change made after the kill, through whichever process lives.
    const name = `Depois da queda ${victim}`;
    await addClient(page, name);
    await expect(watcher.getByText(name)).toBeVisible({ timeout: 15_000 });
  }

  expect(acknowledged.length).toBeGreaterThan(0);
  const db = new pg.Client({ connectionString: state().databaseUrl });
  await db.connect();
  try {
    const found = await db.query('SELECT id FROM clients WHERE id = ANY($1::uuid[])', [acknowledged]);
    expect(found.rowCount, 'every acknowledged client is stored').toBe(acknowledged.length);
  } finally {
    await db.end();
  }
});
