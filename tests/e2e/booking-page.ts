import { type Browser, expect, type Page } from '@playwright/test';

/** How the booking specs open an artist's page and play the client on a phone of their own. */

const workday = [{ start: '09:00', end: '20:00' }];

/**
 * The artist opens her page: every day 09–20 h, 2 h sessions, no notice, 30 days ahead, a 24 h
 * hold and a Pix e-mail key in Lia Botânica's name — each overridable (`policy`, another name…).
 */
export async function openBookingPage(page: Page, slug: string, overrides: Record<string, unknown> = {}) {
  const res = await page.request.put('/api/booking/settings', {
    data: {
      enabled: true,
      slug,
      bio: '',
      weekly: [workday, workday, workday, workday, workday, workday, workday],
      sessionLengths: [120],
      minNoticeHours: 0,
      horizonDays: 30,
      daysOff: [],
      pixKeyType: 'email',
      pixKey: 'lia@exemplo.com.br',
      pixName: 'Lia Botânica',
      pixCity: 'São Paulo',
      holdHours: 24,
      ...overrides,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.ok()).toBeTruthy();
}

/** The client's own phone: another browser context (no cookies of the artist), same width. */
export async function clientPhone(page: Page, browser: Browser) {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: new URL(page.url()).origin,
  });
  return context.newPage();
}
