import { lazy, Suspense, useEffect } from 'react';

/**
 * Toasts load with the first screen that needs them, not with the sign-in page: sonner is kept
 * out of the initial bundle. Calls made before the toaster is on screen wait for it.
 */
let markReady: () => void;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

const SonnerToaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: () => {
      useEffect(() => markReady(), []);
      return <Toaster theme="dark" position="top-center" duration={3000} richColors closeButton />;
    },
  })),
);

export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  );
}

const show = (kind: 'success' | 'error', message: string) =>
  ready.then(() => import('sonner')).then(({ toast: t }) => t[kind](message));

export const toast = {
  success: (message: string) => void show('success', message),
  error: (message: string) => void show('error', message),
};
