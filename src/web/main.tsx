import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { sessionKeys } from './entities/session/queries';
import { OfflineGate } from './features/offline/OfflineGate';
import { persistCache, restoreCache } from './lib/persist-cache';
import { queryClient } from './lib/query-client';
import { Toaster } from './lib/toast';
import './styles.css';

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <App />
        <OfflineGate />
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );

// Screens opened before show their last answers at once, online or not (lib/persist-cache.ts).
const signedIn = () => Boolean(queryClient.getQueryData(sessionKeys.me()));
void restoreCache(queryClient).then(() => {
  persistCache(queryClient, signedIn);
  render();
});

// The service worker (push reminders, offline shell) only in the built app: in the dev server it
// would cache Vite's unhashed modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch((err: unknown) => console.warn('service worker', err));
  });
}
