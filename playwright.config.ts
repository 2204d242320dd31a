import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { loadTestCa, makeTestCa } from './tests/pix-psp/test-ca';

// Debian's chromium-headless-shell: the same engine without the desktop browser around it (no
// browser UI, lighter compositing) — a third less CPU per test than `chromium --headless`, which
// is what bounds the suite on a 2-core machine (docs/decisions/0011). The full browser still works.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
if (!existsSync(CHROMIUM)) {
  throw new Error(
    `Chromium not found at ${CHROMIUM}: install it with "apt-get install -y chromium-headless-shell" (or set CHROMIUM_PATH).`,
  );
}
const PORT = Number(process.env.E2E_PORT ?? 3210);
// CLUSTER=N (npm run test:cluster): N app processes behind HAProxy on PORT, then the failover spec.
const CLUSTER = Number(process.env.CLUSTER ?? 0);
if (CLUSTER) process.env.CLUSTER_STATE ??= join(tmpdir(), `tinta-cluster-${PORT}-${process.pid}.json`);
// API Pix (issue 28): a CA made once per run (here, in the main process; the workers inherit the
// folder). The server trusts it for a bank on loopback (TINTA_TEST_PIX_API_CA) and a spec starts the
// PSP double with a certificate it signed (tests/e2e/pix-deposit.spec.ts).
process.env.E2E_PIX_CA_DIR ??= makeTestCa().dir;

const launchOptions = {
  executablePath: CHROMIUM,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // Sign-up, verification and two axe passes in one test take ~15 s on a busy 2-core box.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  fullyParallel: true,
  // Two browsers at a time: a test spends most of its time waiting (on the server, the database,
  // a reminder falling due), so a second worker overlaps those waits (docs/decisions/0011).
  // E2E_WORKERS=1 for a quiet run when hunting a timing problem.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // Recording a trace for every test (kept only when it fails) costs ~15 % of the suite's CPU. CI
    // records none and keeps, for a failure, the screenshot and the page's ARIA snapshot
    // (error-context.md); a local run keeps the whole trace of a failing test.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The service worker keeps the whole build on the device once signed in: ~90 downloads per
    // test that no assertion looks at. Specs about it (offline, transfer, push, install) allow it.
    serviceWorkers: 'block',
    // The app honours "reduce motion" (styles.css): no frame is drawn for a fade or a shimmer
    // nobody looks at, which is most of what a headless browser spends its time on.
    reducedMotion: process.env.E2E_MOTION ? 'no-preference' : 'reduce',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // A test of the phone's own chrome (its menu) is tagged '@phone-only': selected by the phone
      // project's grep below, never started here to be skipped.
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'phone',
      // At 390 px: the task tabs and every screen of the booking and client-record issues (their
      // steps go through the agenda's action sheet, the header menu and bottom sheets), and every
      // other test with a phone branch of its own, tagged '@phone' (grep also reads the file name).
      // The rest assert the same things at both widths and run at 1280 only, which keeps CI within
      // its 10 minutes. PHONE_ALL=1 runs every spec at 390 too.
      grep: process.env.PHONE_ALL
        ? undefined
        : [
            /(tasks|deposits|booking-requests|booking-self-service|session-record|anamnesis|consent|calendar-feed|mei|messages|offline-accounts)\.spec\.ts/,
            /@phone/,
          ],
      // The desktop's own chrome (the sidebar), tagged '@desktop-only': not at 390 px, PHONE_ALL or not.
      grepInvert: /@desktop-only/,
      use: {
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // 1, not a phone's 2–3: the layout is the same and the renderer's work half of it.
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    ...(CLUSTER
      ? [
          {
            // Kills app processes: only after every other spec is done, so none has a request in flight.
            name: 'failover',
            testDir: 'tests/cluster',
            dependencies: ['desktop', 'phone'],
            use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
          },
        ]
      : []),
  ],
  webServer: {
    command: CLUSTER ? 'node --import tsx tests/cluster/serve-cluster.ts' : 'node tests/e2e/serve.mjs',
    url: `http://localhost:${PORT}/api/health`,
    env: {
      E2E_PORT: String(PORT),
      TINTA_TEST_PIX_API_CA: loadTestCa(process.env.E2E_PIX_CA_DIR).caFile,
      ...(CLUSTER ? { CLUSTER: String(CLUSTER), CLUSTER_STATE: process.env.CLUSTER_STATE! } : {}),
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
