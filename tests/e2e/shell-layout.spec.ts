import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { openBookingPage } from './booking-page';
import { expectAccessible, verifiedUser } from './helpers';

// Issue 29, item 7: the shell at a laptop's height, the phone's menu and Pedidos, judged by axe.

const shots = (name: string) => test.info().outputPath(`${name}.png`);

/** axe's heading-order is 'moderate': expectAccessible lets it pass, so it is asked for by name. */
async function expectHeadingsInOrder(page: Page) {
  const results = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
}

// The sidebar is the desktop's, the menu the phone's: each test is tagged for its project
// (playwright.config.ts), so neither is started and then skipped on the other.
test("at 1280 × 800 a studio owner's sidebar shows every section, and its column runs the page's height", {
  tag: '@desktop-only',
}, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio Rosa Negra' });
  const nav = page.getByRole('navigation', { name: 'Seções' });
  const team = nav.getByRole('button', { name: 'Equipe' });
  // Whole and in view (not cut by the sidebar's edge), as are the account's buttons below the list.
  await expect(team).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Sair' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shots('sidebar-1280x800-owner') });
  await team.click();
  await expect(page.getByRole('heading', { name: 'Equipe do Estúdio', level: 1 })).toBeVisible();

  // A page taller than the window: the sidebar's column goes down to its end.
  await page.evaluate(() => {
    const filler = document.createElement('div');
    filler.style.height = '2000px';
    document.querySelector('main')?.append(filler);
  });
  const column = nav.locator('xpath=ancestor::aside/..');
  const reach = await column.evaluate((el) => ({
    bottom: el.getBoundingClientRect().bottom + window.scrollY,
    page: document.documentElement.scrollHeight,
  }));
  expect(reach.bottom).toBeGreaterThanOrEqual(reach.page);
  await page.screenshot({ path: shots('sidebar-1280x800-tall-page'), fullPage: true });
  // Scrolled to the page's end, the sections are still there beside it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(team).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: shots('sidebar-1280x800-scrolled') });

  // A shorter window: the sidebar scrolls inside itself down to 'Sair'.
  await page.setViewportSize({ width: 1280, height: 560 });
  const signOut = page.getByRole('button', { name: 'Sair' });
  await signOut.scrollIntoViewIfNeeded();
  await expect(signOut).toBeInViewport({ ratio: 1 });
  await expect(team).toBeVisible();
});

test('the open phone menu passes axe: nothing hidden from assistive technology keeps focus', {
  tag: '@phone-only',
}, async ({ page }) => {
  await verifiedUser(page, { plan: 'estudio', studio: 'Estúdio Rosa Negra' });
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Equipe' })).toBeVisible();
  // The focus is in the menu (its items are reached with the arrows).
  await expect.poll(() => menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.screenshot({ path: shots('phone-menu-open') });
  await expectAccessible(page);
  // The menu still works as one: Escape closes it and gives focus back to its button.
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeFocused();
  // A tap outside closes it and nothing else: not the tab under the finger.
  const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
  const tab = page.getByRole('navigation', { name: 'Seções' }).getByRole('button', { name: 'Clientes' });
  const box = (await tab.boundingBox())!;
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(menu).toBeVisible();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading!);
});

test('Pedidos with a request passes axe, its headings in order', { tag: '@phone' }, async ({ page }) => {
  await verifiedUser(page, { plan: 'basico', name: 'Lia Botânica' });
  const origin = { origin: new URL(page.url()).origin };
  const slug = `lia-${Date.now().toString(36)}`;
  await openBookingPage(page, slug, { pixKeyType: null, pixKey: '', pixName: '', pixCity: '' });
  const slots = await (await page.request.get(`/api/public/booking/${slug}/slots?length=120`)).json();
  const asked = await page.request.post(`/api/public/booking/${slug}/requests`, {
    headers: origin,
    multipart: {
      data: JSON.stringify({
        name: 'Paula Ramos',
        phone: '(21) 98888-7777',
        idea: 'Lettering no antebraço',
        placement: 'Antebraço',
        size: '8 cm',
        length: 120,
        slots: [slots.slots[0]],
        consent: true,
      }),
    },
  });
  expect(asked.status()).toBe(201);

  await page.goto('/?section=requests');
  await expect(page.getByRole('heading', { name: 'Paula Ramos', level: 3 })).toBeVisible();
  await expectHeadingsInOrder(page);
  await expectAccessible(page);
});
