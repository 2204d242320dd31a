import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, type Page, test } from '@playwright/test';
import { splitSaoPaulo } from '../../src/shared/time';
import { startGcmStandIn } from '../helpers/gcm-service';
import { expectAccessible, hasScreenCopy, isPhone, signOut, verifiedUser } from './helpers';

// What this spec checks needs the service worker (blocked elsewhere to keep the suite fast).
test.use({ serviceWorkers: 'allow' });

/**
 * Web Push needs the whole browser: the headless shell the suite runs on (playwright.config.ts) has
 * no push service client and shows no notifications. These tests launch Debian's full Chromium.
 */
const FULL_CHROMIUM = process.env.CHROMIUM_FULL_PATH ?? '/usr/bin/chromium';

const ONE_HOUR_TITLE = '🔔 Agendamento em 1 hora!';

const origin = (page: Page) => new URL(page.url()).origin;
const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificações' });

/**
 * Appointments whose 1 h reminder falls on the next whole minute: the server only creates
 * reminders still in the future and times have minute precision, so this is the soonest one can
 * fall due. The delivery job (every 15 s) then marks it sent and the bell hears it live.
 */
async function seedDueSoon(page: Page, titles: string[]) {
  const soon = Math.ceil((Date.now() + 3_000) / 60_000) * 60_000;
  const { day, time } = splitSaoPaulo(new Date(soon + 60 * 60_000));
  for (const title of titles) {
    const res = await page.request.post('/api/appointments', {
      data: { clientName: `Cliente ${title}`, title, date: day, time, agreedValueCents: 30_000 },
      headers: { origin: origin(page) },
    });
    expect(res.status()).toBe(201);
  }
}

const serviceWorkerReady = (page: Page) =>
  page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    return true;
  });

async function openSettings(page: Page) {
  await bell(page).click();
  await panel(page).getByRole('button', { name: 'Configurações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notificações', exact: true }).filter({
    has: page.getByRole('switch', { name: 'Notificações push' }),
  });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a delivered reminder raises the bell live; open one, mark all, delete one, clear all', async ({
  page,
}) => {
  // Real time: the reminder falls due on the next whole minute, then up to 15 s for the job.
  test.setTimeout(120_000);
  await verifiedUser(page, { plan: 'basico' });
  await expect(bell(page)).toHaveAccessibleName('Notificações');

  await seedDueSoon(page, ['Rosa fineline', 'Leão realista', 'Mandala']);
  await expect(bell(page)).toHaveAccessibleName('Notificações, 3 não lidas', { timeout: 85_000 });

  // The panel lists them, unread, with the 1 h title, the appointment and a relative time.
  await bell(page).click();
  const list = panel(page).getByRole('list', { name: 'Lista de notificações' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const rosa = list.getByRole('button', { name: /Rosa fineline/ });
  await expect(rosa).toContainText(ONE_HOUR_TITLE);
  await expect(rosa).toContainText('Cliente Rosa fineline · Rosa fineline');
  await expect(rosa).toContainText(/agora|há \d+ (segundo|minuto)/);
  await expect(rosa).toContainText('(não lida)');
  await expectAccessible(page);

  // Tapping one reads it and opens the Agenda on that appointment's day.
  await rosa.click();
  await expect(panel(page)).toBeHidden();
  await expect(page).toHaveURL(/section=calendar/);
  // The day's sheet may already be open, and a modal hides the page behind it from the
  // accessibility tree: the heading is looked for as drawn on screen, whichever came first.
  await expect(
    page.getByRole('heading', { name: 'Agenda', level: 1, includeHidden: true }).filter({ visible: true }),
  ).toBeVisible();
  const day = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('list', { name: 'Agendamentos do dia' }) });
  await expect(day.getByRole('listitem').filter({ hasText: 'Rosa fineline' })).toBeVisible();
  await expect(day.getByRole('listitem')).toHaveCount(3);
  await day.getByRole('button', { name: 'Fechar' }).click();
  await expect(day).toBeHidden();
  await expect(bell(page)).toHaveAccessibleName('Notificações, 2 não lidas');
  await bell(page).click();
  await expect(list.getByRole('button', { name: /Rosa fineline/ })).not.toContainText('(não lida)');

  // Mark all as read.
  await panel(page).getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(list.getByText('(não lida)')).toHaveCount(0);

  // Delete one.
  await list
    .getByRole('listitem')
    .filter({ hasText: 'Mandala' })
    .getByRole('button', { name: 'Excluir notificação' })
    .click();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText('Mandala');

  // Clear all.
  await panel(page).getByRole('button', { name: 'Limpar todas' }).click();
  await expect(panel(page).getByText('Nenhuma notificação')).toBeVisible();
  const left = await (await page.request.get('/api/notifications')).json();
  expect(left).toEqual([]);
});

