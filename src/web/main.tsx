import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Me } from '../shared/schemas/profile';
import { App, startSignedIn } from './app/App';
import { sessionKeys } from './entities/session/queries';
import { OfflineBanner } from './features/offline/OfflineBanner';
import { persistCache, restoreCache } from './lib/persist-cache';
import { queryClient } from './lib/query-client';
import { Toaster } from './lib/toast';
import './styles.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <OfflineBanner />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );

// Screens opened before show their last answers at once, online or not (lib/persist-cache.ts).
const signedIn = () => Boolean(queryClient.getQueryData(sessionKeys.me()));
void restoreCache(queryClient).then(async () => {
  persistCache(queryClient, signedIn);
  // Someone the device remembers: the shell's and opening section's code (the service worker's
  // copy) arrive before the first render, so the day is drawn in one pass. Never held up long.
  const me = queryClient.getQueryData<Me | null>(sessionKeys.me());
  if (me?.planType)
    await Promise.race([
      startSignedIn(queryClient, me).catch(() => undefined),
      new Promise((wait) => setTimeout(wait, 2_000)),
    ]);
  render();
});

// The service worker (push reminders, offline shell) only in the built app: in the dev server it
// would cache Vite's unhashed modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker', err));
  });
}
