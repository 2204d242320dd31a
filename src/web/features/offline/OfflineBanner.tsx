import { CloudUpload, WifiOff } from 'lucide-react';
import { useOnline } from './use-online';
import { usePendingWrites } from './use-pending-writes';

const changes = (n: number) => (n === 1 ? '1 alteração' : `${n} alterações`);

/**
 * 'Sem conexão' while the browser is offline, and what was saved on this device waiting to be
 * sent ('Aguardando conexão · 2 alterações', opening to the list). Mounted at the root (main.tsx)
 * rather than in the shell, because an offline reload opens the cached app before the profile can
 * load — the pending saves must show even then.
 */
export function OfflineBanner() {
  const online = useOnline();
  const pending = usePendingWrites();
  if (online && pending.length === 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-[60] flex flex-col items-center gap-2 px-4 lg:bottom-4 lg:pl-64">
      {pending.length > 0 && (
        <details className="pointer-events-auto max-w-full rounded-2xl border border-sky-700/60 bg-ink-900/95 text-sm text-sky-100 shadow-lg">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 py-2 font-medium">
            <CloudUpload size={16} aria-hidden />
            <span>{`Aguardando conexão · ${changes(pending.length)}`}</span>
          </summary>
          <ul
            aria-label="Alterações aguardando envio"
            className="max-h-48 overflow-y-auto border-t border-sky-900 px-4 py-2"
          >
            {pending.map((write) => (
              <li key={write.seq} className="py-1 break-words">
                {write.label}
              </li>
            ))}
          </ul>
        </details>
      )}
      {!online && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-full border border-amber-700/60 bg-ink-900/95 px-4 py-2 text-sm font-medium text-amber-200 shadow-lg"
        >
          <WifiOff size={16} aria-hidden /> Sem conexão
        </p>
      )}
    </div>
  );
}
