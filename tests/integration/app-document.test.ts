import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../helpers/agent';
import { signedInUser, studioArtist } from '../helpers/factories';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A built app as `npm run build` leaves it: the document, and the files the build says a
// signed-in first screen needs.
const webRoot = mkdtempSync(join(tmpdir(), 'tinta-web-'));
mkdirSync(join(webRoot, '.vite'));
writeFileSync(
  join(webRoot, 'index.html'),
  '<!doctype html><html><head><title>Tinta</title><link rel="preload" href="/api/me" as="fetch" crossorigin /></head><body><div id="root"></div></body></html>',
);
const BOOT_FILES = ['/assets/signed-in-AbC123.js', '/assets/booking-shared-XyZ789.js'];
const BOOT_PAINT = '/assets/boot-paint-QwE456.js';
writeFileSync(
  join(webRoot, '.vite', 'boot-files.json'),
  JSON.stringify({ preload: BOOT_FILES, bootPaint: BOOT_PAINT }),
);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ webRoot });
});
afterAll(() => server?.close());

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
const preloadsDashboard = (html: string) => html.includes('<link rel="preload" href="/api/dashboard"');
/** The picture of the last drawn day (src/web/boot-paint.ts), run after #root, before the app. */
const paintsLastDay = (html: string) =>
  html.includes(`<div id="root"></div><script type="module" async crossorigin src="${BOOT_PAINT}"></script>`);

describe('the app document names what a signed-in first screen needs', () => {
  it('signed in with a plan: the shell and dashboard files and the dashboard data, fetched while the page parses', async () => {
    const { agent } = await signedInUser(server.app, server.db);
    const res = await agent.get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    expect(modulePreloads(res.body)).toEqual(BOOT_FILES);
    expect(preloadsDashboard(res.body)).toBe(true);
    expect(paintsLastDay(res.body)).toBe(true);
    // The document's own hints stay.
    expect(res.body).toContain('<link rel="preload" href="/api/me"');
  });

  it('opening on another section: the files, but never the dashboard data (nobody would claim it)', async () => {
    const { agent } = await signedInUser(server.app, server.db);
    const res = await agent.get('/?section=calendar');
    expect(modulePreloads(res.body)).toEqual(BOOT_FILES);
    expect(preloadsDashboard(res.body)).toBe(false);
    expect(paintsLastDay(res.body)).toBe(false);
  });

  it('the front desk opens on the agenda: no dashboard data', async () => {
    const owner = await signedInUser(server.app, server.db, { plan: 'estudio' });
    const desk = await studioArtist(server.app, owner, { role: 'recepcao' });
    const res = await desk.agent.get('/');
    expect(modulePreloads(res.body)).toEqual(BOOT_FILES);
    expect(preloadsDashboard(res.body)).toBe(false);
    expect(paintsLastDay(res.body)).toBe(false);
  });

  it('signed out, without a plan yet, a forged cookie, or another page: the document as built', async () => {
    const signedOut = await new Agent(server.app).get('/');
    expect(signedOut.status).toBe(200);
    expect(String(signedOut.headers.vary)).toMatch(/cookie/i);
    expect(modulePreloads(signedOut.body)).toEqual([]);
    expect(preloadsDashboard(signedOut.body)).toBe(false);
    expect(signedOut.body).not.toContain('boot-paint');

    const { agent: noPlan } = await signedInUser(server.app, server.db, { plan: null });
    expect(modulePreloads((await noPlan.get('/')).body)).toEqual([]);

    const { agent } = await signedInUser(server.app, server.db);
    const forged = await agent.request('GET', '/', undefined, {
      cookie: agent.cookieHeader().replace(/(tinta\.session_token=[^.;]+)\.[^;]+/, '$1.Zm9yZ2Vk'),
    });
    expect(forged.status).toBe(200);
    expect(modulePreloads(forged.body)).toEqual([]);

    expect(modulePreloads((await agent.get('/redefinir-senha')).body)).toEqual([]);
  });
});
