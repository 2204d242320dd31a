// Lighthouse's PWA audits (installable manifest, splash screen, themed omnibox, viewport,
// maskable icon…) against a running Tinta: `npm run lighthouse:pwa -- http://localhost:3000/`.
// Lighthouse 11 is the last release with the PWA category, so it is pinned here and fetched by
// npx on demand rather than weighing on every `npm ci`. Exits non-zero when an audit fails.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const url = process.argv[2] ?? 'http://localhost:3000/';
const out = join(mkdtempSync(join(tmpdir(), 'tinta-lighthouse-')), 'report.json');
execFileSync(
  'npx',
  [
    '--yes',
    'lighthouse@11.7.1',
    url,
    '--only-categories=pwa',
    '--chrome-flags=--headless=new --no-sandbox',
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
);

const report = JSON.parse(readFileSync(out, 'utf8'));
let failed = 0;
for (const { id } of report.categories.pwa.auditRefs) {
  const audit = report.audits[id];
  // Manual checks, and audits that do not apply or only inform, have no pass/fail score.
  if (['manual', 'notApplicable', 'informative'].includes(audit.scoreDisplayMode)) continue;
  const ok = audit.score === 1;
  if (!ok) failed++;
  console.log(`${ok ? '✔' : '✘'} ${id}${ok ? '' : ` — ${audit.explanation ?? audit.title}`}`);
}
console.log(
  `PWA score ${Math.round(report.categories.pwa.score * 100)} (Lighthouse ${report.lighthouseVersion})`,
);
process.exit(failed ? 1 : 0);
