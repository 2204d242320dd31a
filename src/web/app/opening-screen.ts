import type { QueryClient } from '@tanstack/react-query';
import type { Me } from '../../shared/schemas/profile';
import { dashboardQuery } from '../features/dashboard/queries';
import { readPlace } from '../lib/navigation';
import { homeSectionFor } from '../lib/sections';
import { sectionLoaders } from './section-loaders';

/**
 * Signed in: the opening section's chunk and (on the dashboard) its data, asked for alongside the
 * shell's chunk rather than after it (shell → screen → data would be three round trips in a row on
 * a phone). A module of its own, loaded by App, so the sign-in screen never downloads the table of
 * every section's chunk (transfer.spec).
 */
export function startOpeningScreen(qc: QueryClient, me: Me): Promise<unknown> {
  const asked = readPlace(window.location.search).section;
  // The dashboard is where the address sends anyone without a section; the shell then takes the
  // front desk to its own home (SectionView), so that is the one to fetch.
  const section = asked === 'dashboard' ? homeSectionFor(me) : asked;
  if (section === 'dashboard') void qc.prefetchQuery(dashboardQuery());
  return sectionLoaders[section]?.() ?? Promise.resolve();
}
