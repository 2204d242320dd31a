import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

let counter = 0;
export const uniqueEmail = (tag: string) =>
  `${tag}.${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}@tinta.test`;

/** The newest link mailed to `email`, read from the dev outbox the test server keeps. */
export async function mailedLink(page: Page, email: string, subject: RegExp): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const outbox = (await (await page.request.get('/dev/outbox.json')).json()) as Array<{
      to: string;
      subject: string;
      text: string;
    }>;
    const mail = outbox.find((m) => m.to === email && subject.test(m.subject));
    if (mail) return mail.text.match(/https?:\/\/\S+/)![0];
    await page.waitForTimeout(100);
  }
  throw new Error(`no mail to ${email}`);
}

/**
 * Signs up through the API and opens the e-mailed verification link with the browser context's own
 * requests (its cookies are the page's), then loads the app once: signed in, on the plan screen or,
 * with `plan`, on the shell. The sign-up screens themselves are covered by auth.spec.
 */
export async function verifiedUser(
  page: Page,
  opts: { name?: string; plan?: 'basico' | 'estudio'; studio?: string } = {},
) {
  const email = uniqueEmail('e2e');
  const password = 'segredo123';
  const name = opts.name ?? 'Tatuadora Teste';
  const base = test.info().project.use.baseURL ?? 'http://localhost';
  const headers = { origin: new URL(base).origin };
  const res = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password },
    headers,
  });
  expect(res.ok()).toBeTruthy();
  const verified = await page.request.get(await mailedLink(page, email, /Confirme seu email/));
  expect(verified.ok()).toBeTruthy();
  if (opts.plan) {
    const body =
      opts.plan === 'estudio'
        ? { planType: 'estudio', studioName: opts.studio ?? 'Estúdio E2E' }
        : { planType: 'basico' };
    const chosen = await page.request.post('/api/me/plan', { data: body, headers });
    expect(chosen.ok()).toBeTruthy();
  }
  await page.goto('/');
  if (!opts.plan) await expect(page.getByRole('heading', { name: 'Escolha seu plano' })).toBeVisible();
  return { email, password, name };
}

/** Fails on any serious or critical accessibility problem axe finds on the page. */
export async function expectAccessible(page: Page) {
  // Judged at rest: a toast fading in (or a stacked one fading out) is half-transparent for a moment,
  // which axe reads as low contrast. Endless animations (spinners) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

/** Whether this device holds a copy of the signed-in user's screens (lib/persist-cache.ts). */
/** Whether the device keeps a copy of the screens (holding `text`, when given: the latest, not an older one). */
export const hasScreenCopy = (page: Page, text?: string) =>
  page.evaluate(
    (text) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('tinta-cache', 1);
        open.onupgradeneeded = () => open.result.createObjectStore('snapshot');
        open.onsuccess = () => {
          const get = open.result.transaction('snapshot').objectStore('snapshot').get('queries');
          get.onsuccess = () => {
            open.result.close();
            resolve(get.result !== undefined && (!text || JSON.stringify(get.result).includes(text)));
          };
          get.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    text,
  );

/** 'Sair' where each layout has it (phones: the menu); the confirmation follows. */
export async function askSignOut(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
  } else {
    await page.getByRole('button', { name: 'Sair' }).click();
  }
}

export async function signOut(page: Page) {
  await askSignOut(page);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Sair' }).click();
}

/** Opens 'Meu Perfil': the header menu on phones, the sidebar button on desktop. */
export async function openProfile(page: Page) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Meu Perfil' }).click();
  } else {
    await page.getByRole('button', { name: 'Meu Perfil' }).click();
  }
}
