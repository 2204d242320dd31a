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

/**
 * The desktop sidebar: a column as tall as the page (its background runs to the page's end), with
 * its contents held in view and scrolling as a whole when the window is shorter than they are —
 * a studio owner's nine sections, the studio box and the account buttons, at 1280 × 800 and below.
 */
export function Sidebar({ me, sections, onProfile }: { me: Me; sections: Section[]; onProfile: () => void }) {
  return (
    <div className="hidden w-64 shrink-0 border-r border-ink-800 bg-ink-900 lg:block">
      <aside className="sticky top-0 flex h-dvh flex-col overflow-y-auto overscroll-contain">
        <div className="px-5 pt-5 pb-4">
          <Brand />
        </div>
        <nav aria-label="Seções" className="space-y-0.5 px-3">
          {sections.map((id) => {
            const { label, icon: Icon } = sectionMeta[id];
            return (
              <SectionButton
                key={id}
                section={id}
                className="flex h-10 w-full items-center gap-3 rounded-xl px-3 text-sm font-medium transition-colors"
                activeClassName="bg-blood-700 text-white"
                idleClassName="text-ink-300 hover:bg-ink-800 hover:text-ink-100"
              >
                <Icon size={18} aria-hidden /> {label}
              </SectionButton>
            );
          })}
        </nav>
        <div className="mt-auto space-y-1 border-t border-ink-800 p-3 pt-3">
          <StudioBox me={me} />
          <NotificationBell placement="sidebar" />
          <PrivacyToggle withLabel />
          <Button variant="ghost" className="w-full justify-start" onClick={onProfile}>
            <UserCircle size={18} aria-hidden /> Meu Perfil
          </Button>
          <SignOutButton />
        </div>
      </aside>
    </div>
  );
}
