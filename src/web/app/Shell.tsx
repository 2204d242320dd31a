import { Plus } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useState } from 'react';
import type { Section } from '../../shared/enums';
import type { Me } from '../../shared/schemas/profile';
import { InstallPrompt } from '../features/install/InstallPrompt';
import { dropBootPaint } from '../lib/boot-paint';
import { CreateActionProvider, useCreateAction } from '../lib/create-action';
import { useLiveUpdates } from '../lib/live-updates';
import { useNavigation } from '../lib/navigation';
import { loadOptimistic } from '../lib/query-client';
import { fabSections, homeSectionFor, sectionMeta, tabSectionsFor } from '../lib/sections';
import { preloadToasts } from '../lib/toast';
import { whenSettled } from '../lib/when-idle';
import { BottomTabs, MobileHeader } from './MobileChrome';
import { ProfileOpenerContext } from './profile-opener';
import { SectionView } from './SectionView';
import { Sidebar } from './Sidebar';

function FloatingAddButton() {
  const { section } = useNavigation();
  const create = useCreateAction();
  if (!create || !fabSections.includes(section)) return null;
  return (
    <button
      type="button"
      onClick={create}
      aria-label="Adicionar"
      className="fixed right-4 bottom-[calc(5rem+env(safe-area-inset-bottom))] z-30 grid h-14 w-14 place-items-center rounded-full bg-blood-700 text-white shadow-lg shadow-blood-900/40 active:bg-blood-700 lg:hidden"
    >
      <Plus size={26} aria-hidden />
    </button>
  );
}

/** Asks the service worker to cache every file of this version (sw.js, 'keep-every-asset'). */
function keepAppOnDevice(): void {
  if (!('serviceWorker' in navigator)) return;
  // Not awaited: `ready` never settles where registration failed.
  void navigator.serviceWorker.ready
    .then((registration) => registration.active?.postMessage({ type: 'keep-every-asset' }))
    .catch(() => undefined);
}

// 'Meu Perfil' (its form, the plan panel) is not needed to paint the first screen: fetched when idle.
const loadProfileDialog = () => import('./ProfileDialog');
const ProfileDialog = lazy(() => loadProfileDialog().then((m) => ({ default: m.ProfileDialog })));

/** Signed in with a plan: sidebar on desktop, header + bottom tabs on phones, the section in between. */
export default function Shell({ me }: { me: Me }) {
  const canSeeTeam = me.role === 'admin_master' && me.planType === 'estudio';
  // The sidebar also lists the booking requests, next to the Agenda (on phones: the header's menu).
  const tabs = tabSectionsFor(me);
  const sections: Section[] = tabs.flatMap((s): Section[] => (s === 'calendar' ? [s, 'requests'] : [s]));
  if (canSeeTeam) sections.push('team');
  const [profileOpen, setProfileOpen] = useState(false);
  const [profileMounted, setProfileMounted] = useState(false);
  const openProfile = useCallback(() => {
    setProfileMounted(true);
    setProfileOpen(true);
  }, []);
  const { section } = useNavigation();
  // A tap on another section before the day was drawn: the picture of the day must not hide it.
  useLayoutEffect(() => {
    if (section !== 'dashboard') dropBootPaint();
  }, [section]);
  useLiveUpdates(true);
  // Phone toasts rise above the tab bar and the floating + while the shell is on screen; on the
  // sign-in and plan screens they sit low, clear of the form's button.
  useEffect(() => {
    // The offline copy first: it only asks the service worker, which fetches on its own thread.
    const warmUps = [
      whenSettled(keepAppOnDevice),
      whenSettled(preloadToasts),
      whenSettled(loadOptimistic),
      whenSettled(loadProfileDialog),
    ];
    document.documentElement.style.setProperty('--toast-bottom', '9.5rem');
    return () => {
      for (const cancel of warmUps) cancel();
      document.documentElement.style.removeProperty('--toast-bottom');
    };
  }, []);

  return (
    <CreateActionProvider>
      <MobileHeader me={me} canSeeTeam={canSeeTeam} onProfile={openProfile} />
      {/* Desktop: the sidebar's column beside the section, as tall as the longer of the two. */}
      <div className="lg:flex">
        <Sidebar me={me} sections={sections} onProfile={openProfile} />
        {/* Phones: room under the last card for the tab bar and the floating + (nothing hides behind them). */}
        <main className="min-h-dvh min-w-0 pb-[calc(10rem+env(safe-area-inset-bottom))] lg:flex-1 lg:pb-10">
          <div className="mx-auto max-w-6xl px-4 pt-4 lg:px-8 lg:pt-8">
            <h1 className="mb-6 hidden text-2xl font-semibold lg:block">{sectionMeta[section].title}</h1>
            <ProfileOpenerContext.Provider value={openProfile}>
              <SectionView allowed={sections} home={homeSectionFor(me)} />
            </ProfileOpenerContext.Provider>
          </div>
        </main>
      </div>
      <FloatingAddButton />
      <BottomTabs sections={tabs} />
      <InstallPrompt />
      {profileMounted && (
        <Suspense fallback={null}>
          <ProfileDialog me={me} open={profileOpen} onOpenChange={setProfileOpen} />
        </Suspense>
      )}
    </CreateActionProvider>
  );
}
