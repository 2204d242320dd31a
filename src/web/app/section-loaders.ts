import type { JSX } from 'react';
import type { Section } from '../../shared/enums';
import { keeping } from '../lib/kept-lazy';

type ScreenModule = Promise<{ default: () => JSX.Element }>;

/**
 * Each section's screen chunk, loaded on demand. One table for SectionView's screens and for the
 * opening screen's early start, so both ask for the same module (the browser fetches it once) and
 * a screen whose module already arrived is drawn without suspending (lib/kept-lazy.ts).
 */
export const sectionLoaders: Partial<Record<Section, () => ScreenModule>> = {
  dashboard: keeping(() => import('./sections/DashboardSection')),
  calendar: keeping(() => import('../features/agenda/AgendaScreen')),
  clients: keeping(() => import('./sections/ClientsSection')),
  payments: keeping(() => import('../features/payments/PaymentsScreen')),
  tasks: keeping(() => import('../features/tasks/TasksScreen')),
  expenses: keeping(() => import('../features/expenses/ExpensesScreen')),
  reports: keeping(() => import('./sections/ReportsSection')),
  team: keeping(() => import('../features/team/TeamScreen')),
  requests: keeping(() => import('./sections/RequestsSection')),
};
