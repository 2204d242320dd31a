import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, isPhone, verifiedUser } from './helpers';

// What this spec checks needs the service worker (blocked elsewhere to keep the suite fast).
test.use({ serviceWorkers: 'allow' });

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DISMISSED_KEY = 'tinta.install.dismissedAt';
const DAY = 24 * 60 * 60 * 1_000;

const installPrompt = (page: Page) => page.getByRole('region', { name: 'Instalar o Tinta' });

async function signedIn(page: Page) {
  await verifiedUser(page, { plan: 'basico' });
  await expect(page.getByRole('navigation', { name: 'Seções' }).first()).toBeVisible();
}

/** What Chromium does when the app becomes installable: a cancelable 'beforeinstallprompt' with prompt() and userChoice. */
async function offerInstall(page: Page, outcome: 'accepted' | 'dismissed' = 'accepted') {
  await page.evaluate((outcome) => {
    const w = window as Window & { promptCalls?: number };
    w.promptCalls = 0;
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, {
      prompt: async () => {
        w.promptCalls = (w.promptCalls ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome, platform: 'web' }),
    });
    window.dispatchEvent(event);
  }, outcome);
}

const promptCalls = (page: Page) =>
  page.evaluate(() => (window as Window & { promptCalls?: number }).promptCalls);

/** PNG width x height from the IHDR chunk. */
const pngSize = (png: Buffer) => `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;

test('the manifest makes the app installable: names, standalone, dark colours and real PNG icons', async ({
  page,
}) => {
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Tinta — Sistema de Gestão',
    short_name: 'Tinta',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#0b0a0c',
    theme_color: '#0b0a0c',
  });
  const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose?: string }>;
  expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()['content-type']).toBe('image/png');
    expect(pngSize(await png.body())).toBe(icon.sizes);
  }

  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#0b0a0c');
  const appleHref = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await page.request.get(appleHref!);
  expect(apple.headers()['content-type']).toBe('image/png');
  expect(pngSize(await apple.body())).toBe('180x180');
});

test('the prompt appears 3 s after the browser offer, is accessible, and Instalar opens the browser dialog', {
  tag: '@phone',
}, async ({ page }) => {
  // A controllable clock (fake Date and timers) measures the delay exactly, without waiting it out.
  await page.clock.install();
  await signedIn(page);
  if (isPhone(page)) {
    // A section with the floating add button, to check the prompt sits above it.
    await page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Clientes' }).click();
  }
  // Time now moves only when the test says, so a slow machine cannot stretch the 2.5 s.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await offerInstall(page);
  await page.clock.runFor(2_500);
  await expect(installPrompt(page)).toHaveCount(0);
  await page.clock.runFor(600);
  await expect(installPrompt(page)).toBeVisible();
  await page.clock.resume();
  await expect(installPrompt(page)).toContainText('Instalar o Tinta');
  await expectAccessible(page);

  for (const name of ['Instalar', 'Agora não']) {
    const box = (await installPrompt(page).getByRole('button', { name, exact: true }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  if (isPhone(page)) {
    const prompt = (await installPrompt(page).boundingBox())!;
    const tabs = (await page.getByRole('navigation', { name: 'Seções' }).boundingBox())!;
    const fab = (await page.getByRole('button', { name: 'Adicionar', exact: true }).boundingBox())!;
    expect(prompt.y + prompt.height).toBeLessThanOrEqual(tabs.y);
    expect(prompt.y + prompt.height).toBeLessThanOrEqual(fab.y);
  }

  await installPrompt(page).getByRole('button', { name: 'Instalar', exact: true }).click();
  await expect(installPrompt(page)).toHaveCount(0);
  expect(await promptCalls(page)).toBe(1);
});

test('Agora não keeps the prompt away for 7 days, then it may come back', async ({ page }) => {
  await page.clock.install();
  await signedIn(page);
  await offerInstall(page);
  await page.clock.runFor(3_100);
  await installPrompt(page).getByRole('button', { name: 'Agora não' }).click();
  await expect(installPrompt(page)).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Seções' }).first()).toBeVisible();
  await offerInstall(page);
  await page.clock.runFor(5_000);
  await expect(installPrompt(page)).toHaveCount(0);

  // Eight days after the dismissal it asks again.
  await page.evaluate(([key, at]) => localStorage.setItem(key, String(at)), [
    DISMISSED_KEY,
    Date.now() - 8 * DAY,
  ] as const);
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Seções' }).first()).toBeVisible();
  await offerInstall(page);
  await page.clock.runFor(3_100);
  await expect(installPrompt(page)).toBeVisible();
});

test('already installed (standalone) never shows the prompt', async ({ page }) => {
  await page.addInitScript(() => {
    const original = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = original(query);
      if (query.includes('display-mode: standalone')) Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
  });
  await page.clock.install();
  await signedIn(page);
  await offerInstall(page);
  await page.clock.runFor(10_000);
  await expect(installPrompt(page)).toHaveCount(0);
});

test.describe('on iPhone Safari', () => {
  test.use({ userAgent: IPHONE_SAFARI });

  test('shows the manual steps after 3 s and Entendi keeps them away for 7 days', async ({ page }) => {
    await page.clock.install();
    await signedIn(page);
    // iOS has no offer event: the 3 s count from when the shell opened, a moment before the test sees it.
    await expect(installPrompt(page)).toHaveCount(0);
    await page.clock.runFor(3_100);
    const prompt = installPrompt(page);
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('Compartilhar');
    await expect(prompt).toContainText('Adicionar à Tela de Início');
    await expect(prompt.getByRole('listitem').nth(2)).toContainText('Adicionar');
    await expect(prompt.getByRole('button', { name: 'Instalar' })).toHaveCount(0);
    await expectAccessible(page);

    await prompt.getByRole('button', { name: 'Entendi' }).click();
    await expect(prompt).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Seções' }).first()).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(prompt).toHaveCount(0);
  });
});
