import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '../components/ui/spinner';
import { useNavigation } from './navigation';

const SectionPlaceholder = lazy(() => import('../features/placeholder/SectionPlaceholder'));
const DashboardScreen = lazy(() => import('../features/dashboard/DashboardScreen'));

/** The current section's screen, loaded on demand so the first visit downloads only what it shows. */
export function SectionView({ canSeeTeam }: { canSeeTeam: boolean }) {
  const { section } = useNavigation();
  if (section === 'team' && !canSeeTeam) {
    return (
      <p role="alert" className="rounded-2xl border border-ink-800 bg-ink-900 p-6 text-ink-300">
        Você não tem permissão para acessar esta página.
      </p>
    );
  }
  return (
    <Suspense fallback={<FullPageSpinner />}>
      {section === 'dashboard' ? <DashboardScreen /> : <SectionPlaceholder section={section} />}
    </Suspense>
  );
}
