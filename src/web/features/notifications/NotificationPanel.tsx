import { BellOff, CheckCheck, Loader2, Settings, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { AppNotification } from '../../../shared/schemas/notification';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api';
import { cn } from '../../lib/cn';
import { useNavigation } from '../../lib/navigation';
import { toast } from '../../lib/toast';
import { useClearNotifications, useDeleteNotification, useMarkAllRead, useMarkRead } from './mutations';
import { useNotifications } from './queries';
import { relativeTimePtBR } from './relative-time';

/** Re-renders every minute so 'há 5 minutos' keeps true while the panel is open. */
function useNow() {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function NotificationPanel({ onClose, onSettings }: { onClose: () => void; onSettings: () => void }) {
  const list = useNotifications(true);
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const remove = useDeleteNotification();
  const clear = useClearNotifications();
  const { navigate } = useNavigation();
  const now = useNow();
  const items = list.data ?? [];
  const hasUnread = items.some((n) => n.readAt === null);

  const fail = (fallback: string) => (err: unknown) => toast.error(errorMessage(err, fallback));

  const openOne = (n: AppNotification) => {
    if (n.readAt === null) markRead.mutate(n.id, { onError: fail('Erro ao atualizar notificação') });
    onClose();
    // The MEI's DAS and DASN-SIMEI reminders open Relatórios, where the MEI card is.
    if (n.type === 'das_reminder' || n.type === 'dasn_reminder') navigate('reports');
    else if (n.relatedType === 'task') navigate('tasks');
    else if (n.relatedType === 'booking_request') navigate('requests');
    // An appointment's reminder opens that appointment's day, not just the month.
    else navigate('calendar', n.relatedId ? `appointment:${n.relatedId}` : null);
  };

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b border-ink-800 py-2 pr-2 pl-4">
        <h2 className="font-semibold">Notificações</h2>
        <Button variant="ghost" size="sm" className="h-11 text-ink-300" onClick={onSettings}>
          <Settings size={16} aria-hidden /> Configurações
        </Button>
      </div>

      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div
            className="grid place-items-center py-10 text-ink-400"
            role="status"
            aria-label="Carregando..."
          >
            <Loader2 className="animate-spin" size={24} aria-hidden />
          </div>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-4 py-10 text-center text-ink-400">
            <BellOff size={28} aria-hidden />
            <p className="text-sm">Nenhuma notificação</p>
          </div>
        ) : (
          <ul aria-label="Lista de notificações" className="divide-y divide-ink-800">
            {items.map((n) => {
              const unread = n.readAt === null;
              return (
                <li key={n.id} className={cn('flex items-start', unread && 'bg-blood-900/20')}>
                  <button
                    type="button"
                    onClick={() => openOne(n)}
                    // Inset focus ring: the scrolling list would clip one drawn outside.
                    className="flex min-h-11 min-w-0 flex-1 gap-3 py-3 pl-4 text-left hover:bg-ink-800/60 focus-visible:-outline-offset-2"
                  >
                    <span
                      aria-hidden
                      className={cn(
                        'mt-1.5 h-2 w-2 shrink-0 rounded-full',
                        unread ? 'bg-blood-500' : 'bg-transparent',
                      )}
                    />
                    <span className="min-w-0">
                      <span className={cn('block text-sm', unread ? 'font-semibold' : 'text-ink-300')}>
                        {n.title}
                      </span>
                      <span className="mt-0.5 block text-sm break-words text-ink-300">{n.message}</span>
                      <span className="mt-1 block text-xs text-ink-400">
                        {relativeTimePtBR(n.sentAt ?? n.scheduledFor, now)}
                        {unread && <span className="sr-only"> (não lida)</span>}
                      </span>
                    </span>
                  </button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label="Excluir notificação"
                    title="Excluir notificação"
                    className="mt-1 mr-1 shrink-0 text-ink-400"
                    onClick={() => remove.mutate(n.id, { onError: fail('Erro ao excluir notificação') })}
                  >
                    <Trash2 size={16} aria-hidden />
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </div>

      {items.length > 0 && (
        <div className="flex items-center justify-between gap-2 border-t border-ink-800 px-2 py-1">
          <Button
            variant="ghost"
            size="sm"
            className="h-11 px-2 whitespace-nowrap"
            disabled={!hasUnread || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: fail('Erro ao atualizar notificações') })}
          >
            <CheckCheck size={16} aria-hidden /> Marcar todas como lidas
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="h-11 px-2 whitespace-nowrap text-blood-400"
            disabled={clear.isPending}
            onClick={() => clear.mutate(undefined, { onError: fail('Erro ao excluir notificações') })}
          >
            <Trash2 size={16} aria-hidden /> Limpar todas
          </Button>
        </div>
      )}
    </>
  );
}
