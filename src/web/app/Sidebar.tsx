import { UserCircle } from 'lucide-react';
import type { Section } from '../../shared/enums';
import type { Me } from '../../shared/schemas/profile';
import { Button } from '../components/ui/button';
import { Brand } from '../components/ui/logo';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { sectionMeta } from '../lib/sections';
import { PrivacyToggle } from './PrivacyToggle';
import { SectionButton } from './SectionButton';
import { SignOutButton } from './SignOutButton';

export function StudioBox({ me }: { me: Me }) {
  return (
    <div className="rounded-xl border border-ink-800 bg-ink-850 p-3">
      <p className="truncate text-sm font-medium" title={me.organization?.name ?? me.name}>
        {me.organization?.name ?? me.name}
      </p>
      <div className="mt-1 flex items-center gap-2">
        {me.role === 'admin_master' && (
          <span className="rounded-md bg-blood-600/20 px-1.5 py-0.5 text-xs font-medium text-blood-400">
            Admin Master
          </span>
        )}
        {me.role === 'artist' && (
          <span className="rounded-md bg-ink-700 px-1.5 py-0.5 text-xs text-ink-300">Tatuador</span>
        )}
        <span className="text-xs text-ink-400">
          {me.planType === 'estudio' ? 'Plano Estúdio' : 'Plano Básico'}
        </span>
      </div>
    </div>
  );
}

export function Sidebar({ me, sections, onProfile }: { me: Me; sections: Section[]; onProfile: () => void }) {
  return (
    <aside className="fixed inset-y-0 left-0 hidden w-64 flex-col border-r border-ink-800 bg-ink-900 lg:flex">
      <div className="px-5 py-6">
        <Brand />
      </div>
      <nav aria-label="Seções" className="flex-1 space-y-1 overflow-y-auto px-3">
        {sections.map((id) => {
          const { label, icon: Icon } = sectionMeta[id];
          return (
            <SectionButton
              key={id}
              section={id}
              className="flex h-11 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors"
              activeClassName="bg-blood-700 text-white"
              idleClassName="text-ink-300 hover:bg-ink-800 hover:text-ink-100"
            >
              <Icon size={18} aria-hidden /> {label}
            </SectionButton>
          );
        })}
      </nav>
      <div className="space-y-1 border-t border-ink-800 p-3">
        <StudioBox me={me} />
        <NotificationBell placement="sidebar" />
        <PrivacyToggle withLabel />
        <Button variant="ghost" className="w-full justify-start" onClick={onProfile}>
          <UserCircle size={18} aria-hidden /> Meu Perfil
        </Button>
        <SignOutButton />
      </div>
    </aside>
  );
}
