import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import type { Auth } from '../auth/auth';
import { fastSessionLookup } from '../auth/fast-session';

/**
 * The app's document (index.html) for a signed-in person names what their first screen needs, so a
 * phone fetches it while parsing the page instead of after the app's script has run and asked who
 * is signed in (three waves of requests become one; decision 0020):
 * - the shell's and dashboard's scripts (`boot-files.json`, written by the build), as modulepreload;
 * - when it opens on the dashboard, the few hundred bytes that paint the day as this device last
 *   drew it before the app has run (`src/web/boot-paint.ts`; nothing to paint for anyone else);
 * - the dashboard's data, as a preload — only when the app will ask for it at once (it opens on the
 *   dashboard: `/` without `?section=`, someone who is not the front desk), since a preloaded answer
 *   is handed to the page's first request for it however late that comes.
 * Signed out, or a session only Better Auth can judge (due for refresh, "don't remember me"): the
 * file as built. The document holds no data of the person, only file names and a URL, so the copy
 * the service worker keeps for offline use is safe to keep.
 */
export function appDocument(webRoot: string, auth: Auth, pool: pg.Pool) {
  const html = readFileSync(join(webRoot, 'index.html'), 'utf8');
  const listed = join(webRoot, '.vite', 'boot-files.json');
  const bootFiles: { preload: string[]; bootPaint?: string } = existsSync(listed)
    ? JSON.parse(readFileSync(listed, 'utf8'))
    : { preload: [] };
  const assetScript = (file: string | undefined): file is string =>
    typeof file === 'string' && /^\/assets\/[\w.-]+\.js$/.test(file);
  const scripts = bootFiles.preload
    .filter(assetScript)
    .map((file) => `<link rel="modulepreload" crossorigin href="${file}" />`)
    .join('');
  const dashboardData = '<link rel="preload" href="/api/dashboard" as="fetch" crossorigin />';
  const withHints = (hints: string) => html.replace('</head>', `${hints}</head>`);
  const shellOnly = withHints(scripts);
  // After #root (it paints into the page), `async`: it runs the moment it arrives and holds nothing up.
  const paint = assetScript(bootFiles.bootPaint)
    ? `<div id="root"></div><script type="module" async crossorigin src="${bootFiles.bootPaint}"></script>`
    : '<div id="root"></div>';
  const onDashboard = withHints(scripts + dashboardData).replace('<div id="root"></div>', paint);
  const lookup = fastSessionLookup(auth);

  /** The document for this request, or null for the file as built. */
  return async (request: FastifyRequest): Promise<string | null> => {
    const at = request.url.indexOf('?');
    const path = at < 0 ? request.url : request.url.slice(0, at);
    const query = at < 0 ? '' : request.url.slice(at + 1);
    if (path !== '/') return null;
    const session = await (await lookup)(pool, request.headers.cookie, Date.now()).catch(() => null);
    const me = session?.me;
    if (!me?.planType) return null;
    const opensOnDashboard = !new URLSearchParams(query).has('section') && me.role !== 'recepcao';
    return opensOnDashboard ? onDashboard : shellOnly;
  };
}
