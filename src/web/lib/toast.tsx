import { type CSSProperties, useEffect, useState } from 'react';

/**
 * Toasts load with the first toast, never with a screen that has nothing to say: sonner stays out
 * of a first visit. Calls made before the toaster is on screen wait for it.
 */
let markReady: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const toastColours = {
  '--success-bg': '#022c22',
  '--success-border': '#065f46',
  '--success-text': '#a7f3d0',
  '--error-bg': '#450a0a',
  '--error-border': '#7f1d1d',
  '--error-text': '#fecaca',
} as CSSProperties;

type Sonner = typeof import('sonner');

/** sonner's toaster, in our colours and words; tells waiting toasts it is listening once mounted. */
function SonnerToaster({ sonner }: { sonner: Sonner }) {
  useEffect(() => markReady(), []);
  return (
    <sonner.Toaster
      theme="dark"
      // Bottom right on desktop, away from every heading and toolbar; on phones above the tab
      // bar and the floating + in the shell (Shell sets --toast-bottom), low on the sign-in
      // screens (sonner stretches it across the width there).
      position="bottom-right"
      // Lifted over the offline pills while they show (features/offline sets --offline-pills).
      offset={{ bottom: 'calc(1rem + var(--offline-pills, 0px))' }}
      mobileOffset={{
        // The pills start 4.5rem up (over the tab bar): the toast goes over whichever is higher.
        bottom:
          'calc(max(var(--toast-bottom, 1rem), 4.5rem + var(--offline-pills, 0px)) + env(safe-area-inset-bottom))',
        left: '1rem',
        right: '1rem',
      }}
      duration={3000}
      richColors
      closeButton
      // pt-BR for screen readers (the library says 'Notifications alt+T' and 'Close toast').
      customAriaLabel="Avisos"
      toastOptions={{ closeButtonAriaLabel: 'Fechar aviso' }}
      // Rich colours meeting WCAG AA on the dark theme, hover and close button included.
      style={toastColours}
    />
  );
}

// The toaster (and sonner with it) is only fetched when the first toast is asked for: a visit with
// nothing to say downloads none of it.
let wanted = false;
const wantListeners = new Set<() => void>();
const want = () => {
  if (wanted) return;
  wanted = true;
  for (const listener of wantListeners) listener();
};

/**
 * Mounted once at the root. The library is loaded in an effect and kept in state rather than
 * through React.lazy: a Suspense retry can wait behind a busy signed-in screen's renders, and a
 * toast asked for meanwhile ('Agendamento salvo!') never showed.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(wanted);
  const [sonner, setSonner] = useState<Sonner | null>(null);
  useEffect(() => {
    if (wanted) return setNeeded(true);
    const listener = () => setNeeded(true);
    wantListeners.add(listener);
    return () => {
      wantListeners.delete(listener);
    };
  }, []);
  useEffect(() => {
    if (!needed) return;
    let live = true;
    void import('sonner').then((module) => live && setSonner(module));
    return () => {
      live = false;
    };
  }, [needed]);
  return sonner ? <SonnerToaster sonner={sonner} /> : null;
}

/**
 * Fetches the toast library ahead of need once someone is signed in (the shell calls this): the
 * service worker keeps it, so a toast can still appear later without a connection ('Sem conexão:
 * salvo neste aparelho…').
 */
export function preloadToasts(): Promise<unknown> {
  return import('sonner').catch(() => undefined);
}

const show = (kind: 'success' | 'error', message: string) => {
  want();
  return ready.then(() => import('sonner')).then(({ toast: t }) => t[kind](message));
};

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};
