import type { JSX } from 'react';
import type { Section } from '../../shared/enums';

type ScreenModule = Promise<{ default: () => JSX.Element }>;

/**
 * Each section's screen chunk, loaded on demand. One table for SectionView's `lazy` and for the
 * early start below, so both ask for the same module (the browser fetches it once).
 */
export const sectionLoaders: Partial<Record<Section, () => ScreenModule>> = {
  dashboard: () => import('./sections/DashboardSection'),
  calendar: () => import('../features/agenda/AgendaScreen'),
  clients: () => import('./sections/ClientsSection'),
  payments: () => import('./sections/PaymentsSection'),
  tasks: () => import('../features/tasks/TasksScreen'),
  expenses: () => import('../features/expenses/ExpensesScreen'),
  reports: () => import('./sections/ReportsSection'),
  team: () => import('../features/team/TeamScreen'),
  requests: () => import('./sections/RequestsSection'),
};
