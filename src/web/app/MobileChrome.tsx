import { Inbox, LogOut, Menu, UserCircle, UsersRound } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useState } from 'react';
import { createPortal } from 'react-dom';
import type { Section } from '../../shared/enums';
import type { Me } from '../../shared/schemas/profile';
import { Button } from '../components/ui/button';
import { useSignOutFlow } from '../entities/session/use-sign-out-flow';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { cn } from '../lib/cn';
import { useNavigation } from '../lib/navigation';
import { sectionMeta } from '../lib/sections';
import { PrivacyToggle } from './PrivacyToggle';
import { SectionButton } from './SectionButton';

const menuItem =
  'flex h-11 cursor-pointer items-center gap-3 rounded-lg px-3 text-sm outline-none data-[highlighted]:bg-ink-800';

/** Phone header: the section title, the bell, the privacy eye and the menu (Meu Perfil, Equipe for owners, Sair). */
export function MobileHeader({
  me,
  canSeeTeam,
  onProfile,
}: {
  me: Me;
  canSeeTeam: boolean;
  onProfile: () => void;
}) {
  const { section, navigate } = useNavigation();
  const { ask, dialog } = useSignOutFlow();
  const [menuOpen, setMenuOpen] = useState(false);
  // While the (non-modal) menu is open, and a moment after, a clear layer takes the tap outside it:
  // the tap that closes the menu must not also press what lies under it ('Enviar', a tab).
  const [shield, setShield] = useState(false);
  const onMenuOpenChange = (open: boolean) => {
    setMenuOpen(open);
    if (open) setShield(true);
    else window.setTimeout(() => setShield(false), 400);
  };
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-ink-800 bg-ink-950/90 px-4 backdrop-blur lg:hidden">
      <h1 className="text-lg font-semibold">{sectionMeta[section].title}</h1>
      <div className="flex items-center">
        <NotificationBell />
        <PrivacyToggle />
        {/* Not modal: a modal menu hides the page from assistive technology (aria-hidden) while its
            button, which gets the focus back, is in it — axe's aria-hidden-focus. A tap outside or
            Escape still closes it. */}
        {shield &&
          createPortal(
            <div aria-hidden className="fixed inset-0 z-40" onClick={(e) => e.stopPropagation()} />,
            document.body,
          )}
        <DropdownMenu.Root modal={false} open={menuOpen} onOpenChange={onMenuOpenChange}>
          <DropdownMenu.Trigger asChild>
            <Button variant="ghost" size="icon" aria-label="Menu">
              <Menu size={20} aria-hidden />
            </Button>
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              sideOffset={6}
              className="z-50 min-w-52 rounded-xl border border-ink-800 bg-ink-900 p-1.5 shadow-2xl"
            >
              <DropdownMenu.Label className="px-3 py-2 text-xs text-ink-400">
                {me.organization?.name ?? me.name}
              </DropdownMenu.Label>
              <DropdownMenu.Item className={menuItem} onSelect={onProfile}>
                <UserCircle size={18} aria-hidden /> Meu Perfil
              </DropdownMenu.Item>
              <DropdownMenu.Item className={menuItem} onSelect={() => navigate('requests')}>
                <Inbox size={18} aria-hidden /> Pedidos de agendamento
              </DropdownMenu.Item>
              {canSeeTeam && (
                <DropdownMenu.Item className={menuItem} onSelect={() => navigate('team')}>
                  <UsersRound size={18} aria-hidden /> Equipe
                </DropdownMenu.Item>
              )}
              <DropdownMenu.Separator className="my-1 h-px bg-ink-800" />
              <DropdownMenu.Item className={cn(menuItem, 'text-blood-400')} onSelect={ask}>
                <LogOut size={18} aria-hidden /> Sair
              </DropdownMenu.Item>
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {dialog}
    </header>
  );
}

/** Phone bottom tab bar with SPEC's seven short labels. */
export function BottomTabs({ sections }: { sections: readonly Section[] }) {
  return (
    <nav
      aria-label="Seções"
      className="fixed inset-x-0 bottom-0 z-30 grid border-t border-ink-800 bg-ink-900/95 pb-[env(safe-area-inset-bottom)] backdrop-blur lg:hidden"
      style={{ gridTemplateColumns: `repeat(${sections.length}, minmax(0, 1fr))` }}
    >
      {sections.map((id) => {
        const { tab, icon: Icon } = sectionMeta[id];
        return (
          <SectionButton
            key={id}
            section={id}
            className="flex h-16 flex-col items-center justify-center gap-1 text-[11px] font-medium"
            activeClassName="text-blood-400"
            idleClassName="text-ink-400"
          >
            <Icon size={20} aria-hidden />
            {tab}
          </SectionButton>
        );
      })}
    </nav>
  );
}
