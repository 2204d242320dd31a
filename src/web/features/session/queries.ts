import { type QueryClient, useQuery } from '@tanstack/react-query';
import type { Me } from '../../../shared/schemas/profile';
import { ApiError, api } from '../../lib/api';

export const sessionKeys = {
  all: ['session'] as const,
  me: () => [...sessionKeys.all, 'me'] as const,
};

/** The signed-in profile, or null when signed out (401). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api<Me>('/api/me');
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

export const useMe = () => useQuery({ queryKey: sessionKeys.me(), queryFn: fetchMe, staleTime: 60_000 });

/**
 * Forgets the signed-in user, where they were, and every cached answer (profile, organization,
 * data). The session
 * query is set to null rather than removed, so the screens watching it switch to sign-in at once.
 */
export function clearSession(qc: QueryClient) {
  // The section and filter in the URL were this user's: whoever signs in next starts at home.
  if (window.location.pathname === '/' && window.location.search) window.history.replaceState(null, '', '/');
  qc.setQueryData(sessionKeys.me(), null);
  qc.removeQueries({ predicate: (q) => q.queryKey[0] !== sessionKeys.all[0] });
}
