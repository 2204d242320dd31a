import { type JSX, type LazyExoticComponent, lazy, Suspense } from 'react';
import type { Section } from '../../shared/enums';
import { FullPageSpinner } from '../components/ui/spinner';
import { useNavigation } from './navigation';
import { SectionErrorBoundary } from './SectionErrorBoundary';

const SectionPlaceholder = lazy(() => import('../features/placeholder/SectionPlaceholder'));
const DashboardScreen = lazy(() => import('../features/dashboard/DashboardScreen'));
const AgendaScreen = lazy(() => import('../features/agenda/AgendaScreen'));
const ClientsScreen = lazy(() => import('../features/clients/ClientsScreen'));
const PaymentsScreen = lazy(() => import('../features/payments/PaymentsScreen'));
const TasksScreen = lazy(() => import('../features/tasks/TasksScreen'));
const ExpensesScreen = lazy(() => import('../features/expenses/ExpensesScreen'));
const ReportsScreen = lazy(() => import('../features/reports/ReportsScreen'));
const TeamScreen = lazy(() => import('../features/team/TeamScreen'));

const screens: Partial<Record<Section, LazyExoticComponent<() => JSX.Element>>> = {
  dashboard: DashboardScreen,
  calendar: AgendaScreen,
  clients: ClientsScreen,
  payments: PaymentsScreen,
  tasks: TasksScreen,
  expenses: ExpensesScreen,
  reports: ReportsScreen,
  team: TeamScreen,
};

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
  const Screen = screens[section];
  return (
    <SectionErrorBoundary key={section}>
      <Suspense fallback={<FullPageSpinner />}>
        {Screen ? <Screen /> : <SectionPlaceholder section={section} />}
      </Suspense>
    </SectionErrorBoundary>
  );
}
