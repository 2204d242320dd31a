import { expect, test } from '@playwright/test';

// What this spec checks needs the service worker (blocked elsewhere to keep the suite fast).
test.use({ serviceWorkers: 'allow' });

/**
 * What a phone really downloads on its first, signed-out visit: the bytes on the wire (compressed),
 * summed from the browser's own network records, not the build's estimate.
 */
test('a first signed-out visit downloads at most 100 KB of JavaScript, compressed; hashed files are cached for good', async ({
  page,
}) => {
  // Chromium's own count of bytes received per response (headers and compressed body).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const urls = new Map<string, string>();
  const scripts: { url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') urls.set(e.requestId, new URL(e.response.url).pathname);
  });
  cdp.on('Network.loadingFinished', (e) => {
    const url = urls.get(e.requestId);
    if (url) scripts.push({ url, bytes: e.encodedDataLength });
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  test.info().annotations.push({
    type: 'signed-out JS on the wire',
    description: `${(total / 1024).toFixed(1)} KB in ${scripts.length} files`,
  });
  expect(scripts.length).toBeGreaterThan(3);
  expect(scripts.every((s) => s.bytes > 0)).toBe(true);
  expect(total).toBeLessThanOrEqual(100 * 1024);
  // Nor does the service worker fetch more behind the page's back: signed out, it keeps only what
  // the sign-in screen itself loaded (the whole app is kept once someone signs in).
  const kept = await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    const cache = await caches.open('tinta-shell-v1');
    return (await cache.keys()).map((r) => new URL(r.url).pathname).filter((p) => p.endsWith('.js'));
  });
  const loaded = new Set(scripts.map((s) => s.url));
  expect(kept.length).toBeGreaterThan(0);
  expect(kept.filter((path) => !loaded.has(path))).toEqual([]);

  const asset = scripts.find((s) => s.url.startsWith('/assets/'))!.url;
  const br = await page.request.get(asset, { headers: { 'accept-encoding': 'br' } });
  expect(br.headers()['content-encoding']).toBe('br');
  expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(br.headers().vary).toMatch(/accept-encoding/i);
  const gz = await page.request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
  expect(gz.headers()['content-encoding']).toBe('gzip');
  const plain = await page.request.get(asset, { headers: { 'accept-encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // The same script whichever way it travelled.
  expect(await br.text()).toBe(await plain.text());

  for (const path of ['/', '/sw.js']) {
    const res = await page.request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers()['cache-control']).toBe('no-cache');
  }
});
