import { type JSX, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import type { Section } from '../../shared/enums';
import { FullPageSpinner } from '../components/ui/spinner';
import { useNavigation } from '../lib/navigation';
import { SectionErrorBoundary } from './SectionErrorBoundary';

import { sectionLoaders } from './section-loaders';

const SectionPlaceholder = lazy(() => import('../features/placeholder/SectionPlaceholder'));

const screens = Object.fromEntries(
  Object.entries(sectionLoaders).map(([section, load]) => [section, lazy(load)]),
) as Partial<Record<Section, LazyExoticComponent<() => JSX.Element>>>;

/** The current section's screen, loaded on demand so the first visit downloads only what it shows. */
export function SectionView({ allowed, home }: { allowed: readonly Section[]; home: Section }) {
  const { section, navigate } = useNavigation();
  // Opened without a section (or on the dashboard) by someone whose home is elsewhere: go home.
  const goHome = section === 'dashboard' && home !== 'dashboard';
  useEffect(() => {
    if (goHome) navigate(home);
  }, [goHome, home, navigate]);
  if (goHome) return null;
  if (!allowed.includes(section)) {
    return (
      <p role="alert" className="rounded-2xl border border-ink-800 bg-ink-900 p-6 text-ink-300">
        Você não tem permissão para acessar esta página.
      </p>
    );
  }
  const Screen = screens[section];
  return (
    <SectionErrorBoundary key={section}>
      <Suspense fallback={<FullPageSpinner />}>
        {Screen ? <Screen /> : <SectionPlaceholder section={section} />}
      </Suspense>
    </SectionErrorBoundary>
  );
}
