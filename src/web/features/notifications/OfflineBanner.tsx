import { WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * 'Sem conexão' while the browser is offline. Mounted at the root (main.tsx) rather than in the
 * shell, because an offline reload opens the cached app before the profile can load.
 */
export function OfflineBanner() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <div
      role="status"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[60] flex justify-center px-4 lg:bottom-4 lg:pl-64"
    >
      <p className="flex items-center gap-2 rounded-full border border-amber-700/60 bg-ink-900/95 px-4 py-2 text-sm font-medium text-amber-200 shadow-lg">
        <WifiOff size={16} aria-hidden /> Sem conexão
      </p>
    </div>
  );
}
