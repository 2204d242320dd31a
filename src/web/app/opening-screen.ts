import type { QueryClient } from '@tanstack/react-query';
import { dashboardQuery } from '../features/dashboard/queries';
import { readPlace } from '../lib/navigation';
import { sectionLoaders } from './section-loaders';

/**
 * Signed in: the opening section's chunk and (on the dashboard) its data, asked for alongside the
 * shell's chunk rather than after it (shell → screen → data would be three round trips in a row on
 * a phone). A module of its own, loaded by App, so the sign-in screen never downloads the table of
 * every section's chunk (transfer.spec).
 */
export function startOpeningScreen(qc: QueryClient): void {
  const { section } = readPlace(window.location.search);
  void sectionLoaders[section]?.();
  if (section === 'dashboard') void qc.prefetchQuery(dashboardQuery());
}
