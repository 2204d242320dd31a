// Tinta's service worker: Web Push reminders and an offline app shell.
// Plain JS, served as is from /sw.js (scope '/').

const CACHE = 'tinta-shell-v1';

// Install: cache the app shell ('/') and the hashed scripts and styles it references, so an
// offline reload opens the app even right after the first visit.
self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const res = await fetch('/', { cache: 'no-cache' });
      if (res.ok) {
        const html = await res.clone().text();
        await cache.put('/', res);
        const assets = [...new Set(html.match(/\/assets\/[^"'\s>)]+/g) ?? [])];
        await cache.addAll(assets);
      }
      await self.skipWaiting();
    })(),
  );
});

// Activate: drop caches of older versions and take control of open pages at once.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== self.location.origin) return;
  // NEVER cache the API (or the dev outbox): data is never served stale.
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/dev/')) return;

  // The public booking page is another document: never the app shell, never cached as '/'.
  if (url.pathname.startsWith('/agendar/') || url.pathname.startsWith('/anamnese/')) return;
  if (req.mode === 'navigate') {
    event.respondWith(networkFirstShell(req));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(req));
  } else {
    // Icons and the like: the network, or a cached copy when offline.
    event.respondWith(fetch(req).catch(() => caches.match(req).then((hit) => hit ?? Response.error())));
  }
});

// Pages: always the fresh index.html when online (it names the current asset hashes); every path
// serves the same app, so offline any page falls back to the cached '/'.
async function networkFirstShell(req) {
  try {
    const res = await fetch(req);
    if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) {
      const cache = await caches.open(CACHE);
      await cache.put('/', res.clone());
    }
    return res;
  } catch {
    return (await caches.match('/')) ?? Response.error();
  }
}

// The whole app on the device, for people who use it: once signed in, the page asks (message
// 'keep-every-asset') and every file of the current build (the build lists them in
// /asset-list.json) is cached, one at a time in the background, and files of older builds are
// dropped. So every screen and dialog opens offline, not only those opened online before — and
// a signed-out visitor downloads only the sign-in screen.
self.addEventListener('message', (event) => {
  if (event.data?.type === 'keep-every-asset') event.waitUntil(keepEveryAsset().catch(() => undefined));
});

let keeping = null;
function keepEveryAsset() {
  keeping ??= (async () => {
    try {
      const res = await fetch('/asset-list.json', { cache: 'no-cache' });
      if (!res.ok) return;
      const list = await res.json();
      const cache = await caches.open(CACHE);
      // The shell that names these files, so an offline start never loads a build whose files are gone.
      const shell = await fetch('/', { cache: 'no-cache' });
      if (!shell.ok) return;
      await cache.put('/', shell);
      for (const path of list) {
        if (await cache.match(path)) continue;
        const file = await fetch(path).catch(() => null);
        if (file?.ok) await cache.put(path, file);
      }
      const current = new Set(list);
      for (const req of await cache.keys()) {
        const path = new URL(req.url).pathname;
        if (path.startsWith('/assets/') && !current.has(path)) await cache.delete(req);
      }
    } finally {
      keeping = null;
    }
  })();
  return keeping;
}

// /assets/* names are content-hashed: a cached file is never outdated.
async function cacheFirst(req) {
  const hit = await caches.match(req);
  if (hit) return hit;
  const res = await fetch(req);
  if (res.ok) {
    const cache = await caches.open(CACHE);
    await cache.put(req, res.clone());
  }
  return res;
}

// Push: the server sends JSON { title, body, tag, section ('calendar'|'tasks'), relatedId }.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(data.title || 'Tinta', {
      body: data.body || '',
      icon: '/favicon.svg',
      badge: '/favicon.svg',
      tag: data.tag,
      vibrate: [200, 100, 200], // SPEC §9
      data: { section: data.section || 'dashboard' },
    }),
  );
});

// Click: bring an open Tinta window to the front on the reminder's section, or open one there.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const section = event.notification.data?.section || 'dashboard';
  const target = `/?section=${encodeURIComponent(section)}`;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        try {
          await open.navigate(target);
          return;
        } catch {
          // An uncontrolled window cannot be navigated from here: open a new one instead.
        }
      }
      await self.clients.openWindow(target);
    })(),
  );
});
