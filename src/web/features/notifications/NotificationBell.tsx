import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { NotificationPanel } from './NotificationPanel';
import { NotificationSettingsDialog } from './NotificationSettingsDialog';
import { useUnreadCount } from './queries';

const bellLabel = (count: number) =>
  count === 0 ? 'Notificações' : `Notificações, ${count} ${count === 1 ? 'não lida' : 'não lidas'}`;

/**
 * The bell with the unread count; opens the notification panel. The settings dialog lives here,
 * outside the popover, so it stays open after 'Configurações' closes the panel.
 */
export function NotificationBell({ placement = 'header' }: { placement?: 'header' | 'sidebar' }) {
  const [open, setOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const count = useUnreadCount().data ?? 0;

  return (
    <>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
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
                className="absolute top-1.5 right-1.5 grid h-[18px] min-w-[18px] place-items-center rounded-full bg-blood-600 px-1 text-[10px] leading-none font-semibold text-white ring-2 ring-ink-900"
              >
                {count > 99 ? '99+' : count}
              </span>
            )}
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Notificações"
            side={placement === 'sidebar' ? 'right' : 'bottom'}
            align={placement === 'sidebar' ? 'start' : 'end'}
            sideOffset={8}
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
                setSettingsOpen(true);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <NotificationSettingsDialog open={settingsOpen} onOpenChange={setSettingsOpen} />
    </>
  );
}