test('the reminder switches save and survive a reload', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  let dialog = await openSettings(page);
  const oneHour = dialog.getByRole('switch', { name: 'Lembrete 1 h antes' });
  const tasks = dialog.getByRole('switch', { name: 'Alertas de tarefas importantes' });
  // Defaults: push off, every reminder on.
  await expect(dialog.getByRole('switch', { name: 'Notificações push' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(dialog.getByRole('switch', { name: 'Lembrete 24 h antes' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(oneHour).toHaveAttribute('aria-checked', 'true');
  await expectAccessible(page);

  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT',
  );
  await oneHour.click();
  await saved;
  const savedAgain = page.waitForResponse(
    (r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT',
  );
  await tasks.click();
  await savedAgain;

  await page.reload();
  dialog = await openSettings(page);
  await expect(dialog.getByRole('switch', { name: 'Lembrete 24 h antes' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(dialog.getByRole('switch', { name: 'Lembrete 1 h antes' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(dialog.getByRole('switch', { name: 'Alertas de tarefas importantes' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await (await page.request.get('/api/notification-settings')).json()).toEqual({
    pushEnabled: false,
    reminder24hEnabled: true,
    reminder1hEnabled: false,
    taskAlertsEnabled: false,
  });
});

/*
 * Playwright's default contexts are incognito profiles, where Chrome refuses the Push API
 * ('Registration failed - permission denied', crbug.com/41124656) — as it does for a user in a
 * private window, so that refusal is pinned first. The real subscription runs in a persistent
 * profile whose push registration goes to a loopback stand-in for Google's service.
 */
test('push: when the browser cannot subscribe, the switch stays off and says why', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  const dialog = await openSettings(page);
  const push = dialog.getByRole('switch', { name: 'Notificações push' });
  await expect(push).toBeEnabled();
  await push.click();
  await expect(dialog.getByRole('alert')).toHaveText('Não foi possível ativar as notificações push');
  await expect(push).toHaveAttribute('aria-checked', 'false');
  const settings = await (await page.request.get('/api/notification-settings')).json();
  expect(settings.pushEnabled).toBe(false);
});

test('push: the switch subscribes this browser, the server keeps it, off unsubscribes', async ({
  browser: _,
}, testInfo) => {
  const gcm = await startGcmStandIn();
  const profile = mkdtempSync(join(tmpdir(), 'tinta-push-'));
  const { launchOptions, baseURL, viewport, isMobile, hasTouch, deviceScaleFactor, locale, timezoneId } =
    testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, {
    ...launchOptions,
    executablePath: FULL_CHROMIUM,
    args: [...(launchOptions?.args ?? []), ...gcm.chromiumArgs],
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
    locale,
    timezoneId,
  });
  try {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const page = context.pages()[0] ?? (await context.newPage());
    await verifiedUser(page, { plan: 'basico' });
    await serviceWorkerReady(page);
    const browserSubscription = () =>
      page.evaluate(
        async () =>
          (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.toJSON() ?? null,
      );
    expect(await browserSubscription()).toBeNull();

    const dialog = await openSettings(page);
    const push = dialog.getByRole('switch', { name: 'Notificações push' });
    const handedOver = page.waitForRequest(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'POST',
    );
    // The switch flips when the settings are sent; the server has them once that answer is back.
    const savedOn = page.waitForResponse(
      (r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT',
    );
    await push.click();
    await expect(push).toHaveAttribute('aria-checked', 'true');
    await expect(dialog.getByRole('alert')).toHaveCount(0);

    // Chromium registered with the server's VAPID key and made a real subscription (its own
    // P-256 key and auth secret), and the app handed exactly that to the server, which took it.
    const { publicKey } = await (await page.request.get('/api/push/public-key')).json();
    const [registered] = gcm.webPushRegistrations();
    expect(gcm.webPushRegistrations()).toHaveLength(1);
    expect(registered?.sender).toBe(publicKey);
    const subscription = await browserSubscription();
    expect(subscription?.endpoint?.endsWith(`/${registered?.token}`)).toBe(true);
    expect(Buffer.from(subscription?.keys?.p256dh ?? '', 'base64url')).toHaveLength(65);
    expect(Buffer.from(subscription?.keys?.auth ?? '', 'base64url')).toHaveLength(16);
    const request = await handedOver;
    expect(request.postDataJSON()).toEqual(subscription);
    expect((await request.response())?.status()).toBe(204);
    expect((await savedOn).status()).toBe(200);
    expect((await (await page.request.get('/api/notification-settings')).json()).pushEnabled).toBe(true);

    // Still on after a reload; off removes the subscription from the browser and from the server.
    await page.reload();
    const again = await openSettings(page);
    const pushAgain = again.getByRole('switch', { name: 'Notificações push' });
    await expect(pushAgain).toHaveAttribute('aria-checked', 'true');
    const forgotten = page.waitForRequest(
      (r) => r.url().endsWith('/api/push/subscriptions') && r.method() === 'DELETE',
    );
    const savedOff = page.waitForResponse(
      (r) => r.url().endsWith('/api/notification-settings') && r.request().method() === 'PUT',
    );
    await pushAgain.click();
    await expect(pushAgain).toHaveAttribute('aria-checked', 'false');
    const deletion = await forgotten;
    expect(deletion.postDataJSON()).toEqual({ endpoint: subscription?.endpoint });
    expect((await deletion.response())?.status()).toBe(204);
    expect(await browserSubscription()).toBeNull();
    expect((await savedOff).status()).toBe(200);
    expect((await (await page.request.get('/api/notification-settings')).json()).pushEnabled).toBe(false);
  } finally {
    await context.close();
    await gcm.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('push: a refused permission keeps it off with an explanation', async ({ page }) => {
  await verifiedUser(page, { plan: 'basico' });
  const dialog = await openSettings(page);
  const push = dialog.getByRole('switch', { name: 'Notificações push' });
  await push.click();
  await expect(dialog.getByRole('alert')).toContainText('Permissão negada no navegador');
  await expect(push).toHaveAttribute('aria-checked', 'false');
  await expect(push).toBeEnabled();
});

test('the service worker shows a pushed reminder with its section', async ({ browser: _ }, testInfo) => {
  const { launchOptions, baseURL, viewport, locale, timezoneId } = testInfo.project.use;
  const browser = await chromium.launch({ ...launchOptions, executablePath: FULL_CHROMIUM });
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale,
    timezoneId,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  try {
    await context.grantPermissions(['notifications']);
    await verifiedUser(page, { plan: 'basico' });
    await serviceWorkerReady(page);
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
        const mine = e.registrations.find((r) => r.scopeURL === `${origin(page)}/` && !r.isDeleted);
        if (mine) resolve(mine.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    // The payload exactly as the server's delivery job sends it.
    const payload = {
      title: ONE_HOUR_TITLE,
      body: 'Ana · Rosa — 21/11/2026 às 14:30',
      tag: 'n-1',
      section: 'calendar',
      relatedId: null,
    };
    const registrationId = await registration;
    const shown = () =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          data: n.data,
        })),
      );
    // Delivered again until shown: DevTools may hand the first push to a worker still starting up.
    // The tag keeps it to one notification however many arrive.
    await expect
      .poll(async () => {
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: origin(page),
          registrationId,
          data: JSON.stringify(payload),
        });
        await page.waitForTimeout(300);
        return shown();
      })
      .toEqual([{ title: ONE_HOUR_TITLE, body: payload.body, tag: 'n-1', data: { section: 'calendar' } }]);
  } finally {
    await browser.close();
  }
});

test('offline: the app opens from the device with the screens last seen; after sign-out nothing of them is left', async ({
  page,
  context,
}) => {
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  await seedDueSoon(page, ['Rosa offline']);
  await page.reload();
  await expect(page.getByRole('list').filter({ hasText: 'Rosa offline' }).first()).toBeVisible();
  // The copy is written a moment after the screen changes: wait for the one holding the session.
  await expect.poll(() => hasScreenCopy(page, 'Rosa offline')).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveTitle(/Tinta/);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  // The dashboard last seen, from this device: today's session is there without a server.
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('list').filter({ hasText: 'Rosa offline' }).first()).toBeVisible();
  // The API is never answered from the service worker's cache.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const key of await caches.keys()) {
      for (const req of await (await caches.open(key)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.filter((u) => u.startsWith('/api/'))).toEqual([]);
  await context.setOffline(false);
  await expect(page.getByText('Sem conexão', { exact: true })).toBeHidden();

  // Signing out erases the copy: opened offline again, there is no one's data to show.
  await signOut(page);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect.poll(() => hasScreenCopy(page)).toBe(false);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão com o servidor. Tentando novamente...')).toBeVisible();
  await expect(page.getByText('Rosa offline')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 15_000 });
});

test('offline: a screen never opened before says so instead of going blank, and opens when back online', {
  tag: '@phone',
}, async ({ page, context }) => {
  await verifiedUser(page, { plan: 'basico' });
  await serviceWorkerReady(page);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await context.setOffline(true);
  // Relatórios' code was never downloaded: the tab bar / sidebar still works, the screen explains.
  const nav = page.getByRole('navigation', { name: 'Seções' });
  await nav.getByRole('button', { name: isPhone(page) ? 'Gráficos' : 'Relatórios' }).click();
  await expect(page.getByText('Não foi possível abrir esta tela.')).toBeVisible();
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('Não foi possível abrir esta tela.')).toBeHidden();
  await expect(page.getByText('Receita Mensal', { exact: true })).toBeVisible({ timeout: 15_000 });
});
