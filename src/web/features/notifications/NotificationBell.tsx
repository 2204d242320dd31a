import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NotificationPanel } from './NotificationPanel';
import { useUnreadCount } from './queries';

const NotificationSettingsDialog = lazy(() =>
  import('./NotificationSettingsDialog').then((m) => ({ default: m.NotificationSettingsDialog })),
);

const bellLabel = (count: number) =>
  count === 0 ? 'Notificações' : `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;

/**
 * The bell with the unread count; opens the notification panel. The settings dialog lives here,
 * outside the popover, so it stays open after 'Configurações' closes the panel.
 */
export function NotificationBell({ placement = 'header' }: { placement?: 'header' | 'sidebar' }) {
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  // Mounted from its first opening on (its form and schemas load then), so closing still animates.
  const [settingsUsed, setSettingsUsed] = useState(false);
  const count = useUnreadCount().data ?? 0;

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          {placement === 'sidebar' ? (
            // Desktop: a labelled row like 'Ocultar valores' and 'Meu Perfil' below it.
            <Button variant="ghost" className="w-full justify-start" aria-label={bellLabel(count)}>
              <Bell size={18} aria-hidden /> Notificações
              {count > 0 && (
                <span
                  aria-hidden
                  className="ml-auto grid h-5 min-w-5 place-items-center rounded-full bg-blood-600 px-1.5 text-xs leading-none font-semibold text-white"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Button>
          ) : (
            <Button
              variant="ghost"
              size="icon"
              aria-label={bellLabel(count)}
              title="Notificações"
              className="relative"
            >
              <Bell size={20} aria-hidden />
              {count > 0 && (
                <span
                  aria-hidden
                  className="absolute top-1.5 right-1.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-blood-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-ink-950"
                >
                  {count > 99 ? '99+' : count}
                </span>
              )}
            </Button>
          )}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Notificações"
            side={placement === 'sidebar' ? 'right' : 'bottom'}
            align="end"
            sideOffset={placement === 'sidebar' ? 24 : 8}
            collisionPadding={8}
            className={cn(
              'z-50 flex w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-ink-800 bg-ink-900 shadow-2xl focus:outline-none',
              'max-h-[min(34rem,calc(100dvh-5rem))]',
            )}
          >
            <NotificationPanel
              onClose={() => setOpen(false)}
              onSettings={() => {
                setOpen(false);
                setSettingsUsed(true);
                setSettingsOpen(true);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {settingsUsed && (
        <Suspense fallback={null}>
          <NotificationSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
        </Suspense>
      )}
    </>
  );
}
