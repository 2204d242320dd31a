// What the phone's main thread does before the signed-in dashboard shows today's list, and how soon a
// returning visit shows it from the device's copy. Chromium under Playwright, CPU slowed 4× (the
// Lighthouse mobile default; `--slower` doubles it again), the current `dist` served on its own
// database (as `npm run lighthouse`). Two figures:
//   first visit:     ms from navigation to today's list, the busiest functions (self time of a CPU
//                    profile), long tasks, and each script's bytes run vs downloaded (JS coverage);
//   returning visit: the same page again, every /api request held back, ms to today's list.
// BOOT_PROFILE=file.cpuprofile keeps the first visit's CPU profile (DevTools opens it).
// `npm run lighthouse -- --trace [--slower]` or `npm run bench:boot`. Prints; asserts nothing.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const TODAY_CLIENT = 'Cliente 1';

/** A CDP session on the page with the CPU slowed `rate`×. */
async function throttled(page, rate) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return cdp;
}

/** Records (in the page) when today's list first shows `text`, from navigation start. */
function watchFor(text) {
  // textContent, not innerText: the watch must not force a layout on every change it looks at.
  const observer = new MutationObserver(() => {
    if (!document.body?.textContent.includes(text)) return;
    window.__listShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

const shownAt = (page) =>
  page.waitForFunction(() => window.__listShownAt, null, { timeout: 30_000 }).then((h) => h.jsonValue());

const short = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') || '/' : '(native)');

/** The functions with the most self time in a CDP CPU profile. */
function busiest(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  for (let i = 0; i < profile.samples.length; i++) {
    const { callFrame: f } = byId.get(profile.samples[i]);
    if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'}  ${short(f.url)}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  }
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, top);
}

export async function bootTrace({ base, cookie, slower = false }) {
  const rate = slower ? 8 : 4;
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const host = new URL(base).hostname;
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), domain: host, path: '/' };
      }),
    );
    await context.addInitScript(watchFor, TODAY_CLIENT);

    // First visit: nothing cached yet.
    const page = await context.newPage();
    const cdp = await throttled(page, rate);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.startPreciseCoverage', { callCount: false, detailed: true });
    await cdp.send('Profiler.start');
    const longTasks = [];
    await page.exposeFunction('__longTask', (start, duration, name) =>
      longTasks.push({ start, duration, name }),
    );
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__longTask?.(e.startTime, e.duration, e.name);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(`${base}/`);
    const firstVisit = await shownAt(page).catch(async (err) => {
      await page.screenshot({ path: '/tmp/boot-trace-failed.png' });
      console.error(
        `today's list never showed (screenshot /tmp/boot-trace-failed.png); cookies ${cookie.split('=')[0]}`,
      );
      throw err;
    });
    // What the page built for it: style and layout cost grows with it on a phone.
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    await page.waitForTimeout(4_000); // what runs after: idle preloads, the install prompt…
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.BOOT_PROFILE) writeFileSync(process.env.BOOT_PROFILE, JSON.stringify(profile));
    const { result: coverage } = await cdp.send('Profiler.takePreciseCoverage');

    console.log(
      `\nfirst visit at ${rate}× CPU: today's list after ${Math.round(firstVisit)} ms (${elements} elements on the page)`,
    );
    const blocking = longTasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    console.log(`long tasks: ${longTasks.length}, blocking ${Math.round(blocking)} ms (over 50 ms each)`);
    console.log('\nbusiest functions (self ms):');
    for (const [name, ms] of busiest(profile)) console.log(`  ${ms.toFixed(0).padStart(6)}  ${name}`);
    console.log('\nscripts: bytes run / downloaded');
    const scripts = [];
    for (const script of coverage.filter((s) => s.url.startsWith(base))) {
      // Block coverage: the first function's range is the whole script; ranges never run subtract.
      const size = script.functions[0]?.ranges[0]?.endOffset ?? 0;
      if (!size) continue;
      let unused = 0;
      for (const fn of script.functions)
        for (const r of fn.ranges) if (r.count === 0) unused += r.endOffset - r.startOffset;
      scripts.push({ url: short(script.url), size, used: Math.max(0, size - unused) });
    }
    for (const s of scripts.sort((a, b) => b.size - a.size).slice(0, 12))
      console.log(
        `  ${String(Math.round(s.used / 1024)).padStart(5)} / ${String(Math.round(s.size / 1024)).padStart(4)} KB  ${Math.round((100 * s.used) / s.size)} %  ${s.url}`,
      );
    await page.close();

    // Returning visit: the device's copy (and the browser's cached files), no API answer at all.
    const again = await context.newPage();
    // A light probe: the sampling profiler only when asked for, and the API held back by the
    // browser itself (CDP Fetch paused on /api/ only) rather than Playwright's routing, which
    // sends every request of the page through this process — at 4× CPU that cost ~0.3 s.
    const cdpAgain = await throttled(again, rate);
    if (process.env.BOOT_PROFILE) {
      await cdpAgain.send('Profiler.enable');
      await cdpAgain.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdpAgain.send('Profiler.start');
    }
    let held = 0;
    cdpAgain.on('Fetch.requestPaused', () => held++);
    await cdpAgain.send('Fetch.enable', { patterns: [{ urlPattern: `${base}/api/*` }] });
    await again.goto(`${base}/`, { waitUntil: 'commit' });
    const returning = await shownAt(again);
    if (process.env.BOOT_PROFILE) {
      const { profile: returningProfile } = await cdpAgain.send('Profiler.stop');
      writeFileSync(
        process.env.BOOT_PROFILE.replace(/(\.cpuprofile)?$/, '-returning.cpuprofile'),
        JSON.stringify(returningProfile),
      );
    }
    const marks = await again.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((e) => [
          e.name.replace(location.origin, ''),
          Math.round(e.startTime),
          Math.round(e.responseEnd),
        ]),
    );
    if (process.env.VERBOSE)
      for (const [name, start, end] of marks)
        console.log(`  ${String(start).padStart(5)} ${String(end).padStart(5)}  ${name}`);
    console.log(
      `\nreturning visit at ${rate}× CPU, API held back (${held} requests): today's list after ${Math.round(returning)} ms`,
    );
    return { firstVisit, returning, blocking };
  } finally {
    await browser.close();
  }
}
